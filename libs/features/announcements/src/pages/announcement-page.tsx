import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AnnouncementDetail } from '@portal/api-contract';
import { ActionFailureAlert, NotFoundPage, RichText, usePageTitle } from '@portal/ui-kit';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { ANNOUNCEMENT_ACTIONS, type AnnouncementAction } from '../actions';
import { announcementQueries } from '../api/announcement-queries';
import { isAnnouncementId } from '../api/get-announcement';
import { useSaveAnnouncement } from '../api/mutations';
import { AnnouncementForm, type AnnouncementValues } from '../components/announcement-form';
import { AnnouncementList } from '../components/announcement-list';
import { PageFrame } from '../components/page-frame';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { announcementsText } from '../text';

function ListPage() {
  const navigate = useNavigate();
  const t = useText(announcementsText);
  return (
    <PageFrame
      title={t('list.title')}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.workspace.announcements.add())}>
          {t('list.add')}
        </Button>
      }
    >
      <AnnouncementList />
    </PageFrame>
  );
}

/** What is sent; the form has already cleaned the body (DOMPurify), and the server cleans it again. */
const inputOf = (values: AnnouncementValues, announcement: AnnouncementDetail | undefined) => ({
  ...(announcement ? { id: announcement.id, version: announcement.version } : {}),
  title: values.title.trim(),
  summary: values.summary.trim(),
  ...(values.source.trim() ? { source: values.source.trim() } : {}),
  bodyHtml: values.bodyHtml,
  attachmentIds: values.attachments.flatMap((item) => (item.status === 'done' && item.fileId !== null ? [item.fileId] : [])),
});

function EditPage({ id }: { id: string | undefined }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  // A new announcement, once saved, is edited from then on (a failed publish then retries it, not a second draft).
  const [createdId, setCreatedId] = useState<string>();
  const currentId = id ?? createdId;
  const existing = useQuery({ ...announcementQueries.detail(currentId ?? ''), enabled: currentId !== undefined });
  const save = useSaveAnnouncement();
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const t = useText(announcementsText);
  // Issue 21 §13c: once the first save made the draft, this page edits it, and says so.
  const title = currentId ? t('form.editTitle') : t('form.addTitle');
  // Issue 21 §11: the route is 公告管理 for list, add and edit alike; the document title says which.
  usePageTitle(title);

  if (id !== undefined && (existing.isPending || existing.isError)) {
    return (
      <PageFrame
        title={title}
        status={existing.isError ? 'error' : 'pending'}
        loadingLabel={t('form.loading')}
        errorTitle={t('form.failed')}
        onRetry={() => void existing.refetch()}
      />
    );
  }
  const announcement = existing.data;
  if (announcement && !announcement.can.edit) {
    return (
      <PageFrame title={title}>
        <Alert type="info" showIcon title={t('form.notEditable')} action={<Link to={paths.workspace.announcements.list()}>{t('form.back')}</Link>} />
        <Card title={<span lang={CONTENT_LANG}>{announcement.title}</span>}>
          <div lang={CONTENT_LANG}>
            <RichText html={announcement.bodyHtml} aria-label={t('form.preview')} />
          </div>
        </Card>
      </PageFrame>
    );
  }

  const send = (values: AnnouncementValues, publish: boolean) => {
    setBusy(publish ? 'publish' : 'save');
    setFailure(null);
    save.mutate(
      {
        input: inputOf(values, announcement),
        publish,
        onSaved: (saved) => {
          if (!announcement) setCreatedId(saved.id);
        },
      },
      {
        onSuccess: (detail) => {
          if (publish) {
            void message.success(announcementsText.t('form.published'));
            void navigate(paths.workspace.announcements.list());
          } else {
            void message.success(announcementsText.t('form.saved'));
            // A new draft gets its address.
            if (id === undefined) void navigate(paths.workspace.announcements.edit(detail.id), { replace: true });
          }
        },
        onError: (error) => setFailure(actionFailure(error, announcementsText.t('common.failed'))),
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <PageFrame title={title}>
      <Card>
        <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} conflictHint={t('common.conflict')} style={{ marginBottom: 16 }} />
        <AnnouncementForm
          // Kept across refetches (a 409 reloads the version, the typed text stays).
          key={id ?? 'new'}
          announcement={announcement}
          busy={busy}
          onSave={(values) => send(values, false)}
          onPublish={(values) => send(values, true)}
        />
      </Card>
    </PageFrame>
  );
}

const isAction = (action: string | undefined): action is AnnouncementAction => (ANNOUNCEMENT_ACTIONS as readonly (string | undefined)[]).includes(action);

/**
 * Issue 6 workspace `annouce/:action` (spec §2; the action's values are ours): `list` the
 * announcements, `add` a new one, `edit?id=` a draft or offline one. Anything else is not found.
 */
export function AnnouncementPage() {
  const { action } = useParams();
  const [params] = useSearchParams();
  if (!isAction(action)) return <NotFoundPage />;
  if (action === 'list') return <ListPage />;
  if (action === 'add') return <EditPage id={undefined} />;
  const id = params.get('id');
  if (!isAnnouncementId(id)) return <NotFoundPage />;
  return <EditPage key={id} id={id} />;
}
