import { useQuery } from '@tanstack/react-query';
import { App, Flex, Skeleton, Switch, Typography } from 'antd';
import { useId } from 'react';
import type { NotificationSettings } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { LoadFailed, Section } from '@portal/ui-kit';
import { useSaveSettings } from '../api/mutations';
import { notificationQueries } from '../api/notification-queries';
import { notificationsText } from '../text';

/** 短信通知: the switch (named by its label, described by where texts go) and its state written beside it. */
function SmsSwitch({ settings }: { settings: NotificationSettings }) {
  const t = useText(notificationsText);
  const { message } = App.useApp();
  const save = useSaveSettings();
  const id = useId();
  const hintId = `${id}-hint`;
  const change = (smsEnabled: boolean) => {
    // One change at a time; the switch stays enabled (and focused) while it is saved.
    if (save.isPending) return;
    save.mutate(smsEnabled, {
      onSuccess: (saved) => void message.success(notificationsText.t(saved.smsEnabled ? 'settings.savedOn' : 'settings.savedOff')),
    });
  };
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={8} wrap>
        <Switch id={id} checked={settings.smsEnabled} aria-describedby={hintId} aria-busy={save.isPending} onChange={change} />
        <label htmlFor={id}>{t('settings.sms')}</label>
        {/* The state in words as well: antd's unchecked grey track alone says little. */}
        <Typography.Text type="secondary" aria-hidden>
          {t(settings.smsEnabled ? 'settings.on' : 'settings.off')}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph id={hintId} type="secondary" style={{ margin: 0 }}>
        {settings.phone ? t('settings.phone', { phone: settings.phone }) : t('settings.noPhone')}
      </Typography.Paragraph>
    </Flex>
  );
}

/**
 * Issue 22 (decision 0035): SMS notices are on by default and each account may turn them off. The
 * text carries the notice's title only, to the account's (masked) phone.
 */
export function NotificationSettingsSection() {
  const t = useText(notificationsText);
  const query = useQuery(notificationQueries.settings());
  let body;
  if (query.data) {
    body = <SmsSwitch settings={query.data} />;
  } else if (query.isError) {
    body = (
      <LoadFailed title={t('settings.failed')} subTitle={errorMessage(query.error, '')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />
    );
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label={t('settings.loading')}>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  }
  return <Section title={t('settings.title')}>{body}</Section>;
}
