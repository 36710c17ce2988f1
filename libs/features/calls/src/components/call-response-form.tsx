import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { callResponseBodySchema, type CallResponseBody } from '@portal/api-contract';
import { CALL_STRINGS } from '../strings';

const S = CALL_STRINGS.respond;
const FIELDS = callResponseBodySchema.shape;

export type CallResponseValues = Omit<CallResponseBody, 'callId'>;

/** A rule that checks a field with the contract's own schema, so the form and the server agree (issue 5). */
function contractRule(field: z.ZodType, requiredMessage: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') throw new Error(requiredMessage);
      const result = field.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? requiredMessage);
    },
  };
}

const RULES = {
  contactName: [contractRule(FIELDS.contactName, S.required.contactName)],
  contactPhone: [contractRule(FIELDS.contactPhone, S.required.contactPhone)],
  content: [contractRule(FIELDS.content, S.required.content)],
};

export interface CallResponseFormProps {
  /** The corporation's earlier response, to edit; sending again replaces it. */
  initialValues?: CallResponseValues;
  submitting?: boolean;
  onSubmit: (values: CallResponseValues) => void;
}

/** A corporation's response to an open call (issue 5 /applylist): contact name, phone and content, checked like callResponseBodySchema. */
export function CallResponseForm({ initialValues, submitting = false, onSubmit }: CallResponseFormProps) {
  const [form] = Form.useForm<CallResponseValues>();
  return (
    <Form<CallResponseValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSubmit({ contactName: values.contactName.trim(), contactPhone: values.contactPhone.trim(), content: values.content.trim() })}
      disabled={submitting}
      requiredMark
    >
      <Form.Item name="contactName" label={S.contactName} rules={RULES.contactName} required>
        <Input autoComplete="name" maxLength={20} />
      </Form.Item>
      <Form.Item name="contactPhone" label={S.contactPhone} rules={RULES.contactPhone} required>
        <Input autoComplete="tel" inputMode="tel" maxLength={11} />
      </Form.Item>
      <Form.Item name="content" label={S.content} rules={RULES.content} required>
        <Input.TextArea rows={5} maxLength={2000} showCount placeholder={S.contentPlaceholder} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {initialValues ? S.update : S.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
