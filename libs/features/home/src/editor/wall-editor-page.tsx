import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { PROVINCE, findSiteIdentity } from '@portal/site-config';
import { useLocale, useText } from '@portal/i18n';
import { WorkspacePage, siteName, usePageTitle, useSite } from '@portal/ui-kit';
import { homeEditorText } from './text';
import { ConfirmDialog } from './confirm-dialog';
import { LeaveGuard } from './leave-guard';
import { SitePicker } from './site-picker';
import { WallEditorBody } from './wall-editor-body';
import { wallEditorQueries } from './wall-editor-queries';

/** The site edited: `?site=` when it names one, else the current site. */
function useEditedSite() {
  const current = useSite();
  const [params, setParams] = useSearchParams();
  const requested = findSiteIdentity(params.get('site') ?? '');
  const site = requested ?? findSiteIdentity(current.code) ?? PROVINCE;
  const choose = (code: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('site', code);
      return next;
    });
  return [site, choose] as const;
}

/**
 * Issue 18 /workspace/content/wall (decision 0030): each site's home content wall — a draft edited
 * block by block, previewed as the home page draws it (desktop or a 375 px phone), published as the
 * site's next version, and earlier versions previewed or published again. The site is in the URL
 * (`?site=`, the current site by default). Staff with the `content:edit` right (the route and the
 * server check).
 */
export function WallEditorPage() {
  const t = useText(homeEditorText);
  const locale = useLocale();
  usePageTitle(t('editor.page.title'));
  const [site, chooseSite] = useEditedSite();
  const detail = useQuery(wallEditorQueries.detail(site.code));
  const [dirty, setDirty] = useState(false);
  // A site chosen while there are unsaved changes: switched to once confirmed.
  const [pendingSite, setPendingSite] = useState<string | null>(null);

  const switchTo = (code: string) => {
    setDirty(false);
    chooseSite(code);
  };
  const choose = (code: string) => {
    if (code === site.code) return;
    if (dirty) setPendingSite(code);
    else switchTo(code);
  };

  let status: 'pending' | 'error' | 'success' = 'pending';
  if (detail.data) status = 'success';
  else if (detail.isError) status = 'error';
  return (
    <>
      <WorkspacePage
        title={t('editor.page.titleOf', { site: siteName(locale, site) })}
        subtitle={t('editor.page.subtitle')}
        extra={<SitePicker value={site.code} onChange={choose} />}
        status={status}
        loadingLabel={t('editor.page.loading')}
        errorTitle={t('editor.page.failed')}
        errorDetail={errorMessage(detail.error, '')}
        retryLabel={t('editor.common.retry')}
        onRetry={() => void detail.refetch()}
      >
        {detail.data ? <WallEditorBody key={site.code} editor={detail.data} onDirtyChange={setDirty} /> : null}
      </WorkspacePage>
      <ConfirmDialog
        open={pendingSite !== null}
        title={t('editor.page.switchTitle')}
        text={t('editor.page.switchHint')}
        okText={t('editor.page.switchOk')}
        cancelText={t('editor.common.cancel')}
        danger
        busy={false}
        onOk={() => {
          if (pendingSite) switchTo(pendingSite);
          setPendingSite(null);
        }}
        onCancel={() => setPendingSite(null)}
      />
      <LeaveGuard dirty={dirty} />
    </>
  );
}
