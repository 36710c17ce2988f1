import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '@portal/i18n';
import { dataUseText } from '../text';

/** How long the outcome stays. */
const SHOWN_MS = 3000;

/** A button that copies `text`, then says so (or that the browser refused) in a status region beside it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useText(dataUseText);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    // Absent outside a secure context (plain http).
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setOutcome('failed');
    clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <Flex gap={8} align="center" wrap>
      <Button icon={outcome === 'copied' ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />} onClick={copy} autoInsertSpace={false}>
        {label}
      </Button>
      <Typography.Text role="status" type={outcome === 'failed' ? 'danger' : undefined}>
        {outcome === 'copied' ? t('key.copied') : outcome === 'failed' ? t('key.copyFailed') : null}
      </Typography.Text>
    </Flex>
  );
}
