import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Authorization } from '@portal/api-contract';
import { CONTENT_LANG } from '@portal/i18n';
import { paths } from '@portal/site-config';
import type { DataUseText } from '../text';
import { CallUsage, FieldCount, KeyPrefix, RevokedNote, ValidPeriod } from './authorization-parts';
import { AuthorizationStatusTag } from './status-tags';

export interface AuthorizationColumnsOptions {
  /** The platform's list names the corporation. */
  corporation?: boolean;
  /** The row's actions (获取密钥 for the corporation, 撤销 for the platform). */
  actions: (authorization: Authorization) => ReactNode;
}

/** The columns of an authorization list: resource, fields, period, use, status, key and actions. */
export function authorizationColumns(t: DataUseText, { corporation = false, actions }: AuthorizationColumnsOptions): ColumnsType<Authorization> {
  return [
    {
      key: 'resource',
      title: t('authorization.resource'),
      render: (_, item) => (
        <Flex vertical gap={2} style={{ minWidth: 180 }}>
          <Link to={paths.workspace.dataUseDetail.href(item.applicationId)} lang={CONTENT_LANG}>
            {item.resource.name}
          </Link>
          <Typography.Text type="secondary">{item.resource.code}</Typography.Text>
        </Flex>
      ),
    },
    ...(corporation
      ? [
          {
            key: 'corporation',
            title: t('list.corporation'),
            render: (_: unknown, item: Authorization) => <span lang={CONTENT_LANG}>{item.corporation.name}</span>,
          },
        ]
      : []),
    { key: 'fields', title: t('authorization.fieldsColumn'), render: (_, item) => <FieldCount fields={item.fields} /> },
    { key: 'period', title: t('authorization.period'), render: (_, item) => <ValidPeriod authorization={item} /> },
    { key: 'calls', title: t('authorization.calls'), render: (_, item) => <CallUsage authorization={item} /> },
    {
      key: 'status',
      title: t('authorization.status'),
      render: (_, item) => (
        <Flex vertical gap={4}>
          <AuthorizationStatusTag status={item.status} />
          <RevokedNote authorization={item} />
        </Flex>
      ),
    },
    { key: 'key', title: t('authorization.key'), render: (_, item) => <KeyPrefix prefix={item.keyPrefix} /> },
    { key: 'actions', title: t('list.actions'), render: (_, item) => actions(item) },
  ];
}
