import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import { listOf, type BlockFieldsProps } from './block-fields';
import { BlockTitleField } from './block-title-field';
import { TextField } from './field';
import { ItemRows, rowStrings } from './item-rows';
import type { LinksBlock } from './wall-blocks';

const MAX_ITEMS = 16;

/** Quick links (1–16): a name and a link the contract allows (a portal path or a *.gov.cn address). */
export function LinksFields(props: BlockFieldsProps<LinksBlock>) {
  const t = useText(homeEditorText);
  return (
    <>
      <BlockTitleField {...props} />
      <ItemRows
        {...listOf(props, 'items')}
        strings={rowStrings(t, 'links')}
        max={MAX_ITEMS}
        newItem={() => ({ label: '', href: '' })}
        renderItem={(item, _index, setItem, error) => (
          <>
            <TextField label={t('editor.fields.name')} required value={item.label} error={error('label')} onChange={(label) => setItem({ label })} />
            <TextField
              label={t('editor.fields.link')}
              required
              value={item.href}
              hint={t('editor.fields.linkHint')}
              placeholder="/dataResource"
              error={error('href')}
              onChange={(href) => setItem({ href })}
            />
          </>
        )}
      />
    </>
  );
}
