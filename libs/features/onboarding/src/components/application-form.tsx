import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, Radio, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import {
  APPLICATION_STATUS_LABELS,
  CREDIT_CODE_INVALID_MESSAGE,
  MAX_APPLICATION_ATTACHMENTS,
  applicationDraftSchema,
  isValidCreditCode,
  type ApplicationDetail,
  type UploadedFile,
} from '@portal/api-contract';
import { AttachmentList } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import type { DomainOption } from '../api/get-domain-options';
import { onboardingQueries } from '../api/onboarding-queries';
import { uploadAttachment } from '../api/upload-file';
import { ONBOARDING_STRINGS } from '../strings';
import { FileUploadField, type ListedFile } from './file-upload-field';

const S = ONBOARDING_STRINGS.apply;
const FIELDS = applicationDraftSchema.shape;

/** What the applicant fills in (company details come from the account, issue 6). */
export interface ApplicationValues {
  domainId: string;
  contactName: string;
  contactPhone: string;
  scenario: string;
  dataUse: string;
}

/** What the form hands on: the fields, trimmed, and the attached files' ids in order. */
export interface ApplicationInput extends ApplicationValues {
  attachmentIds: string[];
}

/** A rule that checks a field with the contract's own schema, so the form and the server agree. */
function contractRule(field: z.ZodMiniType, requiredMessage: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') throw new Error(requiredMessage);
      const result = field.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? requiredMessage);
    },
  };
}

const RULES = {
  domainId: [{ required: true, message: S.required.domainId }],
  contactName: [contractRule(FIELDS.contactName, S.required.contactName)],
  contactPhone: [contractRule(FIELDS.contactPhone, S.required.contactPhone)],
  scenario: [contractRule(FIELDS.scenario, S.required.scenario)],
  dataUse: [contractRule(FIELDS.dataUse, S.required.dataUse)],
} satisfies Record<keyof ApplicationValues, Rule[]>;

const trimmed = (values: ApplicationValues, files: ListedFile[]): ApplicationInput => ({
  domainId: values.domainId,
  contactName: values.contactName.trim(),
  contactPhone: values.contactPhone.trim(),
  scenario: values.scenario.trim(),
  dataUse: values.dataUse.trim(),
  attachmentIds: files.map((file) => file.id),
});

export interface ApplicationFormProps {
  /** Every domain with its entry status and the corporation's live application there. */
  domains: DomainOption[];
  /** The application being edited (draft, returned or rejected), absent for a new one. */
  application?: Pick<ApplicationDetail, 'id' | 'company' | 'domain' | 'contactName' | 'contactPhone' | 'scenario' | 'dataUse' | 'attachments'>;
  /** The signed-in corporation's name, shown for a new application (the server fills in the rest). */
  corporationName?: string;
  /** Which button is busy, if any. */
  busy?: 'save' | 'submit' | null;
  onSave: (values: ApplicationInput) => void;
  onSubmit: (values: ApplicationInput) => void;
  /** Sends one attachment (default: POST /second/file/upload); stories and tests may stand in. */
  upload?: (file: File, signal?: AbortSignal) => Promise<UploadedFile>;
}

function CompanyDetails({ application, corporationName }: Pick<ApplicationFormProps, 'application' | 'corporationName'>) {
  const company = application?.company;
  const items = company
    ? [
        { key: 'name', label: S.companyName, children: company.name },
        { key: 'creditCode', label: S.creditCode, children: company.creditCode },
        { key: 'legalPerson', label: S.legalPerson, children: company.legalPerson },
        { key: 'address', label: S.address, children: company.address },
      ]
    : [{ key: 'name', label: S.companyName, children: corporationName || '—' }];
  return (
    <Flex vertical gap={8}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />
      {company && !isValidCreditCode(company.creditCode) ? <Alert type="error" showIcon title={CREDIT_CODE_INVALID_MESSAGE} /> : null}
      <Typography.Text type="secondary">{S.companyHint}</Typography.Text>
    </Flex>
  );
}

/** The chosen domain's entry templates to download (GET /second/entry/file-list, quiet: said here when it fails). */
function EntryTemplates({ domainId }: { domainId: string | undefined }) {
  const templates = useQuery({ ...onboardingQueries.entryFileList(domainId ?? ''), enabled: Boolean(domainId) });
  let body;
  if (!domainId) body = <Typography.Text type="secondary">{S.templatesChoose}</Typography.Text>;
  else if (templates.isPending)
    body = (
      <Typography.Text type="secondary" role="status">
        {S.templatesLoading}
      </Typography.Text>
    );
  else if (templates.isError)
    body = (
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text role="alert">{S.templatesFailed}</Typography.Text>
        <Button size="small" onClick={() => void templates.refetch()}>
          {ONBOARDING_STRINGS.common.retry}
        </Button>
      </Flex>
    );
  else if (templates.data.length === 0) body = <Typography.Text type="secondary">{S.templatesEmpty}</Typography.Text>;
  else
    body = (
      <Flex vertical gap={4}>
        <AttachmentList attachments={templates.data} title={S.templates} headingLevel={3} />
        <Typography.Text type="secondary">{S.templatesHint}</Typography.Text>
      </Flex>
    );
  return (
    <div style={{ flex: '1 1 280px', minWidth: 0 }} aria-live="polite">
      {body}
    </div>
  );
}

/**
 * Issue 6 domain/apply: choose an open domain (one with a live application links
 * to it instead), the company shown read-only, contact, scenario and data use,
 * checked like applicationDraftSchema. 保存草稿 keeps it; 提交申请 sends it to first review.
 */
export function ApplicationForm({ domains, application, corporationName, busy = null, onSave, onSubmit, upload = uploadAttachment }: ApplicationFormProps) {
  const [form] = Form.useForm<ApplicationValues>();
  const uploadId = useId();
  const domainId = Form.useWatch('domainId', form);
  // Editing lists the files already saved; they are sent again, since the saved list replaces the previous one.
  const [files, setFiles] = useState<ListedFile[]>(() => application?.attachments ?? []);
  const [uploading, setUploading] = useState(0);
  const [waitNotice, setWaitNotice] = useState(false);
  const selectable = domains.filter((option) => option.status === 'open' && (!option.application || option.application.id === application?.id));
  const hand = (handler: (values: ApplicationInput) => void, values: ApplicationValues) => {
    // A file still uploading would be left out of the saved list.
    if (uploading > 0) return setWaitNotice(true);
    setWaitNotice(false);
    handler(trimmed(values, files));
  };
  const run = (handler: (values: ApplicationInput) => void) => async () => {
    try {
      hand(handler, await form.validateFields());
    } catch {
      // antd shows the messages next to the fields.
    }
  };
  return (
    <Form<ApplicationValues>
      form={form}
      layout="vertical"
      initialValues={
        application && {
          domainId: application.domain.id,
          contactName: application.contactName,
          contactPhone: application.contactPhone,
          scenario: application.scenario,
          dataUse: application.dataUse,
        }
      }
      disabled={busy !== null}
      requiredMark
      onFinish={(values) => hand(onSubmit, values)}
    >
      <Form.Item name="domainId" label={S.domain} rules={RULES.domainId} required extra={selectable.length === 0 ? S.noOpenDomains : S.domainHint}>
        <Radio.Group style={{ width: '100%' }}>
          <Flex vertical gap={8}>
            {domains.map((option) => {
              const live = option.application && option.application.id !== application?.id ? option.application : null;
              return (
                <Flex key={option.domain.id} wrap gap={8} align="baseline">
                  <Radio value={option.domain.id} disabled={option.status !== 'open' || live !== null}>
                    {option.domain.name}
                  </Radio>
                  {live ? (
                    <Link to={paths.workspace.applicationDetail.href(live.id)}>{S.domainLive(APPLICATION_STATUS_LABELS[live.status])}</Link>
                  ) : option.status !== 'open' ? (
                    <Typography.Text type="secondary">{S.domainClosed}</Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">{option.domain.description}</Typography.Text>
                  )}
                </Flex>
              );
            })}
          </Flex>
        </Radio.Group>
      </Form.Item>

      <Typography.Title level={3} style={{ fontSize: 15, margin: '8px 0 12px' }}>
        {S.company}
      </Typography.Title>
      <CompanyDetails application={application} corporationName={corporationName} />

      <Flex wrap gap={16} style={{ marginTop: 16 }}>
        <Form.Item name="contactName" label={S.contactName} rules={RULES.contactName} required style={{ flex: '1 1 240px' }}>
          <Input autoComplete="name" maxLength={20} />
        </Form.Item>
        <Form.Item name="contactPhone" label={S.contactPhone} rules={RULES.contactPhone} required style={{ flex: '1 1 240px' }}>
          <Input autoComplete="tel" inputMode="tel" maxLength={11} />
        </Form.Item>
      </Flex>
      <Form.Item name="scenario" label={S.scenario} rules={RULES.scenario} required>
        <Input.TextArea rows={4} maxLength={500} showCount placeholder={S.scenarioPlaceholder} />
      </Form.Item>
      <Form.Item name="dataUse" label={S.dataUse} rules={RULES.dataUse} required>
        <Input.TextArea rows={6} maxLength={2000} showCount placeholder={S.dataUsePlaceholder} />
      </Form.Item>

      <Form.Item label={S.attachments} htmlFor={uploadId} style={{ marginBottom: 16 }}>
        <Flex wrap gap={24} align="flex-start">
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            <FileUploadField
              id={uploadId}
              label={S.attachments}
              files={files}
              onFilesChange={setFiles}
              max={MAX_APPLICATION_ATTACHMENTS}
              upload={upload}
              onUploadingChange={setUploading}
              hint={S.attachmentsHint(MAX_APPLICATION_ATTACHMENTS)}
            />
          </div>
          <EntryTemplates domainId={domainId} />
        </Flex>
      </Form.Item>
      {waitNotice && uploading > 0 ? <Alert role="alert" type="warning" showIcon title={S.uploadingWait} style={{ marginBottom: 16 }} /> : null}

      {selectable.length === 0 && !application ? <Alert type="info" showIcon title={S.noOpenDomains} style={{ marginBottom: 16 }} /> : null}
      <Flex wrap gap={12}>
        <Button onClick={run(onSave)} loading={busy === 'save'}>
          {S.save}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy === 'submit'}>
          {S.submit}
        </Button>
      </Flex>
    </Form>
  );
}
