import { useSessionOwner } from '@portal/auth';
import { KeptFormAlert, UploadListField, type UploadFn, type UploadListItem } from '@portal/ui-kit';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { MAX_ENTRY_TEMPLATES, fileUrl, type EntryConfig } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { useUpdateEntryConfig } from '../api/entry-config-mutations';
import { UPLOAD_RULES, uploadTemplate } from '../api/upload-file';
import { onboardingText } from '../text';

export interface EntryConfigEditorProps {
  config: EntryConfig;
  onClose: () => void;
  onSaved: (config: EntryConfig) => void;
  /** Sends one template (default: POST /primary/file/upload with purpose template). */
  upload?: UploadFn;
}

/**
 * Issue 6 entry config: a domain's description and template files (in order; the saved list
 * replaces the previous one). Spec §8: /primary/entry-config/update shows no toast, so a
 * refusal is shown here, in the dialog. Issue 19: a description typed when the session ends comes
 * back the next time this domain's editor opens, signed in again (the template list is the saved one).
 */
export function EntryConfigEditor({ config, onClose, onSaved, upload = uploadTemplate }: EntryConfigEditorProps) {
  const [form] = Form.useForm<{ description: string }>();
  const t = useText(onboardingText);
  const owner = useSessionOwner();
  const formId = useId();
  const uploadId = useId();
  const update = useUpdateEntryConfig();
  const [files, setFiles] = useState<UploadListItem[]>(() => config.templates ?? []);
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const save = ({ description }: { description?: string }) => {
    if (uploading > 0) return setFailure(onboardingText.t('apply.uploadingWait'));
    setFailure(null);
    update.mutate(
      { domainId: config.domain.id, description: (description ?? '').trim(), templateFileIds: files.map((file) => file.id) },
      { onSuccess: onSaved, onError: (error) => setFailure(errorMessage(error, onboardingText.t('entry.failedFallback'))) },
    );
  };

  return (
    <Modal
      open
      title={t('entry.editTitle', { domain: config.domain.name })}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('entry.cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={formId} loading={update.isPending}>
          {t('entry.save')}
        </Button>,
      ]}
    >
      {failure ? <Alert role="alert" type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      <Form id={formId} form={form} layout="vertical" initialValues={{ description: config.description }} disabled={update.isPending} onFinish={save}>
        <KeptFormAlert owner={owner} storageKey={`entry-config:${config.domain.id}`} title={t('entry.restored')} />
        <Form.Item name="description" label={t('entry.description')} rules={[{ max: 500, message: t('entry.descriptionTooLong') }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('entry.descriptionPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('entry.templates')} htmlFor={uploadId}>
          <UploadListField
            id={uploadId}
            label={t('entry.templates')}
            files={files}
            onFilesChange={setFiles}
            max={MAX_ENTRY_TEMPLATES}
            rules={UPLOAD_RULES}
            upload={upload}
            onUploadingChange={setUploading}
            hint={t('entry.templatesHint', { max: MAX_ENTRY_TEMPLATES })}
            // Templates are public: each links to its download.
            fileHref={fileUrl}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
