import { useSessionOwner } from '@portal/auth';
import { contractMessage } from '@portal/api-client';
import { Alert, Button, Flex, Form, Input, Skeleton } from 'antd';
import { Suspense, lazy, useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import {
  ANNOUNCEMENT_LIMITS,
  DEFAULT_ANNOUNCEMENT_SOURCE,
  MAX_ANNOUNCEMENT_ATTACHMENTS,
  UPLOAD_EXTENSIONS,
  announcementSaveSchema,
  type AnnouncementDetail,
  type UploadedFile,
} from '@portal/api-contract';
import { htmlToText, sanitizeHtml, useKeptForm } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { useText } from '@portal/i18n';
import { announcementsText, type AnnouncementsText } from '../text';
import { AttachmentField, type AttachmentValue } from './attachment-field';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap and ProseMirror are most of this feature's code: they load with the form, not with the list.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/** The body editor, with a placeholder of its size while its code loads. */
function BodyEditor(props: RichTextEditorProps) {
  const t = useText(announcementsText);
  return (
    <Suspense
      fallback={
        <div role="status" aria-busy="true" aria-label={t('form.editorLoading')}>
          <Skeleton.Node active style={{ width: '100%', height: 240 }} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}

const FIELDS = announcementSaveSchema.shape;

/** What the editor fills in. */
export interface AnnouncementValues {
  title: string;
  summary: string;
  source: string;
  bodyHtml: string;
  attachments: AttachmentValue[];
}

/** A rule that checks a field with the contract's own schema, so the form and the server agree. */
function contractRule(field: z.ZodMiniType, requiredMessage?: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value : '';
      if (requiredMessage && text.trim() === '') throw new Error(requiredMessage);
      const result = field.safeParse(text);
      if (!result.success) throw new Error(contractMessage(result.error.issues[0]?.message ?? '') || requiredMessage || '');
    },
  };
}

/** The fields' rules, their messages in the active language. */
const rulesOf = (t: AnnouncementsText) =>
  ({
    title: [contractRule(FIELDS.title, t('form.required.title'))],
    summary: [contractRule(FIELDS.summary)],
    source: [contractRule(FIELDS.source)],
    bodyHtml: [
      {
        // An editor with only empty paragraphs or spaces has no body (the server says the same).
        validator: async (_rule: unknown, value: unknown) => {
          const html = typeof value === 'string' ? value : '';
          if (htmlToText(html) === '' && !/<img\b/i.test(html)) throw new Error(t('form.required.body'));
          const result = FIELDS.bodyHtml.safeParse(html);
          if (!result.success) throw new Error(contractMessage(result.error.issues[0]?.message ?? '') || t('form.required.body'));
        },
      },
    ],
    attachments: [
      {
        validator: async (_rule: unknown, value: AttachmentValue[] | undefined) => {
          if ((value ?? []).some((item) => item.status === 'uploading')) throw new Error(t('form.uploading'));
        },
      },
    ],
  }) satisfies Record<keyof AnnouncementValues, Rule[]>;

/** The form's values of a stored announcement. */
export function valuesOf(detail: AnnouncementDetail | undefined): AnnouncementValues {
  return {
    title: detail?.title ?? '',
    summary: detail?.summary ?? '',
    source: detail?.source ?? '',
    bodyHtml: detail?.bodyHtml ?? '',
    attachments: (detail?.attachments ?? []).map((attachment, index) => ({
      uid: attachment.fileId ?? `platform-${index}`,
      name: attachment.name,
      fileId: attachment.fileId,
      url: attachment.url,
      status: 'done' as const,
    })),
  };
}

export interface AnnouncementFormProps {
  /** The announcement being edited (a draft or offline one), absent for a new one. */
  announcement?: AnnouncementDetail;
  /** Which button is busy, if any. */
  busy?: 'save' | 'publish' | null;
  onSave: (values: AnnouncementValues) => void;
  onPublish: (values: AnnouncementValues) => void;
  /** The uploader (tests and stories may give their own). */
  upload?: (file: File) => Promise<UploadedFile>;
}

/**
 * Issue 6 annouce/add and annouce/edit: title, summary, issuing body, the body in the rich-text
 * editor and the attachments, checked like announcementSaveSchema. 保存草稿 keeps it; 发布
 * saves it and publishes it. The values handed to onSave / onPublish carry a sanitized body.
 */
export function AnnouncementForm({ announcement, busy = null, onSave, onPublish, upload }: AnnouncementFormProps) {
  const [form] = Form.useForm<AnnouncementValues>();
  const t = useText(announcementsText);
  // Issue 19: what was typed survives a session's end and comes back after signing in again.
  const restored = useKeptForm(form, 'announcement', useSessionOwner());
  const rules = useMemo(() => rulesOf(t), [t]);
  const run = (handler: (values: AnnouncementValues) => void) => async () => {
    try {
      await form.validateFields();
      // getFieldsValue(true): every field, the list of attachments included as it is.
      const values = form.getFieldsValue(true) as AnnouncementValues;
      // The body handed out is cleaned here (DOMPurify) as well as by the server, whatever the
      // editor's schema already dropped.
      handler({ ...values, bodyHtml: sanitizeHtml(values.bodyHtml) });
    } catch {
      // antd shows the messages next to the fields.
    }
  };
  const disabled = busy !== null;
  return (
    <Form<AnnouncementValues> form={form} layout="vertical" initialValues={valuesOf(announcement)} disabled={disabled} requiredMark>
      {restored ? <Alert type="info" showIcon role="status" title={t('form.restored')} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="title" label={t('form.title')} rules={rules.title} required>
        <Input maxLength={ANNOUNCEMENT_LIMITS.title} showCount placeholder={t('form.titlePlaceholder')} />
      </Form.Item>
      <Form.Item name="summary" label={t('form.summary')} rules={rules.summary}>
        <Input.TextArea rows={2} maxLength={ANNOUNCEMENT_LIMITS.summary} showCount placeholder={t('form.summaryPlaceholder')} />
      </Form.Item>
      <Form.Item name="source" label={t('form.source')} rules={rules.source}>
        <Input maxLength={ANNOUNCEMENT_LIMITS.source} placeholder={t('form.sourcePlaceholder', { source: DEFAULT_ANNOUNCEMENT_SOURCE })} />
      </Form.Item>
      <Form.Item name="bodyHtml" label={t('form.body')} rules={rules.bodyHtml} required extra={t('form.bodyHint')}>
        <BodyEditor disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="attachments"
        label={t('form.attachments')}
        rules={rules.attachments}
        extra={t('form.attachmentsHint', { types: UPLOAD_EXTENSIONS.join(t('form.typeSeparator')), max: MAX_ANNOUNCEMENT_ATTACHMENTS })}
      >
        <AttachmentField disabled={disabled} text={t} {...(upload ? { upload } : {})} />
      </Form.Item>
      <Flex wrap gap={12}>
        <Button onClick={run(onSave)} loading={busy === 'save'}>
          {t('form.save')}
        </Button>
        <Button type="primary" autoInsertSpace={false} onClick={run(onPublish)} loading={busy === 'publish'}>
          {t('form.publish')}
        </Button>
        <Link to={paths.workspace.announcements.list()}>{t('form.back')}</Link>
      </Flex>
    </Form>
  );
}
