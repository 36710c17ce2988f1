import { App } from 'antd';
import { Link } from 'react-router-dom';
import type { CallDetail, CallResponse } from '@portal/api-contract';
import { AntdScope, PlainAlert, PlainDescriptions, PlainText, PlainTitle } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { useRespondToCall } from '../api/respond-to-call';
import { CALL_STRINGS } from '../strings';
import { CallResponseForm } from './call-response-form';
import { ResponseAttachment } from './response-attachment';
import '../calls.css';

const S = CALL_STRINGS.respond;

function MyResponse({ response }: { response: CallResponse }) {
  return (
    <PlainDescriptions
      size="small"
      bordered
      title={
        <PlainTitle level={4} className="call-mine-title">
          {S.mine}
        </PlainTitle>
      }
      items={[
        { key: 'contactName', label: S.contactName, children: response.contactName },
        { key: 'contactPhone', label: S.contactPhone, children: response.contactPhone },
        { key: 'submittedAt', label: S.submittedAt, children: formatDay(response.submittedAt) },
        { key: 'content', label: S.content, children: <span className="call-pre-line">{response.content}</span> },
        { key: 'attachment', label: S.attachment, children: <ResponseAttachment attachment={response.attachment} none={S.noAttachment} /> },
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
  const { message } = App.useApp();
  const respond = useRespondToCall();
  return (
    <div className="call-panel-body">
      {response ? <MyResponse response={response} /> : null}
      {response ? <Link to={paths.workspace.callResponses.path}>{S.toMine}</Link> : null}
      {call.status === 'open' ? (
        <>
          {response ? <PlainText type="secondary">{S.replaceHint}</PlainText> : null}
          <CallResponseForm
            // Remounted with the saved answer once it is stored.
            key={response?.submittedAt ?? 'new'}
            initialValues={response ? { contactName: response.contactName, contactPhone: response.contactPhone, content: response.content } : undefined}
            initialFile={response?.attachment ?? null}
            submitting={respond.isPending}
            onSubmit={(values) => respond.mutate({ callId: call.id, ...values }, { onSuccess: () => void message.success(S.success) })}
          />
        </>
      ) : (
        <PlainAlert type="info" showIcon title={S.closed} />
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
