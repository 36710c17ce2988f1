import { useSessionOwner } from '@portal/auth';
import { KeptFormAlert } from '@portal/ui-kit';
import { Form, Input, Modal } from 'antd';
import { reviewDecisionSchema, type ReviewDecision } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { onboardingText } from '../text';

export interface DecisionModalProps {
  /** The application decided on (the opinion typed is kept for it and this decision only, issue 19). */
  applicationId: string;
  /** The decision being confirmed; null when closed. */
  decision: ReviewDecision | null;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (opinion: string | undefined) => void;
}

/**
 * Confirms a review decision. Reject and return need an opinion (reviewDecisionSchema's
 * rule and message); for a pass it is optional. Issue 19: an opinion typed when the session ends
 * comes back the next time this decision on this application is opened, signed in again.
 */
export function DecisionModal({ applicationId, decision, busy = false, onCancel, onConfirm }: DecisionModalProps) {
  const [form] = Form.useForm<{ opinion?: string }>();
  const t = useText(onboardingText);
  const owner = useSessionOwner();
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
      title={t(`decide.modalTitle.${decision ?? 'none'}`)}
      okText={t('decide.ok')}
      cancelText={t('decide.cancel')}
      okButtonProps={{ danger: decision === 'reject', loading: busy, autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" disabled={busy}>
        {/* Mounted with each opening (not while closed, though forceRender renders the form then): each opening restores. */}
        {decision ? <KeptFormAlert owner={owner} storageKey={`review-decision:${applicationId}:${decision}`} title={t('decide.restored')} /> : null}
        <Form.Item
          name="opinion"
          label={required ? t('decide.opinion') : t('decide.opinionOptional')}
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
                if (!result.success)
                  throw new Error(result.error.issues.find((issue) => issue.path[0] === 'opinion')?.message ?? onboardingText.t('decide.opinionRequired'));
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('decide.opinionPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
