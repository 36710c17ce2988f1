import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { BlockFieldsProps } from './block-fields';
import { ListError, RowGroup, TextField } from './field';
import { WALL_EDITOR_STRINGS } from './strings';
import { removeItem, replaceItem, type LinksBlock } from './wall-blocks';
import { fieldKey } from './wall-validation';

const S = WALL_EDITOR_STRINGS;
const MAX_ITEMS = 16;

type Item = LinksBlock['items'][number];

/** Quick links (1–16): a name and a link the contract allows (a portal path or a *.gov.cn address). */
export function LinksFields({ block, issues, onChange }: BlockFieldsProps<LinksBlock>) {
  const error = (index: number, field: keyof Item) => issues[fieldKey(block.id, 'items', index, field)];
  const setItem = (index: number, patch: Partial<Item>) => {
    onChange((current) => {
      const item = current.items[index];
      return item ? { ...current, items: replaceItem(current.items, index, { ...item, ...patch }) } : current;
    });
  };
  return (
    <>
      <TextField
        label={S.fields.blockTitle}
        required
        value={block.title}
        error={issues[fieldKey(block.id, 'title')]}
        onChange={(title) => onChange((current) => ({ ...current, title }))}
      />
      {block.items.map((item, index) => (
        <RowGroup
          key={index}
          legend={S.links.item(index + 1)}
          actions={
            <Button
              danger
              size="small"
              autoInsertSpace={false}
              disabled={block.items.length <= 1}
              onClick={() => onChange((current) => ({ ...current, items: removeItem(current.items, index) }))}
            >
              {S.links.removeItem}
            </Button>
          }
        >
          <TextField label={S.fields.name} required value={item.label} error={error(index, 'label')} onChange={(label) => setItem(index, { label })} />
          <TextField
            label={S.fields.link}
            required
            value={item.href}
            hint={S.fields.linkHint}
            placeholder="/dataResource"
            error={error(index, 'href')}
            onChange={(href) => setItem(index, { href })}
          />
        </RowGroup>
      ))}
      <ListError message={issues[fieldKey(block.id, 'items')]} />
      <Button
        icon={<PlusOutlined aria-hidden />}
        autoInsertSpace={false}
        disabled={block.items.length >= MAX_ITEMS}
        onClick={() => onChange((current) => ({ ...current, items: [...current.items, { label: '', href: '' }] }))}
      >
        {S.links.addItem}
      </Button>
    </>
  );
}
