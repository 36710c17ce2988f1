import { Descriptions, Flex, Typography } from 'antd';
import type { Authorization } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { ActionFailureAlert, Section } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { dataUseText } from '../text';
import { CallUsage, KeyPrefix, RevokedNote, ValidPeriod } from './authorization-parts';
import { CallGuide } from './key-modal';
import { AuthorizationStatusTag } from './status-tags';
import { KeyButton, useTakeKey } from './take-key';

/** The applicant's key actions and how to call the API (the key itself only in the dialog that shows it). */
function ApplicantKey({ authorization }: { authorization: Authorization }) {
  const t = useText(dataUseText);
  const key = useTakeKey();
  return (
    <Flex vertical gap={12}>
      <ActionFailureAlert failure={key.failure} conflictTitle={t('common.conflictTitle')} conflictHint={t('common.conflictHint')} onClose={key.clearFailure} />
      <Flex wrap gap={12} align="center">
        <KeyButton authorization={authorization} take={key.take} busy={key.pendingId === authorization.id} />
        {authorization.status === 'active' ? <Typography.Text type="secondary">{t('key.hint')}</Typography.Text> : null}
      </Flex>
      <CallGuide endpoint={authorization.endpoint} appKey={t('key.placeholder')} />
      {key.dialog}
    </Flex>
  );
}

export interface AuthorizationSectionProps {
  authorization: Authorization;
  /** The corporation's own: with 获取密钥 / 重新生成密钥 and the call guide. */
  applicant: boolean;
}

/** Issue 22: what an approved application granted — period, use of the quota, fields, the key's prefix. */
export function AuthorizationSection({ authorization, applicant }: AuthorizationSectionProps) {
  const t = useText(dataUseText);
  return (
    <Section title={t('authorization.title')}>
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'status',
              label: t('authorization.status'),
              children: (
                <Flex vertical gap={4}>
                  <AuthorizationStatusTag status={authorization.status} />
                  <RevokedNote authorization={authorization} />
                </Flex>
              ),
            },
            { key: 'period', label: t('authorization.period'), children: <ValidPeriod authorization={authorization} /> },
            { key: 'calls', label: t('authorization.calls'), children: <CallUsage authorization={authorization} /> },
            {
              key: 'key',
              label: t('authorization.key'),
              children: (
                <Flex vertical gap={2}>
                  <KeyPrefix prefix={authorization.keyPrefix} />
                  {authorization.keyIssuedAt ? (
                    <Typography.Text type="secondary">{t('key.issuedAt', { at: formatMinute(authorization.keyIssuedAt) })}</Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            {
              key: 'fields',
              label: t('authorization.fields', { count: authorization.fields.length }),
              span: 'filled',
              children: <Typography.Text>{authorization.fields.join(t('common.listSeparator'))}</Typography.Text>,
            },
          ]}
        />
        {applicant ? <ApplicantKey authorization={authorization} /> : null}
      </Flex>
    </Section>
  );
}
