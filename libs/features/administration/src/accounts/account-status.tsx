import { Flex } from 'antd';
import type { AdminSummary } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag } from '@portal/ui-kit';
import { administrationText } from '../text';

/** 启用 / 停用, and 待修改初始密码 while a temporary password is unchanged (tones with AA contrast). */
export function AccountStatusTag({ account }: { account: Pick<AdminSummary, 'enabled' | 'mustChangePassword'> }) {
  const t = useText(administrationText);
  return (
    <Flex wrap gap={4}>
      <StatusTag tone={account.enabled ? 'success' : 'neutral'}>{account.enabled ? t('status.enabled') : t('status.disabled')}</StatusTag>
      {account.enabled && account.mustChangePassword ? <StatusTag tone="warning">{t('accounts.mustChange')}</StatusTag> : null}
    </Flex>
  );
}
