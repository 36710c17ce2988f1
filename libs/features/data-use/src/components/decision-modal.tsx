import { useSessionOwner } from '@portal/auth';
import { Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { MAX_CALL_QUOTA, REVIEW_DECISIONS, type DataUseDetail, type ReviewDecision, type ReviewStage } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { KeptFormAlert } from '@portal/ui-kit';
import { dataUseText } from '../text';
import { Checklist, fieldOption } from './checklist';
import { SCOPE_MONTHS, decisionRules, defaultScope, type DecisionInput, type DecisionValues } from './decision-rules';

type Rules = ReturnType<typeof decisionRules>;

/** 授权范围 of a pass: the fields among those applied for, the months, the call quota. */
function ScopeFields({ detail, rules }: { detail: Pick<DataUseDetail, 'fields'>; rules: Rules }) {
  const t = useText(dataUseText);
  const options = useMemo(() => detail.fields.map(fieldOption), [detail.fields]);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 15, fontWeight: 600, marginBottom: 8, border: 0 }}>{t('decide.scope')}</legend>
      <Form.Item name="fields" label={t('decide.fields')} rules={rules.fields} required>
        <Checklist options={options} label={t('decide.fields')} selectAllLabel={t('apply.selectAll')} />
      </Form.Item>
      <Form.Item name="months" label={t('decide.months')} rules={rules.months} required style={{ maxWidth: 240 }}>
        <Select options={SCOPE_MONTHS.map((months) => ({ value: months, label: t('common.months', { months }) }))} />
      </Form.Item>
      <Form.Item name="callQuota" label={t('decide.callQuota')} rules={rules.callQuota} required extra={t('decide.callQuotaHint', { max: MAX_CALL_QUOTA })}>
        <InputNumber min={1} max={MAX_CALL_QUOTA} precision={0} step={1000} style={{ width: 240 }} />
      </Form.Item>
    </fieldset>
  );
}

export interface DecisionModalProps {
  detail: Pick<DataUseDetail, 'id' | 'fields' | 'periodMonths' | 'scope'>;
  stage: ReviewStage;
  open: boolean;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (input: DecisionInput) => void;
}

/**
 * Issue 22 first / final review: 通过 with the scope to grant (the final stage starts from the first
 * stage's proposal), 驳回 or 退回修改 with an opinion (required, ≥ 2 characters: the contract's rule).
 * Opened, it starts at the decision; what was typed survives a session's end (issue 19).
 */
export function DecisionModal({ detail, stage, open, busy = false, onCancel, onConfirm }: DecisionModalProps) {
  const [form] = Form.useForm<DecisionValues>();
  const t = useText(dataUseText);
  const owner = useSessionOwner();
  const body = useRef<HTMLDivElement>(null);
  const decision = Form.useWatch('decision', form);
  const rules = useMemo(() => decisionRules(t, () => form.getFieldValue('decision') as ReviewDecision | undefined), [t, form]);
  const initial = useMemo<DecisionValues>(() => ({ decision: 'pass', ...defaultScope(detail, stage) }), [detail, stage]);
  const confirm = async () => {
    try {
      const values = await form.validateFields();
      const opinion = values.opinion?.trim();
      onConfirm({
        decision: values.decision,
        ...(opinion ? { opinion } : {}),
        ...(values.decision === 'pass' ? { scope: { fields: values.fields, months: values.months, callQuota: values.callQuota } } : {}),
      });
    } catch {
      // The messages show under the fields.
    }
  };
  const opinionRequired = decision !== undefined && decision !== 'pass';
  return (
    <Modal
      open={open}
      title={t('decide.modalTitle', { stage: t(`stage.${stage}`) })}
      okText={t('decide.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: decision === 'reject', loading: busy, autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      mask={{ closable: false }}
      afterOpenChange={(visible) => {
        if (visible) body.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
      }}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      forceRender
      width={640}
    >
      <div ref={body}>
        <Form form={form} layout="vertical" disabled={busy} initialValues={initial}>
          {/* Mounted with each opening (forceRender draws the form while closed too): each opening restores. */}
          {open ? <KeptFormAlert owner={owner} storageKey={`data-use-decision:${detail.id}`} title={t('decide.restored')} /> : null}
          <Form.Item name="decision" label={t('decide.decision')} rules={rules.decision} required>
            <Radio.Group
              aria-label={t('decide.decision')}
              options={REVIEW_DECISIONS.map((value) => ({ value, label: t(`decision.${value}`) }))}
              optionType="button"
              buttonStyle="solid"
            />
          </Form.Item>
          {decision === 'pass' ? <ScopeFields detail={detail} rules={rules} /> : null}
          <Form.Item
            name="opinion"
            label={opinionRequired ? t('decide.opinion') : t('decide.opinionOptional')}
            required={opinionRequired}
            rules={rules.opinion}
            dependencies={['decision']}
          >
            <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('decide.opinionPlaceholder')} />
          </Form.Item>
          {decision === 'pass' && stage === 'first' ? <Typography.Text type="secondary">{t('decide.firstPassHint')}</Typography.Text> : null}
        </Form>
      </div>
    </Modal>
  );
}
