import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { HomeEditorText } from './text';
import { ListError, RowGroup } from './field';
import { removeItem, replaceItem } from './wall-blocks';
import { fieldKey, type IssueMap } from './wall-validation';

/** The legend, 添加 and 删除 of the rows of one kind of list, in the active language. */
export function rowStrings(t: HomeEditorText, list: 'banner' | 'stats' | 'links'): ItemRowsProps<unknown>['strings'] {
  return {
    item: (place) => t(`editor.${list}.item`, { place }),
    addItem: t(`editor.${list}.addItem`),
    removeItem: t(`editor.${list}.removeItem`),
  };
}

export interface ItemRowsProps<Item> {
  items: readonly Item[];
  /** The list's field key (`blk-a1b2c3.slides`): its own problem, and its rows' (`….0.title`). */
  listKey: string;
  issues: IssueMap;
  /** A row's legend by its place (1-based), and the labels of 添加 and 删除. */
  strings: { item: (place: number) => string; addItem: string; removeItem: string };
  /** The most rows the contract allows: 添加 is off at that many. */
  max: number;
  /** Changes the list (a function of the list as it is when the change applies). */
  onChange: (update: (items: Item[]) => Item[]) => void;
  /** The row 添加 puts at the end of the rows as shown. */
  newItem: (items: readonly Item[]) => NoInfer<Item>;
  /** A row's fields: `setItem` patches this row, `error` is the problem of one of its fields. */
  renderItem: (item: Item, index: number, setItem: (patch: Partial<Item>) => void, error: (field: keyof Item & string) => string | undefined) => ReactNode;
}

/**
 * The rows of a list inside a block (slides, statistics, links): each a fieldset with its fields and
 * a 删除 (off for the last row), the list's own problem, and an 添加 (off at the maximum).
 */
export function ItemRows<Item>({ items, listKey, issues, strings, max, onChange, newItem, renderItem }: ItemRowsProps<Item>) {
  const setItem = (index: number) => (patch: Partial<Item>) =>
    onChange((current) => {
      const item = current[index];
      return item === undefined ? current : replaceItem(current, index, { ...item, ...patch });
    });
  return (
    <>
      {items.map((item, index) => (
        <RowGroup
          // Rows have no id of their own; a removed row's successors take its place.
          key={index}
          legend={strings.item(index + 1)}
          actions={
            <Button danger size="small" autoInsertSpace={false} disabled={items.length <= 1} onClick={() => onChange((current) => removeItem(current, index))}>
              {strings.removeItem}
            </Button>
          }
        >
          {renderItem(item, index, setItem(index), (field) => issues[fieldKey(listKey, index, field)])}
        </RowGroup>
      ))}
      <ListError message={issues[listKey]} />
      <Button
        icon={<PlusOutlined aria-hidden />}
        autoInsertSpace={false}
        disabled={items.length >= max}
        onClick={() => {
          const item = newItem(items);
          onChange((current) => [...current, item]);
        }}
      >
        {strings.addItem}
      </Button>
    </>
  );
}
