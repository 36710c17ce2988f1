import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import type { WallDraftBlock } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import { BannerFields } from './banner-fields';
import { FeaturedFields } from './featured-fields';
import { ListError } from './field';
import { LatestFields, RichTextFields } from './latest-fields';
import { LinksFields } from './links-fields';
import { StatsFields } from './stats-fields';
import { blockLabel } from './wall-blocks';
import type { CatalogueHit } from './wall-editor-queries';
import { blockHasIssues, type IssueMap } from './wall-validation';

export interface BlockCardProps {
  block: WallDraftBlock;
  index: number;
  total: number;
  issues: IssueMap;
  titles: Readonly<Record<string, string>>;
  onChange: (update: (current: WallDraftBlock) => WallDraftBlock) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  onAdded: (hit: CatalogueHit) => void;
  announce: (text: string) => void;
}

/** A block's own fields, by its type. */
function BlockFields({ block, issues, titles, onChange, onAdded, announce }: Omit<BlockCardProps, 'index' | 'total' | 'onMove' | 'onRemove'>) {
  // Each form changes only its own type of block; the casts say so to the compiler.
  const change = <B extends WallDraftBlock>(update: (current: B) => B) => onChange((current) => update(current as B));
  switch (block.type) {
    case 'banner':
      return <BannerFields block={block} issues={issues} onChange={change} />;
    case 'stats':
      return <StatsFields block={block} issues={issues} onChange={change} />;
    case 'featured':
      return <FeaturedFields block={block} issues={issues} onChange={change} titles={titles} onAdded={onAdded} announce={announce} />;
    case 'latest':
      return <LatestFields block={block} issues={issues} onChange={change} />;
    case 'links':
      return <LinksFields block={block} issues={issues} onChange={change} />;
    case 'richText':
      return <RichTextFields block={block} issues={issues} onChange={change} />;
  }
}

/**
 * One block of the wall in the editor: a region named by its place and type, with 上移, 下移 and
 * 删除 in its header (the list moves the focus and says where the block went) and its fields.
 */
export function BlockCard(props: BlockCardProps) {
  const { block, index, total, issues, onMove, onRemove } = props;
  const t = useText(homeEditorText);
  const { token } = theme.useToken();
  const label = blockLabel(block, t);
  const invalid = blockHasIssues(issues, block.id);
  return (
    <section aria-label={t('editor.blocks.cardLabel', { index: index + 1, type: label })} data-block={block.id} tabIndex={-1} style={{ outline: 'none' }}>
      <Card
        size="small"
        style={invalid ? { borderColor: token.colorError } : undefined}
        title={
          <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
            {`${index + 1}. ${label}`}
          </Typography.Title>
        }
        extra={
          <Flex gap={4} wrap>
            <Button
              size="small"
              icon={<ArrowUpOutlined aria-hidden />}
              autoInsertSpace={false}
              data-move="up"
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              {t('editor.blocks.moveUp')}
            </Button>
            <Button
              size="small"
              icon={<ArrowDownOutlined aria-hidden />}
              autoInsertSpace={false}
              data-move="down"
              disabled={index === total - 1}
              onClick={() => onMove(1)}
            >
              {t('editor.blocks.moveDown')}
            </Button>
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} autoInsertSpace={false} onClick={onRemove}>
              {t('editor.blocks.remove')}
            </Button>
          </Flex>
        }
      >
        <ListError message={issues[block.id]} />
        <BlockFields {...props} />
      </Card>
    </section>
  );
}
