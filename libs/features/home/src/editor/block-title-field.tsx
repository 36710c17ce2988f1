import type { WallDraftBlock } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import type { BlockFieldsProps } from './block-fields';
import { TextField } from './field';
import { fieldKey } from './wall-validation';

/** The required title of a block that has one (statistics, featured, latest, links). */
export function BlockTitleField<B extends Extract<WallDraftBlock, { title: string }>>({ block, issues, onChange }: BlockFieldsProps<B>) {
  const t = useText(homeEditorText);
  return (
    <TextField
      label={t('editor.fields.blockTitle')}
      required
      value={block.title}
      error={issues[fieldKey(block.id, 'title')]}
      onChange={(title) => onChange((current) => ({ ...current, title }))}
    />
  );
}
