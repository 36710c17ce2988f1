import type { WallDraftBlock } from '@portal/api-contract';
import type { BlockFieldsProps } from './block-fields';
import { TextField } from './field';
import { WALL_EDITOR_STRINGS } from './strings';
import { fieldKey } from './wall-validation';

/** The required title of a block that has one (statistics, featured, latest, links). */
export function BlockTitleField<B extends Extract<WallDraftBlock, { title: string }>>({ block, issues, onChange }: BlockFieldsProps<B>) {
  return (
    <TextField
      label={WALL_EDITOR_STRINGS.fields.blockTitle}
      required
      value={block.title}
      error={issues[fieldKey(block.id, 'title')]}
      onChange={(title) => onChange((current) => ({ ...current, title }))}
    />
  );
}
