import { Link } from 'react-router-dom';
import { paths } from '@portal/site-config';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import type { RoleView } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { formatMinute } from '@portal/util';
import { rightName } from '../components/labels';
import { administrationText } from '../text';
import { inCatalogueOrder } from './rights-catalogue';

export interface RoleTableProps {
  roles: RoleView[];
  /** Reading the list again (after a save or a conflict). */
  loading?: boolean;
  onEdit: (role: RoleView) => void;
}

/**
 * The roles, as the server lists them (by creation): name, description, rights as tags of their
 * names (catalogue order), how many accounts hold each, when it last changed (Beijing
 * time), and 编辑. The 编辑 buttons open the editor and get the focus back when it closes.
 */
export function RoleTable({ roles, loading = false, onEdit }: RoleTableProps) {
  const t = useText(administrationText);
  return (
    <Table<RoleView>
      rowKey="id"
      size="middle"
      aria-label={t('roles.list.label')}
      loading={loading}
      dataSource={roles}
      pagination={false}
      scroll={{ x: 880 }}
      // antd's own placeholder grey (#bfbfbf) fails WCAG AA contrast; secondary text passes.
      locale={{ emptyText: <Typography.Text type="secondary">{t('roles.list.empty')}</Typography.Text> }}
      columns={[
        {
          key: 'name',
          title: t('roles.column.name'),
          width: 160,
          render: (_value, role) => (
            <Typography.Text strong lang={CONTENT_LANG} style={{ wordBreak: 'break-word' }}>
              {role.name}
            </Typography.Text>
          ),
        },
        {
          key: 'description',
          title: t('roles.column.description'),
          width: 220,
          render: (_value, role) =>
            role.description ? (
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: role.description }} lang={CONTENT_LANG} style={{ margin: 0 }}>
                {role.description}
              </Typography.Paragraph>
            ) : (
              <Typography.Text type="secondary">—</Typography.Text>
            ),
        },
        {
          key: 'rights',
          title: t('roles.column.rights'),
          render: (_value, role) => (
            <Flex wrap gap={4} role="list" aria-label={t('roles.list.rightsOf', { name: role.name })}>
              {inCatalogueOrder(role.rights).map((right) => (
                <Tag key={right} role="listitem" style={{ marginInlineEnd: 0 }}>
                  {rightName(t, right)}
                </Tag>
              ))}
            </Flex>
          ),
        },
        {
          key: 'holders',
          title: t('roles.column.holders'),
          width: 110,
          align: 'right',
          render: (_value, role) =>
            role.holders > 0 ? (
              <Link to={paths.workspace.admins.list({ role: role.id })} aria-label={t('roles.list.holdersOf', { name: role.name, count: role.holders })}>
                {role.holders}
              </Link>
            ) : (
              0
            ),
        },
        { key: 'updatedAt', title: t('roles.column.updatedAt'), width: 160, render: (_value, role) => formatMinute(role.updatedAt) },
        {
          key: 'actions',
          title: t('roles.column.actions'),
          width: 90,
          render: (_value, role) => (
            <Button type="link" size="small" autoInsertSpace={false} aria-label={t('roles.list.editLabel', { name: role.name })} onClick={() => onEdit(role)}>
              {t('common.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
