import { App, Button } from 'antd';
import { useState } from 'react';
import type { Authorization } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { useIssueKey } from '../api/mutations';
import { dataUseText } from '../text';
import { KeyModal, type KeyModalProps } from './key-modal';

/**
 * Taking an app key (issue 22): 获取密钥 at once; 重新生成密钥 after a confirmation, since the old key
 * stops working at once. The key is shown once in KeyModal and forgotten when it closes.
 */
export function useTakeKey() {
  const { modal } = App.useApp();
  const issue = useIssueKey();
  const [shown, setShown] = useState<KeyModalProps['shown']>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const run = (authorization: Authorization) =>
    issue.mutateAsync({ authorization, onKey: (key) => setShown({ key, authorization }) }).then(
      () => undefined,
      (error: unknown) => setFailure(actionFailure(error, dataUseText.t('common.conflictTitle'))),
    );
  const take = (authorization: Authorization) => {
    setFailure(null);
    if (!authorization.keyPrefix) return void run(authorization);
    void modal.confirm({
      title: dataUseText.t('key.regenerateConfirm'),
      content: dataUseText.t('key.regenerateHint', { prefix: `${authorization.keyPrefix}…` }),
      okText: dataUseText.t('key.regenerate'),
      cancelText: dataUseText.t('common.cancel'),
      okButtonProps: { danger: true, autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: () => run(authorization),
    });
  };
  return {
    take,
    /** The authorization whose key is on its way. */
    pendingId: issue.isPending ? issue.variables?.authorization.id : undefined,
    failure,
    clearFailure: () => setFailure(null),
    dialog: <KeyModal shown={shown} onClose={() => setShown(null)} />,
  };
}

export interface KeyButtonProps {
  authorization: Authorization;
  take: (authorization: Authorization) => void;
  busy: boolean;
}

/** 获取密钥 or 重新生成密钥 for an active authorization (named with its resource, for a table of them). */
export function KeyButton({ authorization, take, busy }: KeyButtonProps) {
  const t = useText(dataUseText);
  if (authorization.status !== 'active') return null;
  const text = authorization.keyPrefix ? t('key.regenerate') : t('key.take');
  return (
    <Button
      size="small"
      type={authorization.keyPrefix ? 'default' : 'primary'}
      autoInsertSpace={false}
      loading={busy}
      aria-label={t('key.actionNamed', { action: text, name: authorization.resource.name })}
      onClick={() => take(authorization)}
    >
      {text}
    </Button>
  );
}
