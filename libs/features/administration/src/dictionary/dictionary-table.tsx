import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { DictionaryGroup, DictionaryKind } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { LoadFailed, StatusTag, type StatusTone } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { listPagination } from '../components/list-controls';
import { dictionaryFiltersFromParams, hasDictionaryFilters, withDictionaryFilter } from './dictionary-filters';
import { dictionaryQueries } from './dictionary-queries';
import { administrationText } from '../text';

const KIND_TONES: Record<DictionaryKind, StatusTone> = { synonym: 'info', department: 'accent', format: 'neutral', english: 'progress' };

/** A group's kind as a tag (all tones with AA contrast). */
export function KindTag({ kind }: { kind: DictionaryKind }) {
  const t = useText(administrationText);
  return <StatusTag tone={KIND_TONES[kind]}>{t(`dictionary.kind.${kind}`)}</StatusTag>;
}

const firstTerm = (group: DictionaryGroup) => group.terms[0] ?? String(group.id);

export interface DictionaryTableProps {
  onEdit: (group: DictionaryGroup) => void;
  /** Resolves when the group is gone (the confirm's 删除 spins until then); the page reports a refusal. */
  onRemove: (group: DictionaryGroup) => Promise<void>;
}

/**
 * Issue 18: the dictionary's groups, newest change first, filtered (kind, term) and paged by the
 * URL: kind, terms as tags, last change (Beijing time), 编辑 and 删除 (after a confirm). Loading keeps
 * the last page under the table's spinner; a failure without data offers 重新加载.
 */
export function DictionaryTable({ onEdit, onRemove }: DictionaryTableProps) {
  const [params, setParams] = useSearchParams();
  const filters = dictionaryFiltersFromParams(params);
  const list = useQuery(dictionaryQueries.list(filters));
  const data = list.data;
  const t = useText(administrationText);

  if (list.isError && !data) {
    return (
      <LoadFailed
        title={t('dictionary.table.failed')}
        subTitle={errorMessage(list.error, '')}
        retryLabel={t('common.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <Table<DictionaryGroup>
      rowKey="id"
      size="middle"
      aria-label={t('dictionary.table.label')}
      loading={list.isFetching}
      dataSource={data?.items ?? []}
      scroll={{ x: 640 }}
      // antd's own placeholder grey (#bfbfbf) fails WCAG AA contrast; secondary text passes.
      locale={{
        emptyText: (
          <Typography.Text type="secondary">
            {list.isPending ? t('dictionary.table.loading') : hasDictionaryFilters(filters) ? t('dictionary.table.emptyFiltered') : t('dictionary.table.empty')}
          </Typography.Text>
        ),
      }}
      pagination={listPagination(
        data,
        (total) => t('dictionary.table.total', { total }),
        (page) => setParams(withDictionaryFilter(params, 'page', String(page))),
      )}
      columns={[
        { key: 'kind', title: t('dictionary.column.kind'), width: 130, render: (_value, group) => <KindTag kind={group.kind} /> },
        {
          key: 'terms',
          title: t('dictionary.column.terms'),
          render: (_value, group) => (
            <Flex wrap gap={4} role="list" aria-label={t('dictionary.table.termsOf', { first: firstTerm(group) })}>
              {group.terms.map((term) => (
                <Tag key={term} role="listitem" lang={CONTENT_LANG} style={{ marginInlineEnd: 0 }}>
                  {term}
                </Tag>
              ))}
            </Flex>
          ),
        },
        { key: 'updatedAt', title: t('dictionary.column.updatedAt'), width: 150, render: (_value, group) => formatMinute(group.updatedAt) },
        {
          key: 'actions',
          title: t('dictionary.column.actions'),
          width: 130,
          render: (_value, group) => (
            <Flex gap={4}>
              <Button
                type="link"
                size="small"
                autoInsertSpace={false}
                aria-label={t('dictionary.table.editLabel', { first: firstTerm(group) })}
                onClick={() => onEdit(group)}
              >
                {t('common.edit')}
              </Button>
              <Popconfirm
                title={t('dictionary.table.removeConfirm')}
                description={t('dictionary.table.removeHint')}
                okText={t('dictionary.table.remove')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true, autoInsertSpace: false }}
                cancelButtonProps={{ autoInsertSpace: false }}
                onConfirm={() => onRemove(group)}
              >
                <Button type="link" size="small" danger autoInsertSpace={false} aria-label={t('dictionary.table.removeLabel', { first: firstTerm(group) })}>
                  {t('dictionary.table.remove')}
                </Button>
              </Popconfirm>
            </Flex>
          ),
        },
      ]}
    />
  );
}
