import { Flex, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { DATA_USE_PERIODS, SECURITY_COMMITMENTS, type ResourceDetail } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { dataUseText } from '../text';
import type { applyRules } from './apply-form-rules';
import { Checklist, fieldOption } from './checklist';

type Rules = ReturnType<typeof applyRules>;

/** 使用目的, 应用场景, 申请字段 and 使用期限. */
export function UseFields({ resource, rules }: { resource: Pick<ResourceDetail, 'fields'>; rules: Rules }) {
  const t = useText(dataUseText);
  const options = useMemo(() => resource.fields.map(fieldOption), [resource.fields]);
  return (
    <>
      <Form.Item name="purpose" label={t('apply.purpose')} rules={rules.purpose} required>
        <Input.TextArea rows={5} maxLength={1000} showCount placeholder={t('apply.purposePlaceholder')} />
      </Form.Item>
      <Form.Item name="scenario" label={t('apply.scenario')} rules={rules.scenario} required>
        <Input maxLength={200} showCount placeholder={t('apply.scenarioPlaceholder')} />
      </Form.Item>
      <Form.Item name="fields" label={t('apply.fields')} rules={rules.fields} required extra={t('apply.fieldsHint', { count: options.length })}>
        <Checklist options={options} label={t('apply.fields')} selectAllLabel={t('apply.selectAll')} />
      </Form.Item>
      <Form.Item name="periodMonths" label={t('apply.period')} rules={rules.periodMonths} required style={{ maxWidth: 240 }}>
        <Select
          placeholder={t('apply.periodPlaceholder')}
          options={DATA_USE_PERIODS.map((months) => ({ value: months, label: t('common.months', { months }) }))}
        />
      </Form.Item>
    </>
  );
}

/** 数据安全承诺: a box per commitment; every one is needed to submit (said here, and checked on submit). */
export function CommitmentsField({ rules }: { rules: Rules }) {
  const t = useText(dataUseText);
  const options = SECURITY_COMMITMENTS.map((commitment) => ({ value: commitment.id, label: t(`commitment.${commitment.id}`) }));
  return (
    <Form.Item
      name="commitments"
      label={t('apply.commitments')}
      rules={rules.commitments}
      required
      // Checked by a submit (and again on each change once refused), not while ticking them one by one.
      validateTrigger={[]}
      extra={t('apply.commitmentsHint')}
    >
      <Checklist options={options} label={t('apply.commitments')} layout="vertical" />
    </Form.Item>
  );
}

/** 联系人 and 联系电话. */
export function ContactFields({ rules }: { rules: Rules }) {
  const t = useText(dataUseText);
  return (
    <Flex wrap gap={16}>
      <Form.Item name="contactName" label={t('apply.contactName')} rules={rules.contactName} required style={{ flex: '1 1 240px' }}>
        <Input autoComplete="name" maxLength={20} />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('apply.contactPhone')} rules={rules.contactPhone} required style={{ flex: '1 1 240px' }}>
        <Input autoComplete="tel" inputMode="tel" maxLength={11} />
      </Form.Item>
    </Flex>
  );
}
