import { Flex } from 'antd';
import type { AdminSummary } from '@portal/api-contract';
import { StatusTag } from '@portal/ui-kit';
import { ACCOUNT_STRINGS } from './strings';

const C = ACCOUNT_STRINGS.common;

/** 启用 / 停用, and 待修改初始密码 while a temporary password is unchanged (tones with AA contrast). */
export function AccountStatusTag({ account }: { account: Pick<AdminSummary, 'enabled' | 'mustChangePassword'> }) {
  return (
    <Flex wrap gap={4}>
      <StatusTag tone={account.enabled ? 'success' : 'neutral'}>{account.enabled ? C.enabled : C.disabled}</StatusTag>
      {account.enabled && account.mustChangePassword ? <StatusTag tone="warning">{C.mustChange}</StatusTag> : null}
    </Flex>
  );
}
