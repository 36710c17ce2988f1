/**
 * @portal/feature-announcements: announcement management in the workspace (issue 6, spec §2
 * `annouce/:action`): the list, add and edit with a rich-text editor, attachments, publish and
 * offline. The pages load lazily from `@portal/feature-announcements/pages`.
 */
export {};
