import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { WorkspacePage, usePageTitle } from '@portal/ui-kit';
import { AuditFilterForm } from './audit-filter-form';
import { auditFiltersFromParams } from './audit-filters';
import { exportAuditCsv } from './audit-queries';
import { AuditTable } from './audit-table';
import { administrationText } from '../text';

/** 导出 CSV: the log with the filters in the URL (what the table shows), saved under the server's name. */
function ExportButton() {
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const t = useText(administrationText);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops a download nobody will save.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const { page: _page, pageSize: _pageSize, ...filters } = auditFiltersFromParams(params);
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      await exportAuditCsv(filters, administrationText.t('audit.export.fallbackName'), controller.signal);
      void message.success(administrationText.t('audit.export.done'));
    } catch (error) {
      // A 401 has already ended the session (spec §8); an abort is the page going away.
      if (!controller.signal.aborted && !(isApiError(error) && error.status === 401))
        void message.error(errorMessage(error, administrationText.t('audit.export.failed')));
    } finally {
      if (running.current === controller) running.current = null;
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} autoInsertSpace={false} onClick={() => void start()}>
      {busy ? t('audit.export.exporting') : t('audit.export.button')}
    </Button>
  );
}

/**
 * Issue 17 /workspace/audit (decision 0028): the audit log of privileged actions and sign-ins, for
 * admins with the admin-management right. A query form (actor, action or its group, target, result,
 * days in Beijing time), the table, and a CSV export of what the filters select. All in the URL.
 */
export function AuditPage() {
  const t = useText(administrationText);
  usePageTitle(t('audit.title'));
  return (
    <WorkspacePage title={t('audit.title')} subtitle={t('audit.subtitle')} extra={<ExportButton />}>
      <Card size="small">
        <AuditFilterForm />
      </Card>
      <Card size="small">
        <AuditTable />
      </Card>
    </WorkspacePage>
  );
}
