import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Skeleton, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { ENTRY_STATUS_TONES, type EntryConfig, type EntryStatus } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { LoadFailed, StatusTag, type UploadFn } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { errorMessage } from '@portal/api-client';
import { useDeleteEntryConfig, useSetEntryStatus } from '../api/entry-config-mutations';
import { onboardingQueries } from '../api/onboarding-queries';
import { onboardingText } from '../text';
import { EntryConfigEditor } from './entry-config-editor';

export interface EntryConfigTableProps {
  /** Sends one template in the editor (default: POST /primary/file/upload with purpose template). */
  upload?: UploadFn;
}

/**
 * Issue 6 entry config (admin; spec §7 /primary/entry-config/list, status, update, delete):
 * every domain with its open/closed switch, description and templates, to edit or delete.
 * Spec §8: the client shows no toast for the status, update and delete paths, so a refused
 * change is shown above the table, naming the domain.
 */
export function EntryConfigTable({ upload }: EntryConfigTableProps) {
  const { message, modal } = App.useApp();
  const t = useText(onboardingText);
  const configs = useQuery(onboardingQueries.entryConfigs());
  const setStatus = useSetEntryStatus();
  const remove = useDeleteEntryConfig();
  const [failure, setFailure] = useState<{ domain: string; text: string } | null>(null);
  const [editing, setEditing] = useState<EntryConfig | null>(null);
  // The domain whose switch or delete is on its way.
  const [busy, setBusy] = useState<string | null>(null);
  // The switches by domain, and the one to give the focus back to once its change is done.
  const switches = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | null>(null);

  // The confirm dialog hands the focus back to the switch as it closes, but the switch is busy
  // (disabled) while the change is sent, so the browser drops the focus to the page. A keyboard
  // user continues from the switch: once it is enabled again, it gets the focus back, unless the
  // user has meanwhile put the focus somewhere else.
  useEffect(() => {
    const domainId = refocus.current;
    if (busy !== null || domainId === null) return;
    refocus.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) switches.current.get(domainId)?.focus();
  }, [busy]);

  const act = (
    config: EntryConfig,
    run: (callbacks: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void }) => void,
    done: string,
  ) => {
    setFailure(null);
    setBusy(config.domain.id);
    run({
      onSuccess: () => void message.success(done),
      onError: (error) => setFailure({ domain: config.domain.name, text: errorMessage(error, onboardingText.t('entry.failedFallback')) }),
      onSettled: () => setBusy(null),
    });
  };

  /** Issue 21 §10b: opening or closing a domain changes what every corporation may do, so it is confirmed first. */
  const confirmStatus = (config: EntryConfig, next: EntryStatus) => {
    const opening = next === 'open';
    modal.confirm({
      title: onboardingText.t(`entry.statusConfirm.${next}`, { domain: config.domain.name }),
      content: onboardingText.t(opening ? 'entry.openHint' : 'entry.closeHint'),
      okText: onboardingText.t(`entry.statusOk.${next}`),
      cancelText: onboardingText.t('entry.cancel'),
      okButtonProps: { danger: !opening, autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: () => {
        refocus.current = config.domain.id;
        act(
          config,
          (callbacks) => setStatus.mutate({ domainId: config.domain.id, status: next }, callbacks),
          onboardingText.t(opening ? 'entry.opened' : 'entry.closedDone', { domain: config.domain.name }),
        );
      },
    });
  };

  if (configs.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('entry.loading')}>
        <Card size="small">
          <Skeleton active title={false} paragraph={{ rows: 5 }} />
        </Card>
      </div>
    );
  }
  if (configs.isError) return <LoadFailed title={t('entry.failed')} retryLabel={t('common.retry')} onRetry={() => void configs.refetch()} />;
  if (configs.data.length === 0) return <Empty description={t('entry.empty')} />;

  const columns: ColumnsType<EntryConfig> = [
    {
      key: 'domain',
      title: t('entry.domain'),
      render: (_, config) => (
        <Typography.Text strong lang={CONTENT_LANG}>
          {config.domain.name}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('entry.status'),
      // The state is written next to the switch, not inside it: white text on antd's grey unchecked track fails contrast.
      render: (_, config) => (
        <Flex gap={8} align="center">
          <Switch
            ref={(element) => {
              if (element) switches.current.set(config.domain.id, element);
              else switches.current.delete(config.domain.id);
            }}
            checked={config.status === 'open'}
            aria-label={t('entry.statusSwitch', { domain: config.domain.name })}
            loading={busy === config.domain.id && setStatus.isPending}
            disabled={busy !== null && busy !== config.domain.id}
            // Issue 21 §10b: a click asks first (the modal says what follows; OK has the focus, Esc cancels).
            onChange={(checked) => confirmStatus(config, checked ? 'open' : 'closed')}
          />
          <StatusTag tone={ENTRY_STATUS_TONES[config.status]}>{t(`entryStatus.${config.status}`)}</StatusTag>
        </Flex>
      ),
    },
    {
      key: 'description',
      title: t('entry.description'),
      render: (_, config) =>
        config.description ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: config.description }} style={{ margin: 0, maxWidth: 320 }} lang={CONTENT_LANG}>
            {config.description}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('entry.noDescription')}</Typography.Text>
        ),
    },
    { key: 'templates', title: t('entry.templates'), render: (_, config) => t('entry.templateCount', { count: config.templates?.length ?? 0 }) },
    {
      key: 'updatedAt',
      title: t('entry.updatedAt'),
      render: (_, config) =>
        config.updatedAt ? formatMinute(config.updatedAt) : <Typography.Text type="secondary">{t('entry.notConfigured')}</Typography.Text>,
    },
    {
      key: 'actions',
      title: t('entry.actions'),
      render: (_, config) => (
        <Flex gap={8} wrap>
          <Button size="small" autoInsertSpace={false} aria-label={t('entry.editLabel', { domain: config.domain.name })} onClick={() => setEditing(config)}>
            {t('entry.edit')}
          </Button>
          <Popconfirm
            title={t('entry.deleteConfirm', { domain: config.domain.name })}
            description={t('entry.deleteHint')}
            okText={t('entry.delete')}
            cancelText={t('entry.cancel')}
            okButtonProps={{ danger: true, autoInsertSpace: false }}
            cancelButtonProps={{ autoInsertSpace: false }}
            onConfirm={() => act(config, (callbacks) => remove.mutate({ domainId: config.domain.id }, callbacks), onboardingText.t('entry.deleted'))}
          >
            {/* A domain never configured has nothing to delete (it is closed already). */}
            <Button
              size="small"
              danger
              autoInsertSpace={false}
              aria-label={t('entry.deleteLabel', { domain: config.domain.name })}
              disabled={config.updatedAt === null || busy !== null}
              loading={busy === config.domain.id && remove.isPending}
            >
              {t('entry.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      {failure ? (
        <Alert
          role="alert"
          type="error"
          showIcon
          title={t('entry.failedAction', { domain: failure.domain })}
          description={failure.text}
          closable={{ 'aria-label': t('common.close') }}
          onClose={() => setFailure(null)}
        />
      ) : null}
      <section aria-label={t('entry.table')}>
        <Table<EntryConfig>
          rowKey={(config) => config.domain.id}
          columns={columns}
          dataSource={configs.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </section>
      {editing ? (
        <EntryConfigEditor
          config={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(onboardingText.t('entry.saved'));
          }}
          {...(upload ? { upload } : {})}
        />
      ) : null}
    </Flex>
  );
}
