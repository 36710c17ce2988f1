import { App } from 'antd';
import { useLayoutEffect } from 'react';
import type { Feedback } from '@portal/auth';
import { AntdScope } from '@portal/ui-kit';

function Register({ onReady }: { onReady(feedback: Feedback): void }) {
  const { message, modal } = App.useApp();
  useLayoutEffect(() => onReady({ message, modal }), [message, modal, onReady]);
  return null;
}

/**
 * antd's themed message and modal instances (App.useApp inside antd's scope), handed to the
 * ClientBridge once loaded: the toasts and dialogs of spec §8 carry the site's theme.
 */
export default function FeedbackHost({ onReady }: { onReady(feedback: Feedback): void }) {
  return (
    <AntdScope>
      <Register onReady={onReady} />
    </AntdScope>
  );
}
