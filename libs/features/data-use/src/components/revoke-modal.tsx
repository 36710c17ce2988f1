import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useMemo } from 'react';
import { revokeSchema, type Authorization } from '@portal/api-contract';
import { contractMessage, type ActionFailure } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { ActionFailureAlert } from '@portal/ui-kit';
import { dataUseText } from '../text';

const REASON = revokeSchema.shape.reason;

export interface RevokeModalProps {
  /** The authorization to revoke; null when closed. */
  authorization: Pick<Authorization, 'resource' | 'corporation'> | null;
  busy?: boolean;
  /** A refused revoke, shown in the dialog (it stays open for another try). */
  failure?: ActionFailure | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Issue 22 授权管理: revoking ends an authorization at once (its key is refused from the next call); the
 * reason is required, 2–500 characters (revokeSchema's rule and messages). Opened, it starts at the reason.
 */
export function RevokeModal({ authorization, busy = false, failure = null, onCancel, onConfirm }: RevokeModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const t = useText(dataUseText);
  const rules = useMemo(
    () => [
      {
        validator: async (_rule: unknown, value: unknown) => {
          if (typeof value !== 'string' || value.trim() === '') throw new Error(t('revoke.required'));
          const result = REASON.safeParse(value);
          if (!result.success) throw new Error(contractMessage(result.error.issues[0]?.message ?? '') || t('revoke.required'));
        },
      },
    ],
    [t],
  );
  return (
    <Modal
      open={authorization !== null}
      title={t('revoke.title')}
      okText={t('revoke.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: busy, autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      mask={{ closable: false }}
      afterOpenChange={(visible) => {
        if (visible) form.focusField('reason');
      }}
      destroyOnHidden
    >
      {authorization ? (
        <Form form={form} layout="vertical" name="revoke-authorization" disabled={busy} onFinish={({ reason }) => onConfirm(reason.trim())}>
          <Alert type="warning" showIcon role="note" title={t('revoke.hint')} style={{ marginBottom: 16 }} />
          <Typography.Paragraph>
            {t('revoke.target')}
            <span lang={CONTENT_LANG}>{`${authorization.corporation.name} · ${authorization.resource.name}`}</span>
          </Typography.Paragraph>
          <ActionFailureAlert
            failure={failure}
            conflictTitle={t('common.conflictTitle')}
            conflictHint={t('common.conflictHint')}
            style={{ marginBottom: 16 }}
          />
          <Form.Item name="reason" label={t('revoke.reason')} rules={rules} required>
            <Input.TextArea rows={4} maxLength={500} showCount placeholder={t('revoke.placeholder')} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
