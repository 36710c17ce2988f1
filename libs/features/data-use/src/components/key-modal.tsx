import { Alert, Button, Descriptions, Flex, Input, Modal, Typography, type InputRef } from 'antd';
import { createContext, useContext, useId, useRef, type RefObject } from 'react';
import { APP_KEY_HEADER, type Authorization } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { dataUseText } from '../text';
import { CopyButton } from './copy-button';

/** The open API's address on this site (the endpoint is a path below the API's base). */
const absolute = (endpoint: string) => new URL(endpoint, window.location.origin).href;

/** A first call of the open API with curl. */
export const curlExample = (endpoint: string, key: string) => `curl -H "${APP_KEY_HEADER}: ${key}" "${absolute(endpoint)}?page=1&pageSize=10"`;

/** How to call the open API with a key: the address, the header and a curl example. */
export function CallGuide({ endpoint, appKey, exampleLabel }: { endpoint: string; appKey: string; exampleLabel?: string }) {
  const t = useText(dataUseText);
  const exampleId = useId();
  return (
    <Flex vertical gap={8}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'endpoint',
            label: t('key.endpoint'),
            children: <Typography.Text code style={{ overflowWrap: 'anywhere' }}>{`GET ${endpoint}`}</Typography.Text>,
          },
          { key: 'header', label: t('key.header'), children: <Typography.Text code>{APP_KEY_HEADER}</Typography.Text> },
        ]}
      />
      <Typography.Text id={exampleId} strong>
        {exampleLabel ?? t('key.example')}
      </Typography.Text>
      {/* Scrolls sideways; focusable and named so a keyboard can scroll it. */}
      <pre
        role="region"
        aria-labelledby={exampleId}
        tabIndex={0}
        style={{ margin: 0, padding: 12, background: '#f5f5f5', borderRadius: 6, overflowX: 'auto', whiteSpace: 'pre' }}
      >
        <code>{curlExample(endpoint, appKey)}</code>
      </pre>
    </Flex>
  );
}

export interface KeyModalProps {
  /** The key just issued and its authorization; null when closed. Closing forgets the key. */
  shown: { key: string; authorization: Pick<Authorization, 'endpoint' | 'resource'> } | null;
  onClose: () => void;
}

/*
 * The key reaches the dialog's body through context, not as its children's props: antd keeps a closing
 * dialog's children as they were until its motion ends, and the key must leave the page at once.
 */
const ShownKey = createContext<KeyModalProps['shown']>(null);

function KeyBody({ input }: { input: RefObject<InputRef | null> }) {
  const t = useText(dataUseText);
  const keyId = useId();
  const shown = useContext(ShownKey);
  if (!shown) return null;
  return (
    <Flex vertical gap={16}>
      <Alert type="warning" showIcon title={t('key.once')} description={t('key.onceHint')} />
      <Typography.Text>
        {t('key.for')} <span lang={CONTENT_LANG}>{shown.authorization.resource.name}</span>
      </Typography.Text>
      <Flex vertical gap={8}>
        <label htmlFor={keyId}>{t('key.label')}</label>
        <Input id={keyId} ref={input} readOnly value={shown.key} style={{ fontFamily: 'monospace' }} />
        <CopyButton text={shown.key} label={t('key.copy')} />
      </Flex>
      {/* Named apart from the page's own example behind the dialog. */}
      <CallGuide endpoint={shown.authorization.endpoint} appKey={shown.key} exampleLabel={t('key.exampleWithKey')} />
    </Flex>
  );
}

/**
 * Issue 22: a new app key, shown this once. Only its hash is kept by the server, and the page keeps it
 * only while this dialog is open (not in the query cache, storage or the address): copy it now.
 */
export function KeyModal({ shown, onClose }: KeyModalProps) {
  const t = useText(dataUseText);
  const input = useRef<InputRef>(null);
  return (
    <ShownKey.Provider value={shown}>
      <Modal
        open={shown !== null}
        title={t('key.title')}
        onCancel={onClose}
        mask={{ closable: false }}
        destroyOnHidden
        width={640}
        // Opened, the dialog starts at the key (selected, ready to copy), not at its close button.
        afterOpenChange={(visible) => {
          if (visible) input.current?.focus({ cursor: 'all' });
        }}
        footer={
          <Button type="primary" autoInsertSpace={false} onClick={onClose}>
            {t('key.done')}
          </Button>
        }
      >
        <KeyBody input={input} />
      </Modal>
    </ShownKey.Provider>
  );
}
