import { Alert, Button, Modal, Typography } from 'antd';
import type { TemporaryPasswordData } from '@portal/api-contract';
import { ACCOUNT_STRINGS } from './strings';

const S = ACCOUNT_STRINGS.temporary;

export interface TemporaryPasswordDialogProps {
  /** The password to show once; closed when null. */
  result: (TemporaryPasswordData & { reason: 'created' | 'reset' }) | null;
  onDone(): void;
}

/**
 * Issue 17: the one-time temporary password of a new or reset account, shown once to the acting
 * administrator (never again: the server keeps only its hash).
 */
export function TemporaryPasswordDialog({ result, onDone }: TemporaryPasswordDialogProps) {
  return (
    <Modal
      open={result !== null}
      title={S.title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onDone} autoInsertSpace={false}>
          {S.done}
        </Button>
      }
    >
      {result ? (
        <>
          <Typography.Paragraph>{result.reason === 'created' ? S.created(result.account) : S.reset(result.account)}</Typography.Paragraph>
          <Typography.Paragraph>
            {S.label}：
            <Typography.Text code strong copyable={{ text: result.temporaryPassword, tooltips: [S.copy, S.copied] }} data-testid="temporary-password">
              {result.temporaryPassword}
            </Typography.Text>
          </Typography.Paragraph>
          <Alert type="warning" showIcon title={S.hint} />
        </>
      ) : null}
    </Modal>
  );
}
