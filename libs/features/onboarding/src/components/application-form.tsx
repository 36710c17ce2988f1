import { useSessionOwner } from '@portal/auth';
import { contractMessage } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, Radio, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import { MAX_APPLICATION_ATTACHMENTS, applicationDraftSchema, isValidCreditCode, type ApplicationDetail } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { AttachmentList, UploadListField, VISUALLY_HIDDEN_CLASS, useKeptForm, type UploadFn, type UploadListItem } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import type { DomainOption } from '../api/get-domain-options';
import { onboardingQueries } from '../api/onboarding-queries';
import { UPLOAD_RULES, uploadAttachment } from '../api/upload-file';
import { onboardingText, type OnboardingText } from '../text';

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
      if (!result.success) throw new Error(contractMessage(result.error.issues[0]?.message ?? '') || requiredMessage);
    },
  };
}

/** The fields' rules, with their messages in the active language. */
const rules = (t: OnboardingText) =>
  ({
    domainId: [{ required: true, message: t('apply.required.domainId') }],
    contactName: [contractRule(FIELDS.contactName, t('apply.required.contactName'))],
    contactPhone: [contractRule(FIELDS.contactPhone, t('apply.required.contactPhone'))],
    scenario: [contractRule(FIELDS.scenario, t('apply.required.scenario'))],
    dataUse: [contractRule(FIELDS.dataUse, t('apply.required.dataUse'))],
  }) satisfies Record<keyof ApplicationValues, Rule[]>;

/** Focuses the control of a field in error: the element antd gave the field's id, or the first usable control in it. */
function focusFirstError(name: readonly (string | number)[] | undefined) {
  const element = name ? document.getElementById(name.join('_')) : null;
  if (!element) return;
  const control = element.matches('input, textarea, select, button')
    ? element
    : element.querySelector<HTMLElement>('input:checked:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex="0"]');
  (control ?? element).focus();
}

const trimmed = (values: ApplicationValues, files: UploadListItem[]): ApplicationInput => ({
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
  /** Set once a draft was saved: the focus returns to 保存草稿 when the form is usable again. */
  refocusSave?: boolean;
  /** Called when it has, so the page can clear refocusSave. */
  onRefocused?: () => void;
  /** Sends one attachment (default: POST /second/file/upload); stories and tests may stand in. */
  upload?: UploadFn;
}

function CompanyDetails({ application, corporationName }: Pick<ApplicationFormProps, 'application' | 'corporationName'>) {
  const t = useText(onboardingText);
  const company = application?.company;
  const content = (text: string) => <span lang={CONTENT_LANG}>{text}</span>;
  const items = company
    ? [
        { key: 'name', label: t('apply.companyName'), children: content(company.name) },
        { key: 'creditCode', label: t('apply.creditCode'), children: company.creditCode },
        { key: 'legalPerson', label: t('apply.legalPerson'), children: content(company.legalPerson) },
        { key: 'address', label: t('apply.address'), children: content(company.address) },
      ]
    : [{ key: 'name', label: t('apply.companyName'), children: corporationName ? content(corporationName) : '—' }];
  return (
    <Flex vertical gap={8}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />
      {company && !isValidCreditCode(company.creditCode) ? <Alert type="error" showIcon title={t('apply.creditCodeInvalid')} /> : null}
      <Typography.Text type="secondary">{t('apply.companyHint')}</Typography.Text>
    </Flex>
  );
}

/** The chosen domain's entry templates to download (GET /second/entry/file-list, quiet: said here when it fails). */
function EntryTemplates({ domainId }: { domainId: string | undefined }) {
  const templates = useQuery({ ...onboardingQueries.entryFileList(domainId ?? ''), enabled: Boolean(domainId) });
  const t = useText(onboardingText);
  let body;
  if (!domainId) body = <Typography.Text type="secondary">{t('apply.templatesChoose')}</Typography.Text>;
  else if (templates.isPending)
    body = (
      <Typography.Text type="secondary" role="status">
        {t('apply.templatesLoading')}
      </Typography.Text>
    );
  else if (templates.isError)
    body = (
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text role="alert">{t('apply.templatesFailed')}</Typography.Text>
        <Button size="small" onClick={() => void templates.refetch()}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  else if (templates.data.length === 0) body = <Typography.Text type="secondary">{t('apply.templatesEmpty')}</Typography.Text>;
  else
    body = (
      <Flex vertical gap={4}>
        <AttachmentList attachments={templates.data} title={t('apply.templates')} headingLevel={3} />
        <Typography.Text type="secondary">{t('apply.templatesHint')}</Typography.Text>
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
export function ApplicationForm({
  domains,
  application,
  corporationName,
  busy = null,
  onSave,
  onSubmit,
  upload = uploadAttachment,
  refocusSave = false,
  onRefocused,
}: ApplicationFormProps) {
  const [form] = Form.useForm<ApplicationValues>();
  const saveButton = useRef<HTMLButtonElement>(null);
  // Issue 19: saving disables the form (and a new draft's form is remounted at its new address), so the
  // focus would fall to the page; it comes back to 保存草稿 once the form can be used again.
  useEffect(() => {
    if (!refocusSave || busy !== null) return;
    saveButton.current?.focus();
    onRefocused?.();
  }, [refocusSave, busy, onRefocused]);
  const t = useText(onboardingText);
  const fieldRules = useMemo(() => rules(t), [t]);
  const uploadId = useId();
  const domainId = Form.useWatch('domainId', form);
  // Editing lists the files already saved; they are sent again, since the saved list replaces the previous one.
  const [files, setFiles] = useState<UploadListItem[]>(() => application?.attachments ?? []);
  const [uploading, setUploading] = useState(0);
  const [waitNotice, setWaitNotice] = useState(false);
  // Issue 19: how many fields a refused submit left in error, announced (role alert) as the focus moves to the first.
  const [refused, setRefused] = useState(0);
  // Issue 19: what was typed survives a session's end and comes back after signing in again.
  const restored = useKeptForm(form, 'application', useSessionOwner());
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
      // Issue 19: a refused submit takes the focus to the first field in error (its message, role
      // alert, is announced there). antd cannot focus a radio group itself: the group's first usable
      // radio takes it.
      scrollToFirstError
      onFinishFailed={({ errorFields }) => {
        setRefused(errorFields.length);
        focusFirstError(errorFields[0]?.name);
      }}
      onFinish={(values) => {
        setRefused(0);
        hand(onSubmit, values);
      }}
    >
      {restored ? <Alert type="info" showIcon role="status" title={t('apply.restored')} style={{ marginBottom: 16 }} /> : null}
      {refused > 0 ? (
        <div role="alert" className={VISUALLY_HIDDEN_CLASS}>
          {t('apply.errorsSummary', { count: refused })}
        </div>
      ) : null}
      <Form.Item
        name="domainId"
        label={t('apply.domain')}
        rules={fieldRules.domainId}
        required
        extra={selectable.length === 0 ? t('apply.noOpenDomains') : t('apply.domainHint')}
      >
        <Radio.Group style={{ width: '100%' }} aria-label={t('apply.domain')}>
          <Flex vertical gap={8}>
            {domains.map((option) => {
              const live = option.application && option.application.id !== application?.id ? option.application : null;
              return (
                <Flex key={option.domain.id} wrap gap={8} align="baseline">
                  <Radio value={option.domain.id} disabled={option.status !== 'open' || live !== null}>
                    <span lang={CONTENT_LANG}>{option.domain.name}</span>
                  </Radio>
                  {live ? (
                    <Link to={paths.workspace.applicationDetail.href(live.id)}>{t('apply.domainLive', { status: t(`status.${live.status}`) })}</Link>
                  ) : option.status !== 'open' ? (
                    <Typography.Text type="secondary">{t('entryStatus.closed')}</Typography.Text>
                  ) : (
                    <Typography.Text type="secondary" lang={CONTENT_LANG}>
                      {option.domain.description}
                    </Typography.Text>
                  )}
                </Flex>
              );
            })}
          </Flex>
        </Radio.Group>
      </Form.Item>

      <Typography.Title level={2} style={{ fontSize: 15, margin: '8px 0 12px' }}>
        {t('apply.company')}
      </Typography.Title>
      <CompanyDetails application={application} corporationName={corporationName} />

      <Flex wrap gap={16} style={{ marginTop: 16 }}>
        <Form.Item name="contactName" label={t('apply.contactName')} rules={fieldRules.contactName} required style={{ flex: '1 1 240px' }}>
          <Input autoComplete="name" maxLength={20} />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('apply.contactPhone')} rules={fieldRules.contactPhone} required style={{ flex: '1 1 240px' }}>
          <Input autoComplete="tel" inputMode="tel" maxLength={11} />
        </Form.Item>
      </Flex>
      <Form.Item name="scenario" label={t('apply.scenario')} rules={fieldRules.scenario} required>
        <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('apply.scenarioPlaceholder')} />
      </Form.Item>
      <Form.Item name="dataUse" label={t('apply.dataUse')} rules={fieldRules.dataUse} required>
        <Input.TextArea rows={6} maxLength={2000} showCount placeholder={t('apply.dataUsePlaceholder')} />
      </Form.Item>

      <Form.Item label={t('apply.attachments')} htmlFor={uploadId} style={{ marginBottom: 16 }}>
        <Flex wrap gap={24} align="flex-start">
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            <UploadListField
              id={uploadId}
              label={t('apply.attachments')}
              files={files}
              onFilesChange={setFiles}
              max={MAX_APPLICATION_ATTACHMENTS}
              rules={UPLOAD_RULES}
              upload={upload}
              onUploadingChange={setUploading}
              hint={t('apply.attachmentsHint', { max: MAX_APPLICATION_ATTACHMENTS })}
            />
          </div>
          <EntryTemplates domainId={domainId} />
        </Flex>
      </Form.Item>
      {waitNotice && uploading > 0 ? <Alert role="alert" type="warning" showIcon title={t('apply.uploadingWait')} style={{ marginBottom: 16 }} /> : null}

      {selectable.length === 0 && !application ? <Alert type="info" showIcon title={t('apply.noOpenDomains')} style={{ marginBottom: 16 }} /> : null}
      <Flex wrap gap={12}>
        <Button ref={saveButton} onClick={run(onSave)} loading={busy === 'save'}>
          {t('apply.save')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy === 'submit'}>
          {t('apply.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
