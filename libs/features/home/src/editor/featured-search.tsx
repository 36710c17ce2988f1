import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { homeEditorText } from './text';
import { wallEditorQueries, type CatalogueHit, type FeaturedSource } from './wall-editor-queries';

const KEYWORD_MAX = 50;

export interface FeaturedSearchProps {
  source: FeaturedSource;
  /** The ids already picked (their 添加 is off). */
  picked: readonly string[];
  /** No more may be picked. */
  full: boolean;
  onAdd: (hit: CatalogueHit) => void;
}

/** Search the public catalogue (resources or products) by keyword and add hits to a featured block. */
export function FeaturedSearch({ source, picked, full, onAdd }: FeaturedSearchProps) {
  const t = useText(homeEditorText);
  const { token } = theme.useToken();
  const label = source === 'resources' ? t('editor.featured.searchResources') : t('editor.featured.searchProducts');
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const search = useQuery({ ...wallEditorQueries.catalogue(source, keyword ?? ''), enabled: keyword !== null });
  const submit = () => setKeyword(input.trim());

  let results = null;
  if (keyword !== null) {
    if (search.isPending) results = <Typography.Text type="secondary">{t('editor.featured.searching')}</Typography.Text>;
    else if (search.isError) results = <Typography.Text type="danger">{errorMessage(search.error, t('editor.featured.searchFailed'))}</Typography.Text>;
    else if (search.data.hits.length === 0) results = <Typography.Text type="secondary">{t('editor.featured.noResults')}</Typography.Text>;
    else
      results = (
        <ul aria-label={t('editor.featured.results')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {search.data.hits.map((hit) => {
            const added = picked.includes(hit.id);
            return (
              <li key={hit.id} style={{ padding: '6px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                <Flex gap={8} justify="space-between" align="center" wrap>
                  <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
                    <Typography.Text style={{ overflowWrap: 'anywhere' }} lang={CONTENT_LANG}>
                      {hit.name}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} lang={CONTENT_LANG}>
                      {hit.meta}
                    </Typography.Text>
                  </Flex>
                  <Button
                    size="small"
                    autoInsertSpace={false}
                    disabled={added || full}
                    aria-label={added ? t('editor.featured.addedAlreadyLabel', { name: hit.name }) : t('editor.featured.addLabel', { name: hit.name })}
                    onClick={() => onAdd(hit)}
                  >
                    {added ? t('editor.featured.addedAlready') : t('editor.featured.add')}
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <div style={{ marginTop: 8, padding: 12, background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}>
      <Flex role="search" aria-label={label} gap={8} wrap>
        <Input
          aria-label={label}
          autoComplete="off"
          value={input}
          maxLength={KEYWORD_MAX}
          placeholder={t('editor.featured.searchPlaceholder')}
          onChange={(event) => setInput(event.target.value)}
          onPressEnter={submit}
          style={{ flex: '1 1 200px', maxWidth: 360 }}
        />
        <Button autoInsertSpace={false} onClick={submit} loading={keyword !== null && search.isFetching}>
          {t('editor.featured.searchButton')}
        </Button>
      </Flex>
      <div aria-live="polite" style={{ marginTop: results ? 8 : 0 }}>
        {results}
      </div>
    </div>
  );
}
