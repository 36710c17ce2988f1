import { App } from 'antd';
import { Link } from 'react-router-dom';
import type { CallDetail, CallResponse } from '@portal/api-contract';
import { AntdScope, PlainAlert, PlainDescriptions, PlainText, PlainTitle } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { useRespondToCall } from '../api/respond-to-call';
import { respondText } from '../respond-text';
import { callsText } from '../text';
import { CallResponseForm } from './call-response-form';
import { ResponseAttachment } from './response-attachment';
import '../calls.css';

function MyResponse({ response }: { response: CallResponse }) {
  const t = useText(respondText);
  return (
    <PlainDescriptions
      size="small"
      bordered
      title={
        <PlainTitle level={3} className="call-mine-title">
          {t('respond.mine')}
        </PlainTitle>
      }
      items={[
        { key: 'contactName', label: t('respond.contactName'), children: <span lang={CONTENT_LANG}>{response.contactName}</span> },
        { key: 'contactPhone', label: t('respond.contactPhone'), children: response.contactPhone },
        { key: 'submittedAt', label: t('respond.submittedAt'), children: formatDay(response.submittedAt) },
        {
          key: 'content',
          label: t('respond.content'),
          children: (
            <span className="call-pre-line" lang={CONTENT_LANG}>
              {response.content}
            </span>
          ),
        },
        {
          key: 'attachment',
          label: t('respond.attachment'),
          children: <ResponseAttachment attachment={response.attachment} none={t('respond.noAttachment')} />,
        },
      ]}
    />
  );
}

export interface CorporationResponseProps {
  call: Pick<CallDetail, 'id' | 'status'>;
  /** The corporation's saved response, null before its first. */
  response: CallResponse | null;
}

function Response({ call, response }: CorporationResponseProps) {
  const t = useText(respondText);
  const calls = useText(callsText);
  const { message } = App.useApp();
  const respond = useRespondToCall();
  return (
    <div className="call-panel-body">
      {response ? <MyResponse response={response} /> : null}
      {response ? <Link to={paths.workspace.callResponses.path}>{t('respond.toMine')}</Link> : null}
      {call.status === 'open' ? (
        <>
          {response ? <PlainText type="secondary">{t('respond.replaceHint')}</PlainText> : null}
          <CallResponseForm
            // Remounted with the saved answer once it is stored.
            key={response?.submittedAt ?? 'new'}
            initialValues={response ? { contactName: response.contactName, contactPhone: response.contactPhone, content: response.content } : undefined}
            initialFile={response?.attachment ?? null}
            submitting={respond.isPending}
            onSubmit={(values) => respond.mutate({ callId: call.id, ...values }, { onSuccess: () => void message.success(respondText.t('respond.success')) })}
          />
        </>
      ) : (
        <PlainAlert type="info" showIcon title={calls('respond.closed')} />
      )}
    </div>
  );
}

/**
 * A signed-in corporation's side of a call (issue 5, issue 21 §10c): its response and, while the
 * call is open, the form (antd's Form and Upload). Issue 13: loaded on demand by the response
 * panel, in antd's scope of its own, so the list's first load carries no antd code. Inside the
 * drawer's modal <dialog> antd's popups and toasts render in the dialog's layer (over the mask,
 * taking input).
 */
export default function CorporationResponse(props: CorporationResponseProps) {
  // AntdScope renders antd's popups and toasts in the dialog's layer when inside one.
  return (
    <AntdScope>
      <Response {...props} />
    </AntdScope>
  );
}
