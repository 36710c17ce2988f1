import { Alert, Button, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { MAX_ENTRY_TEMPLATES, type EntryConfig, type UploadedFile } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { useUpdateEntryConfig } from '../api/entry-config-mutations';
import { uploadTemplate } from '../api/upload-file';
import { ONBOARDING_STRINGS } from '../strings';
import { FileUploadField, type ListedFile } from './file-upload-field';

const S = ONBOARDING_STRINGS.entry;

export interface EntryConfigEditorProps {
  config: EntryConfig;
  onClose: () => void;
  onSaved: (config: EntryConfig) => void;
  /** Sends one template (default: POST /primary/file/upload with purpose template). */
  upload?: (file: File, signal?: AbortSignal) => Promise<UploadedFile>;
}

/**
 * Issue 6 entry config: a domain's description and template files (in order; the saved list
 * replaces the previous one). Spec §8: /primary/entry-config/update shows no toast, so a
 * refusal is shown here, in the dialog.
 */
export function EntryConfigEditor({ config, onClose, onSaved, upload = uploadTemplate }: EntryConfigEditorProps) {
  const [form] = Form.useForm<{ description: string }>();
  const formId = useId();
  const uploadId = useId();
  const update = useUpdateEntryConfig();
  const [files, setFiles] = useState<ListedFile[]>(() => config.templates ?? []);
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const save = ({ description }: { description?: string }) => {
    if (uploading > 0) return setFailure(ONBOARDING_STRINGS.apply.uploadingWait);
    setFailure(null);
    update.mutate(
      { domainId: config.domain.id, description: (description ?? '').trim(), templateFileIds: files.map((file) => file.id) },
      { onSuccess: onSaved, onError: (error) => setFailure(errorMessage(error, S.failedFallback)) },
    );
  };

  return (
    <Modal
      open
      title={S.editTitle(config.domain.name)}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {S.cancel}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={formId} loading={update.isPending}>
          {S.save}
        </Button>,
      ]}
    >
      {failure ? <Alert role="alert" type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      <Form id={formId} form={form} layout="vertical" initialValues={{ description: config.description }} disabled={update.isPending} onFinish={save}>
        <Form.Item name="description" label={S.description} rules={[{ max: 500, message: '说明不能超过500个字符' }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={S.descriptionPlaceholder} />
        </Form.Item>
        <Form.Item label={S.templates} htmlFor={uploadId}>
          <FileUploadField
            id={uploadId}
            label={S.templates}
            files={files}
            onFilesChange={setFiles}
            max={MAX_ENTRY_TEMPLATES}
            upload={upload}
            onUploadingChange={setUploading}
            hint={S.templatesHint(MAX_ENTRY_TEMPLATES)}
            linkFiles
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
