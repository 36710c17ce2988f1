import { listOf, type BlockFieldsProps } from './block-fields';
import { BlockTitleField } from './block-title-field';
import { TextField } from './field';
import { ItemRows } from './item-rows';
import { WALL_EDITOR_STRINGS } from './strings';
import type { LinksBlock } from './wall-blocks';

const S = WALL_EDITOR_STRINGS;
const MAX_ITEMS = 16;

/** Quick links (1–16): a name and a link the contract allows (a portal path or a *.gov.cn address). */
export function LinksFields(props: BlockFieldsProps<LinksBlock>) {
  return (
    <>
      <BlockTitleField {...props} />
      <ItemRows
        {...listOf(props, 'items')}
        strings={S.links}
        max={MAX_ITEMS}
        newItem={() => ({ label: '', href: '' })}
        renderItem={(item, _index, setItem, error) => (
          <>
            <TextField label={S.fields.name} required value={item.label} error={error('label')} onChange={(label) => setItem({ label })} />
            <TextField
              label={S.fields.link}
              required
              value={item.href}
              hint={S.fields.linkHint}
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
