import { Link } from 'react-router-dom';
import { paths } from '@portal/site-config';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import type { RoleView } from '@portal/api-contract';
import { formatMinute } from '@portal/util';
import { inCatalogueOrder, rightName } from './rights-catalogue';
import { ROLE_STRINGS } from './strings';

const S = ROLE_STRINGS.list;

export interface RoleTableProps {
  roles: RoleView[];
  /** Reading the list again (after a save or a conflict). */
  loading?: boolean;
  onEdit: (role: RoleView) => void;
}

/**
 * The roles, as the server lists them (by creation): name, description, rights as tags of their
 * Chinese names (catalogue order), how many accounts hold each, when it last changed (Beijing
 * time), and 编辑. The 编辑 buttons open the editor and get the focus back when it closes.
 */
export function RoleTable({ roles, loading = false, onEdit }: RoleTableProps) {
  return (
    <Table<RoleView>
      rowKey="id"
      size="middle"
      aria-label={S.label}
      loading={loading}
      dataSource={roles}
      pagination={false}
      scroll={{ x: 880 }}
      // antd's own placeholder grey (#bfbfbf) fails WCAG AA contrast; secondary text passes.
      locale={{ emptyText: <Typography.Text type="secondary">{S.empty}</Typography.Text> }}
      columns={[
        {
          key: 'name',
          title: S.columns.name,
          width: 160,
          render: (_value, role) => (
            <Typography.Text strong style={{ wordBreak: 'break-word' }}>
              {role.name}
            </Typography.Text>
          ),
        },
        {
          key: 'description',
          title: S.columns.description,
          width: 220,
          render: (_value, role) =>
            role.description ? (
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: role.description }} style={{ margin: 0 }}>
                {role.description}
              </Typography.Paragraph>
            ) : (
              <Typography.Text type="secondary">{S.noDescription}</Typography.Text>
            ),
        },
        {
          key: 'rights',
          title: S.columns.rights,
          render: (_value, role) => (
            <Flex wrap gap={4} role="list" aria-label={S.rightsOf(role.name)}>
              {inCatalogueOrder(role.rights).map((right) => (
                <Tag key={right} role="listitem" style={{ marginInlineEnd: 0 }}>
                  {rightName(right)}
                </Tag>
              ))}
            </Flex>
          ),
        },
        {
          key: 'holders',
          title: S.columns.holders,
          width: 110,
          align: 'right',
          render: (_value, role) =>
            role.holders > 0 ? (
              <Link to={paths.workspace.admins.list({ role: role.id })} aria-label={`${role.name}：${role.holders}个账号`}>
                {role.holders}
              </Link>
            ) : (
              0
            ),
        },
        { key: 'updatedAt', title: S.columns.updatedAt, width: 160, render: (_value, role) => formatMinute(role.updatedAt) },
        {
          key: 'actions',
          title: S.columns.actions,
          width: 90,
          render: (_value, role) => (
            <Button type="link" size="small" autoInsertSpace={false} aria-label={S.editLabel(role.name)} onClick={() => onEdit(role)}>
              {S.edit}
            </Button>
          ),
        },
      ]}
    />
  );
}
