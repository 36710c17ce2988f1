import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { useEffect, useState } from 'react';
import { PlainButton, PlainText } from '@portal/ui-kit';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's name, e.g. 复制请求地址. */
  label: string;
  /** Said (and shown) once copied. */
  copiedLabel: string;
  /** Said (and shown) when the browser refused (no clipboard outside a secure context). */
  failedLabel: string;
}

/** How long the outcome stays. */
const SHOWN_MS = 3000;

/**
 * antd's Typography `copyable` without antd's code (issue 13: the page loads no antd): an icon button
 * that copies `text`, then says so in a status region beside it.
 */
export function CopyButton({ text, label, copiedLabel, failedLabel }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    // Absent outside a secure context (plain http).
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setOutcome('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <>
      <PlainButton type="text" size="small" icon={outcome === 'copied' ? CheckOutlined : CopyOutlined} aria-label={label} onClick={copy} />
      <PlainText role="status" type={outcome === 'failed' ? 'danger' : 'success'}>
        {outcome === 'copied' ? copiedLabel : outcome === 'failed' ? failedLabel : null}
      </PlainText>
    </>
  );
}
