import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ResourceDetail } from '@portal/api-contract';
import { RESOURCE_STRINGS } from '../strings';

export type ResourceField = ResourceDetail['fields'][number];

const S = RESOURCE_STRINGS.fieldTable;

const columns: TableColumnsType<ResourceField & { index: number }> = [
  { title: S.index, dataIndex: 'index', width: 72 },
  { title: S.name, dataIndex: 'name', render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
  { title: S.chineseName, dataIndex: 'label' },
  { title: S.type, dataIndex: 'type', width: 110, render: (type: ResourceField['type']) => RESOURCE_STRINGS.fieldTypes[type] },
  { title: S.description, dataIndex: 'description' },
];

export interface FieldTableProps {
  fields: ResourceField[];
  loading?: boolean;
}

/** The field schema of a data resource (spec §2 resource detail). */
export function FieldTable({ fields, loading = false }: FieldTableProps) {
  return (
    // Narrow screens (375 px) scroll the table sideways rather than squeezing its columns; the
    // scrolling region is focusable so keyboard users can scroll it too (axe scrollable-region-focusable).
    <div role="region" aria-label={S.label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table
        style={{ minWidth: 640 }}
        size="middle"
        rowKey="name"
        loading={loading}
        columns={columns}
        dataSource={fields.map((field, index) => ({ ...field, index: index + 1 }))}
        pagination={false}
        locale={{ emptyText: <Typography.Text type="secondary">{S.empty}</Typography.Text> }}
      />
    </div>
  );
}
