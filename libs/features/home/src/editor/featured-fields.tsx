import { Button, Flex, Radio, Typography, theme } from 'antd';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { homeEditorText } from './text';
import type { BlockFieldsProps } from './block-fields';
import { BlockTitleField } from './block-title-field';
import { FeaturedSearch } from './featured-search';
import { Field, ListError } from './field';
import { moveItem, removeItem, type FeaturedBlock } from './wall-blocks';
import type { CatalogueHit } from './wall-editor-queries';
import { fieldKey } from './wall-validation';

const MAX_PICKED = 24;

export interface FeaturedFieldsProps extends BlockFieldsProps<FeaturedBlock> {
  /** Titles of picked ids (the detail's, and those of hits added since). */
  titles: Readonly<Record<string, string>>;
  onAdded: (hit: CatalogueHit) => void;
  /** Says a change out loud (a polite live region of the block list). */
  announce: (text: string) => void;
}

/** Chosen resources or products (1–24), in order: picked by search, moved, removed. */
export function FeaturedFields({ block, issues, onChange, titles, onAdded, announce }: FeaturedFieldsProps) {
  const t = useText(homeEditorText);
  const { token } = theme.useToken();
  const sourceOptions = [
    { value: 'resources', label: t('editor.fields.sourceResources') },
    { value: 'products', label: t('editor.fields.sourceProducts') },
  ];
  const nameOf = (id: string) => titles[id] ?? t('editor.featured.unknown', { id });
  const move = (index: number, delta: number) => {
    const id = block.ids[index];
    if (id === undefined) return;
    onChange((current) => ({ ...current, ids: moveItem(current.ids, index, delta) }));
    announce(t('editor.featured.movedItem', { name: nameOf(id), index: index + delta + 1 }));
  };
  return (
    <>
      <BlockTitleField block={block} issues={issues} onChange={onChange} />
      <Field label={t('editor.fields.source')} group>
        {() => (
          <Radio.Group
            aria-label={t('editor.fields.source')}
            optionType="button"
            options={sourceOptions}
            value={block.source}
            onChange={(event) => {
              if (block.ids.length > 0) announce(t('editor.featured.sourceChanged'));
              onChange((current) => ({ ...current, source: event.target.value as FeaturedBlock['source'], ids: [] }));
            }}
          />
        )}
      </Field>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {t('editor.featured.picked')}
      </Typography.Text>
      {block.ids.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {t('editor.featured.pickedEmpty')}
        </Typography.Text>
      ) : (
        <ol aria-label={t('editor.featured.picked')} style={{ margin: '0 0 8px', paddingInlineStart: 24 }}>
          {block.ids.map((id, index) => (
            <li key={id} style={{ padding: '4px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
              <Flex gap={8} justify="space-between" align="center" wrap>
                {/* A title is the catalogue's (Chinese); an unknown id is said in the interface language. */}
                <Typography.Text style={{ overflowWrap: 'anywhere', flex: '1 1 200px' }} lang={titles[id] === undefined ? undefined : CONTENT_LANG}>
                  {nameOf(id)}
                </Typography.Text>
                <Flex gap={4}>
                  <Button
                    size="small"
                    autoInsertSpace={false}
                    aria-label={t('editor.featured.moveUpLabel', { name: nameOf(id) })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {t('editor.featured.moveUp')}
                  </Button>
                  <Button
                    size="small"
                    autoInsertSpace={false}
                    aria-label={t('editor.featured.moveDownLabel', { name: nameOf(id) })}
                    disabled={index === block.ids.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t('editor.featured.moveDown')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    autoInsertSpace={false}
                    aria-label={t('editor.featured.removeLabel', { name: nameOf(id) })}
                    onClick={() => {
                      onChange((current) => ({ ...current, ids: removeItem(current.ids, index) }));
                      announce(t('editor.featured.removedItem', { name: nameOf(id) }));
                    }}
                  >
                    {t('editor.featured.remove')}
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ol>
      )}
      <ListError message={issues[fieldKey(block.id, 'ids')] ?? Object.entries(issues).find(([key]) => key.startsWith(fieldKey(block.id, 'ids', '')))?.[1]} />
      <FeaturedSearch
        key={block.source}
        source={block.source}
        picked={block.ids}
        full={block.ids.length >= MAX_PICKED}
        onAdd={(hit) => {
          onAdded(hit);
          onChange((current) => ({ ...current, ids: [...current.ids, hit.id] }));
          announce(t('editor.featured.addedItem', { name: hit.name }));
        }}
      />
    </>
  );
}
