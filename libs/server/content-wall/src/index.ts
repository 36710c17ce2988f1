/** The home content wall (spec §7 content-config/wall; issue 18): each site's published wall, resolved when served, and its editor. */
export { contentWall } from './content-wall.service';
export { discardWallDraft, previewWall, publishWall, rollbackWall, saveWallDraft, wallEditor, wallVersionDetail } from './wall-editor.service';
export { wallImageFileUsage } from './wall-image.file-usage';
