import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DICTIONARY_KIND_LABELS, type DictionaryGroup, type DictionaryKind } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { LoadFailed, StatusTag, type StatusTone } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { listPagination } from '../components/list-controls';
import { dictionaryFiltersFromParams, hasDictionaryFilters, withDictionaryFilter } from './dictionary-filters';
import { dictionaryQueries } from './dictionary-queries';
import { DICTIONARY_STRINGS } from './strings';

const S = DICTIONARY_STRINGS.table;

const KIND_TONES: Record<DictionaryKind, StatusTone> = { synonym: 'info', department: 'accent', format: 'neutral', english: 'progress' };

/** A group's kind as a tag (all tones with AA contrast). */
export function KindTag({ kind }: { kind: DictionaryKind }) {
  return <StatusTag tone={KIND_TONES[kind]}>{DICTIONARY_KIND_LABELS[kind]}</StatusTag>;
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

  if (list.isError && !data) {
    return (
      <LoadFailed title={S.failed} subTitle={errorMessage(list.error, '')} retryLabel={DICTIONARY_STRINGS.common.retry} onRetry={() => void list.refetch()} />
    );
  }
  return (
    <Table<DictionaryGroup>
      rowKey="id"
      size="middle"
      aria-label={S.label}
      loading={list.isFetching}
      dataSource={data?.items ?? []}
      scroll={{ x: 640 }}
      // antd's own placeholder grey (#bfbfbf) fails WCAG AA contrast; secondary text passes.
      locale={{
        emptyText: <Typography.Text type="secondary">{list.isPending ? S.loading : hasDictionaryFilters(filters) ? S.emptyFiltered : S.empty}</Typography.Text>,
      }}
      pagination={listPagination(data, S.total, (page) => setParams(withDictionaryFilter(params, 'page', String(page))))}
      columns={[
        { key: 'kind', title: S.columns.kind, width: 130, render: (_value, group) => <KindTag kind={group.kind} /> },
        {
          key: 'terms',
          title: S.columns.terms,
          render: (_value, group) => (
            <Flex wrap gap={4} role="list" aria-label={S.termsOf(firstTerm(group))}>
              {group.terms.map((term) => (
                <Tag key={term} role="listitem" style={{ marginInlineEnd: 0 }}>
                  {term}
                </Tag>
              ))}
            </Flex>
          ),
        },
        { key: 'updatedAt', title: S.columns.updatedAt, width: 150, render: (_value, group) => formatMinute(group.updatedAt) },
        {
          key: 'actions',
          title: S.columns.actions,
          width: 130,
          render: (_value, group) => (
            <Flex gap={4}>
              <Button type="link" size="small" autoInsertSpace={false} aria-label={S.editLabel(firstTerm(group))} onClick={() => onEdit(group)}>
                {S.edit}
              </Button>
              <Popconfirm
                title={S.removeConfirm}
                description={S.removeHint}
                okText={S.remove}
                cancelText={S.cancel}
                okButtonProps={{ danger: true, autoInsertSpace: false }}
                cancelButtonProps={{ autoInsertSpace: false }}
                onConfirm={() => onRemove(group)}
              >
                <Button type="link" size="small" danger autoInsertSpace={false} aria-label={S.removeLabel(firstTerm(group))}>
                  {S.remove}
                </Button>
              </Popconfirm>
            </Flex>
          ),
        },
      ]}
    />
  );
}
