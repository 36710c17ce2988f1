/** The home content wall (spec §7 content-config/wall): the stored blocks, resolved when served. */
export { contentWall } from './content-wall.service';
