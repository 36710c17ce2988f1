import { Form, Input, Modal } from 'antd';
import { REVIEW_DECISION_LABELS, reviewDecisionSchema, type ReviewDecision } from '@portal/api-contract';
import { ONBOARDING_STRINGS } from '../strings';

const S = ONBOARDING_STRINGS.decide;

export interface DecisionModalProps {
  /** The decision being confirmed; null when closed. */
  decision: ReviewDecision | null;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (opinion: string | undefined) => void;
}

/**
 * Confirms a review decision. Reject and return need an opinion (reviewDecisionSchema's
 * rule and message); for a pass it is optional.
 */
export function DecisionModal({ decision, busy = false, onCancel, onConfirm }: DecisionModalProps) {
  const [form] = Form.useForm<{ opinion?: string }>();
  const label = decision ? REVIEW_DECISION_LABELS[decision] : '';
  const required = decision !== null && decision !== 'pass';
  const confirm = async () => {
    try {
      const { opinion } = await form.validateFields();
      const text = opinion?.trim();
      onConfirm(text ? text : undefined);
    } catch {
      // The message shows under the field.
    }
  };
  return (
    <Modal
      open={decision !== null}
      title={S.modalTitle(label)}
      okText={S.ok}
      cancelText={S.cancel}
      okButtonProps={{ danger: decision === 'reject', loading: busy, autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" disabled={busy}>
        <Form.Item
          name="opinion"
          label={required ? S.opinion : S.opinionOptional}
          required={required}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (!decision) return;
                // The contract's own rule decides; id/version/stage here are placeholders for the check.
                const result = reviewDecisionSchema.safeParse({
                  id: 'check',
                  version: 1,
                  stage: 'first',
                  decision,
                  opinion: typeof value === 'string' ? value : undefined,
                });
                if (!result.success) throw new Error(result.error.issues.find((issue) => issue.path[0] === 'opinion')?.message ?? S.opinionRequired);
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder={S.opinionPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
