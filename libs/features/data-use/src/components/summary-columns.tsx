import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { EDITABLE_STATUSES, type DataUseSummary } from '@portal/api-contract';
import { CONTENT_LANG } from '@portal/i18n';
import { formatMinute } from '@portal/util';
import { paths } from '@portal/site-config';
import type { DataUseText } from '../text';
import { ApplicationStatusTag } from './status-tags';

type Column = ColumnsType<DataUseSummary>[number];

const time = (iso: string | null) =>
  iso ? (
    <time dateTime={iso} style={{ whiteSpace: 'nowrap' }}>
      {formatMinute(iso)}
    </time>
  ) : (
    '—'
  );

/** 资源名称 with its code under it. */
export const resourceColumn = (t: DataUseText): Column => ({
  key: 'resource',
  title: t('list.resource'),
  render: (_, item) => (
    <Flex vertical gap={2} style={{ minWidth: 180 }}>
      <span lang={CONTENT_LANG}>{item.resource.name}</span>
      <Typography.Text type="secondary">{item.resource.code}</Typography.Text>
    </Flex>
  ),
});

export const departmentColumn = (t: DataUseText): Column => ({
  key: 'department',
  title: t('list.department'),
  render: (_, item) => <span lang={CONTENT_LANG}>{item.department.name}</span>,
});

export const statusColumn = (t: DataUseText): Column => ({
  key: 'status',
  title: t('list.status'),
  render: (_, item) => <ApplicationStatusTag status={item.status} />,
});

export const submittedColumn = (t: DataUseText): Column => ({ key: 'submittedAt', title: t('list.submittedAt'), render: (_, item) => time(item.submittedAt) });

/** 我的数据申请 › 申请记录: resource, department, status, period, dates, and 查看 / 继续编辑. */
export const myColumns = (t: DataUseText): ColumnsType<DataUseSummary> => [
  resourceColumn(t),
  departmentColumn(t),
  statusColumn(t),
  { key: 'period', title: t('list.period'), render: (_, item) => t('common.months', { months: item.periodMonths }) },
  submittedColumn(t),
  { key: 'updatedAt', title: t('list.updatedAt'), render: (_, item) => time(item.updatedAt) },
  {
    key: 'actions',
    title: t('list.actions'),
    render: (_, item) => (
      <Flex gap={12} wrap>
        <Link to={paths.workspace.dataUseDetail.href(item.id)} aria-label={t('list.viewNamed', { name: item.resource.name })}>
          {t('list.view')}
        </Link>
        {EDITABLE_STATUSES.includes(item.status) ? (
          <Link
            to={paths.workspace.dataUseApply.href({ resourceId: item.resource.id, id: item.id })}
            aria-label={t('list.editNamed', { name: item.resource.name })}
          >
            {t('list.edit')}
          </Link>
        ) : null}
      </Flex>
    ),
  },
];

/** The review queues: resource, corporation, department, submitted, status, and 审核 (or 查看 once decided). */
export const queueColumns = (t: DataUseText, waiting: DataUseSummary['status']): ColumnsType<DataUseSummary> => [
  resourceColumn(t),
  { key: 'corporation', title: t('list.corporation'), render: (_, item) => <span lang={CONTENT_LANG}>{item.corporation.name}</span> },
  departmentColumn(t),
  submittedColumn(t),
  statusColumn(t),
  {
    key: 'actions',
    title: t('list.actions'),
    render: (_, item) => {
      const text = item.status === waiting ? t('list.review') : t('list.view');
      return (
        <Link to={paths.workspace.dataUseDetail.href(item.id)} aria-label={t('list.actionNamed', { action: text, name: item.corporation.name })}>
          {text}
        </Link>
      );
    },
  },
];
