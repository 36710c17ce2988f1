import { Button, Flex, Progress, Tooltip, Typography } from 'antd';
import type { Authorization } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { VISUALLY_HIDDEN_CLASS } from '@portal/ui-kit';
import { formatDay, formatMinute, formatThousands } from '@portal/util';
import { dataUseText } from '../text';

/** 调用次数: used / quota, with a bar (named for screen readers). */
export function CallUsage({ authorization }: { authorization: Pick<Authorization, 'callsUsed' | 'callQuota'> }) {
  const t = useText(dataUseText);
  const { callsUsed, callQuota } = authorization;
  const used = formatThousands(callsUsed);
  const quota = formatThousands(callQuota);
  const percent = callQuota > 0 ? Math.min(100, Math.round((callsUsed / callQuota) * 100)) : 0;
  return (
    <Flex vertical gap={2} style={{ minWidth: 140 }}>
      <span style={{ whiteSpace: 'nowrap' }}>{`${used} / ${quota}`}</span>
      <Progress
        percent={percent}
        size="small"
        showInfo={false}
        status={percent >= 100 ? 'exception' : 'normal'}
        aria-label={t('authorization.usageLabel', { used, quota })}
      />
    </Flex>
  );
}

/** 有效期: start – end (days). */
export function ValidPeriod({ authorization }: { authorization: Pick<Authorization, 'startsAt' | 'endsAt'> }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{`${formatDay(authorization.startsAt)} – ${formatDay(authorization.endsAt)}`}</span>;
}

/** 密钥: the key's first characters (`ak_1a2b3c4…`), or 未获取. */
export function KeyPrefix({ prefix }: { prefix: string | null }) {
  const t = useText(dataUseText);
  return prefix ? <Typography.Text code>{`${prefix}…`}</Typography.Text> : <Typography.Text type="secondary">{t('key.none')}</Typography.Text>;
}

/** 授权字段: how many, with their names in a tooltip (and for screen readers in the button's name). */
export function FieldCount({ fields }: { fields: readonly string[] }) {
  const t = useText(dataUseText);
  const names = fields.join(t('common.listSeparator'));
  return (
    <Tooltip title={names} trigger={['hover', 'focus', 'click']}>
      <Button type="link" size="small" style={{ paddingInline: 0 }}>
        {t('authorization.fieldCount', { count: fields.length })}
        <span className={VISUALLY_HIDDEN_CLASS}>{`: ${names}`}</span>
      </Button>
    </Tooltip>
  );
}

/** Why and when an authorization was revoked. */
export function RevokedNote({ authorization }: { authorization: Pick<Authorization, 'revokedAt' | 'revokeReason'> }) {
  const t = useText(dataUseText);
  if (!authorization.revokedAt) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', maxWidth: 320 }}>
      {t('authorization.revokedAt', { at: formatMinute(authorization.revokedAt) })}
      {authorization.revokeReason ? (
        <>
          {t('authorization.revokeReason')}
          <span lang={CONTENT_LANG}>{authorization.revokeReason}</span>
        </>
      ) : null}
    </Typography.Text>
  );
}
