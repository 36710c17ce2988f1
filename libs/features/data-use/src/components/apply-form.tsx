import { useSessionOwner } from '@portal/auth';
import { Alert, Button, Descriptions, Flex, Form } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type Dispatch, type ReactNode, type RefObject, type SetStateAction } from 'react';
import { DATA_USE_PERIODS, MAX_DATA_USE_ATTACHMENTS, type DataUseDetail, type ResourceDetail } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { UploadListField, VISUALLY_HIDDEN_CLASS, useKeptForm, type UploadFn, type UploadListItem } from '@portal/ui-kit';
import { UPLOAD_RULES, uploadDataUseAttachment } from '../api/upload-file';
import { dataUseText } from '../text';
import { CommitmentsField, ContactFields, UseFields } from './apply-form-fields';
import { DRAFT_FIELDS, applyRules, focusFirstError, trimmed, type DataUseInput, type DataUseValues } from './apply-form-rules';

export type { DataUseInput } from './apply-form-rules';

export interface ApplyFormProps {
  /** The conditional resource applied for (its fields are offered). */
  resource: Pick<ResourceDetail, 'id' | 'code' | 'name' | 'department' | 'fields'>;
  /** The application being edited (draft, returned or rejected), absent for a new one. */
  application?: Pick<DataUseDetail, 'purpose' | 'scenario' | 'fields' | 'periodMonths' | 'commitments' | 'contactName' | 'contactPhone' | 'attachments'>;
  /** Which button is busy, if any. */
  busy?: 'save' | 'submit' | null;
  onSave: (values: DataUseInput) => void;
  onSubmit: (values: DataUseInput) => void;
  /** Set once a draft was saved: the focus returns to 保存草稿 when the form is usable again. */
  refocusSave?: boolean;
  onRefocused?: () => void;
  /** Sends one attachment (default: POST /second/file/upload, purpose data-use); stories and tests may stand in. */
  upload?: UploadFn;
  /** After the buttons: the way out (取消). */
  cancel?: ReactNode;
}

/** Saving disables the form, so the focus would fall to the page; it comes back to 保存草稿 once usable (issue 19). */
function useRefocus(button: RefObject<HTMLButtonElement | null>, refocus: boolean, busy: ApplyFormProps['busy'], done?: () => void) {
  useEffect(() => {
    if (!refocus || busy !== null) return;
    button.current?.focus();
    done?.();
  }, [button, refocus, busy, done]);
}

const initialValues = (application: ApplyFormProps['application']): Partial<DataUseValues> =>
  application
    ? {
        purpose: application.purpose,
        scenario: application.scenario,
        fields: application.fields.map((field) => field.name),
        // The server keeps one of DATA_USE_PERIODS; an unknown one leaves the select empty.
        periodMonths: DATA_USE_PERIODS.find((months) => months === application.periodMonths) as DataUseValues['periodMonths'],
        commitments: application.commitments,
        contactName: application.contactName,
        contactPhone: application.contactPhone,
      }
    : { fields: [], commitments: [] };

function ResourceFacts({ resource }: { resource: ApplyFormProps['resource'] }) {
  const t = useText(dataUseText);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'name', label: t('apply.resource'), children: <span lang={CONTENT_LANG}>{resource.name}</span> },
        { key: 'code', label: t('apply.resourceCode'), children: resource.code },
        { key: 'department', label: t('apply.department'), children: <span lang={CONTENT_LANG}>{resource.department.name}</span> },
      ]}
    />
  );
}

interface AttachmentsProps {
  files: UploadListItem[];
  onFilesChange: Dispatch<SetStateAction<UploadListItem[]>>;
  upload: NonNullable<ApplyFormProps['upload']>;
  onUploadingChange: (count: number) => void;
  /** Saving was asked for while files were still on their way. */
  waiting: boolean;
}

/** 附件 (purpose data-use), and the notice when a save waits for an upload. */
function Attachments({ files, onFilesChange, upload, onUploadingChange, waiting }: AttachmentsProps) {
  const t = useText(dataUseText);
  const uploadId = useId();
  return (
    <>
      <Form.Item label={t('apply.attachments')} htmlFor={uploadId} style={{ marginBottom: 16 }}>
        <UploadListField
          id={uploadId}
          label={t('apply.attachments')}
          files={files}
          onFilesChange={onFilesChange}
          max={MAX_DATA_USE_ATTACHMENTS}
          rules={UPLOAD_RULES}
          upload={upload}
          onUploadingChange={onUploadingChange}
          hint={t('apply.attachmentsHint', { max: MAX_DATA_USE_ATTACHMENTS })}
        />
      </Form.Item>
      {waiting ? <Alert role="alert" type="warning" showIcon title={t('apply.uploadingWait')} style={{ marginBottom: 16 }} /> : null}
    </>
  );
}

/**
 * Issue 22 data-use/apply: what the data is for, the fields and period asked for, the security
 * commitments, contact and attachments, checked like dataUseDraftSchema. 保存草稿 keeps it (the
 * commitments may wait); 提交申请 needs every commitment, as the server does.
 */
export function ApplyForm(props: ApplyFormProps) {
  const { resource, application, busy = null, onSave, onSubmit, upload = uploadDataUseAttachment, refocusSave = false, onRefocused, cancel } = props;
  const [form] = Form.useForm<DataUseValues>();
  const t = useText(dataUseText);
  const saveButton = useRef<HTMLButtonElement>(null);
  useRefocus(saveButton, refocusSave, busy, onRefocused);
  const rules = useMemo(() => applyRules(t), [t]);
  const [files, setFiles] = useState<UploadListItem[]>(() => application?.attachments ?? []);
  const [uploading, setUploading] = useState(0);
  const [waitNotice, setWaitNotice] = useState(false);
  const [refused, setRefused] = useState(0);
  // Issue 19: what was typed survives a session's end and comes back after signing in again.
  const restored = useKeptForm(form, 'data-use-application', useSessionOwner());
  const hand = (handler: (values: DataUseInput) => void, values: DataUseValues) => {
    setRefused(0);
    // A file still uploading would be left out of the saved list.
    if (uploading > 0) return setWaitNotice(true);
    setWaitNotice(false);
    handler(
      trimmed(
        values,
        files.map((file) => file.id),
      ),
    );
  };
  const refuse = (errors: { name: (string | number)[] }[]) => {
    setRefused(errors.length);
    focusFirstError(errors[0]?.name);
  };
  // A draft may wait for the commitments: saving checks every other field.
  const save = () =>
    form.validateFields([...DRAFT_FIELDS]).then(
      () => hand(onSave, form.getFieldsValue(true)),
      (error: { errorFields?: { name: (string | number)[] }[] }) => refuse(error.errorFields ?? []),
    );
  return (
    <Form<DataUseValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(application)}
      disabled={busy !== null}
      scrollToFirstError
      onFinish={(values) => hand(onSubmit, values)}
      onFinishFailed={({ errorFields }) => refuse(errorFields)}
      // The commitments are checked on submit only; once refused, each change checks them again.
      onValuesChange={(changed: Partial<DataUseValues>) => {
        if (changed.commitments && form.getFieldError('commitments').length > 0) void form.validateFields(['commitments']).catch(() => undefined);
      }}
    >
      {restored ? <Alert type="info" showIcon role="status" title={t('apply.restored')} style={{ marginBottom: 16 }} /> : null}
      {refused > 0 ? (
        <div role="alert" className={VISUALLY_HIDDEN_CLASS}>
          {t('apply.errorsSummary', { count: refused })}
        </div>
      ) : null}
      <ResourceFacts resource={resource} />
      <UseFields resource={resource} rules={rules} />
      <CommitmentsField rules={rules} />
      <ContactFields rules={rules} />
      <Attachments files={files} onFilesChange={setFiles} upload={upload} onUploadingChange={setUploading} waiting={waitNotice && uploading > 0} />
      <Flex wrap gap={12}>
        <Button ref={saveButton} onClick={() => void save()} loading={busy === 'save'}>
          {t('apply.save')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy === 'submit'}>
          {t('apply.submit')}
        </Button>
        {cancel}
      </Flex>
    </Form>
  );
}
