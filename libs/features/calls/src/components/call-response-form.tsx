import { useSessionOwner } from '@portal/auth';
import { UploadListField, useKeptForm, type UploadFn, type UploadListItem } from '@portal/ui-kit';
import { contractMessage } from '@portal/api-client';
import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import { callResponseBodySchema, type CallResponseBody } from '@portal/api-contract';
import { UPLOAD_RULES, uploadResponseFile } from '../api/upload-response-file';
import { useText } from '@portal/i18n';
import { respondText } from '../respond-text';

const FIELDS = callResponseBodySchema.shape;

/** What the form hands on: the fields, trimmed, and the attached file's id when there is one (issue 21 §10c). */
export type CallResponseValues = Omit<CallResponseBody, 'callId' | 'fileId'> & { fileId?: string };
type FieldValues = Omit<CallResponseValues, 'fileId'>;

type RequiredKey = 'respond.required.contactName' | 'respond.required.contactPhone' | 'respond.required.content';

/**
 * A rule that checks a field with the contract's own schema, so the form and the server agree (issue 5).
 * The required message is read in the active language when the field is checked.
 */
function contractRule(field: z.ZodMiniType, requiredKey: RequiredKey): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') throw new Error(respondText.t(requiredKey));
      const result = field.safeParse(value);
      if (!result.success) throw new Error(contractMessage(result.error.issues[0]?.message ?? '') || respondText.t(requiredKey));
    },
  };
}

const RULES = {
  contactName: [contractRule(FIELDS.contactName, 'respond.required.contactName')],
  contactPhone: [contractRule(FIELDS.contactPhone, 'respond.required.contactPhone')],
  content: [contractRule(FIELDS.content, 'respond.required.content')],
};

export interface CallResponseFormProps {
  /** The corporation's earlier response, to edit; sending again replaces it. */
  initialValues?: FieldValues;
  /** The file saved with the earlier response, listed and sent again unless removed. */
  initialFile?: UploadListItem | null;
  submitting?: boolean;
  onSubmit: (values: CallResponseValues) => void;
  /** Sends the file (default: POST /second/file/upload with purpose response); stories and tests may stand in. */
  upload?: UploadFn;
}

/**
 * A corporation's response to an open call (issue 5 /applylist): contact name, phone and content,
 * checked like callResponseBodySchema, and (issue 21 §10c) one file, e.g. the call's template filled in.
 */
export function CallResponseForm({ initialValues, initialFile = null, submitting = false, onSubmit, upload = uploadResponseFile }: CallResponseFormProps) {
  const t = useText(respondText);
  const [form] = Form.useForm<FieldValues>();
  // Issue 19: what was typed survives a session's end and comes back after signing in again.
  const restored = useKeptForm(form, 'call-response', useSessionOwner());
  const fileId = useId();
  // One file at most: a new choice replaces it.
  const [files, setFiles] = useState<UploadListItem[]>(initialFile ? [initialFile] : []);
  const [uploading, setUploading] = useState(0);
  const [waitNotice, setWaitNotice] = useState(false);
  return (
    <Form<FieldValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => {
        // A file still uploading would be left out of the response.
        if (uploading > 0) return setWaitNotice(true);
        setWaitNotice(false);
        onSubmit({
          contactName: values.contactName.trim(),
          contactPhone: values.contactPhone.trim(),
          content: values.content.trim(),
          ...(files[0] ? { fileId: files[0].id } : {}),
        });
      }}
      disabled={submitting}
      requiredMark
    >
      {restored ? <Alert type="info" showIcon role="status" title={t('respond.restored')} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="contactName" label={t('respond.contactName')} rules={RULES.contactName} required>
        <Input autoComplete="name" maxLength={20} />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('respond.contactPhone')} rules={RULES.contactPhone} required>
        <Input autoComplete="tel" inputMode="tel" maxLength={11} />
      </Form.Item>
      <Form.Item name="content" label={t('respond.content')} rules={RULES.content} required>
        <Input.TextArea rows={5} maxLength={2000} showCount placeholder={t('respond.contentPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('respond.attachment')} htmlFor={fileId}>
        <UploadListField
          id={fileId}
          label={t('respond.attachment')}
          files={files}
          onFilesChange={setFiles}
          max={1}
          rules={UPLOAD_RULES}
          upload={upload}
          removeLabel={(name) => t('file.remove', { name })}
          onUploadingChange={setUploading}
          hint={t('respond.attachmentHint')}
          disabled={submitting}
        />
      </Form.Item>
      {waitNotice && uploading > 0 ? <Alert role="alert" type="warning" showIcon title={t('respond.uploadingWait')} style={{ marginBottom: 16 }} /> : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {initialValues ? t('respond.update') : t('respond.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
