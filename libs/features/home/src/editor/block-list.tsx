import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Radio, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useText } from '@portal/i18n';
import { VISUALLY_HIDDEN } from '@portal/ui-kit';
import { homeEditorText } from './text';
import { BlockCard } from './block-card';
import type { WallDraft } from './use-wall-draft';
import { BLOCK_KINDS, MAX_BLOCKS, addBlock, blockLabel, moveBlock, newBlock, newBlockId, removeBlock, type BlockKind } from './wall-blocks';
import type { CatalogueHit } from './wall-editor-queries';

/** Where the focus goes once the list has changed: a moved block's button, a block, or 添加区块. */
type FocusRequest = { id: string; target: 'up' | 'down' | 'card' } | { target: 'add' };

function focusAfterChange(list: HTMLElement, request: FocusRequest) {
  if (request.target === 'add') {
    list.querySelector<HTMLElement>('[data-add-block]')?.focus();
    return;
  }
  const card = list.querySelector<HTMLElement>(`[data-block="${request.id}"]`);
  if (!card) return;
  if (request.target === 'card') {
    card.focus();
    return;
  }
  // The same button if it can still move the block; at the top or the bottom, the other one.
  const same = card.querySelector<HTMLButtonElement>(`[data-move="${request.target}"]:not([disabled])`);
  const other = card.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
  (same ?? other ?? card).focus();
}

/** 添加区块: the kind (a radio group, always set) and the button. */
function AddBlock({ full, onAdd }: { full: boolean; onAdd: (kind: BlockKind) => void }) {
  const t = useText(homeEditorText);
  const { token } = theme.useToken();
  const [kind, setKind] = useState<BlockKind>('banner');
  const kindOptions = BLOCK_KINDS.map((value) => ({ value, label: t(`editor.types.${value}`) }));
  return (
    <div
      role="group"
      aria-label={t('editor.blocks.add')}
      style={{ padding: 12, border: `1px dashed ${token.colorBorder}`, borderRadius: token.borderRadiusLG }}
    >
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {t('editor.blocks.addType')}
      </Typography.Text>
      <Flex vertical gap={12} align="start">
        <Radio.Group
          aria-label={t('editor.blocks.addType')}
          optionType="button"
          options={kindOptions}
          value={kind}
          onChange={(event) => setKind(event.target.value as BlockKind)}
        />
        <Button icon={<PlusOutlined aria-hidden />} autoInsertSpace={false} data-add-block disabled={full} onClick={() => onAdd(kind)}>
          {t('editor.blocks.add')}
        </Button>
        {full ? <Typography.Text type="secondary">{t('editor.blocks.full')}</Typography.Text> : null}
      </Flex>
    </div>
  );
}

export interface BlockListProps {
  draft: WallDraft;
  titles: Readonly<Record<string, string>>;
  onAdded: (hit: CatalogueHit) => void;
}

/**
 * The wall's blocks in order, each in its card, and 添加区块. Moving, adding and removing a block is
 * said in a polite live region, and the focus stays with what the keyboard was working on.
 */
export function BlockList({ draft, titles, onAdded }: BlockListProps) {
  const t = useText(homeEditorText);
  const { blocks, issues } = draft;
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusRequest | null>(null);
  useEffect(() => {
    const request = pendingFocus.current;
    if (!request || !listRef.current) return;
    pendingFocus.current = null;
    focusAfterChange(listRef.current, request);
  });

  const move = (index: number, delta: number) => {
    const block = blocks[index];
    if (!block) return;
    draft.change((current) => moveBlock(current, block.id, delta));
    pendingFocus.current = { id: block.id, target: delta < 0 ? 'up' : 'down' };
    setAnnouncement(t('editor.blocks.moved', { type: blockLabel(block, t), index: index + delta + 1, total: blocks.length }));
  };
  const remove = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    draft.change((current) => removeBlock(current, block.id));
    const next = blocks[index + 1] ?? blocks[index - 1];
    pendingFocus.current = next ? { id: next.id, target: 'card' } : { target: 'add' };
    setAnnouncement(t('editor.blocks.removed', { type: blockLabel(block, t) }));
  };
  const add = (kind: BlockKind) => {
    const block = newBlock(kind, newBlockId(blocks));
    draft.change((current) => addBlock(current, block));
    pendingFocus.current = { id: block.id, target: 'card' };
    setAnnouncement(t('editor.blocks.added', { type: blockLabel(block, t), index: blocks.length + 1 }));
  };

  return (
    <Flex vertical gap={16} ref={listRef}>
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
      {blocks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">{t('editor.blocks.empty')}</Typography.Text>} />
      ) : (
        blocks.map((block, index) => (
          <BlockCard
            key={block.id}
            block={block}
            index={index}
            total={blocks.length}
            issues={issues}
            titles={titles}
            onChange={(update) => draft.change((current) => current.map((candidate) => (candidate.id === block.id ? update(candidate) : candidate)))}
            onMove={(delta) => move(index, delta)}
            onRemove={() => remove(index)}
            onAdded={onAdded}
            announce={setAnnouncement}
          />
        ))
      )}
      <AddBlock full={blocks.length >= MAX_BLOCKS} onAdd={add} />
    </Flex>
  );
}
