import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AuthState, CallDetail, CallResponse } from '@portal/api-contract';
import { LoadFailed } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { callQueries } from '../api/call-queries';
import { useRespondToCall } from '../api/respond-to-call';
import { CALL_STRINGS } from '../strings';
import { CallResponseForm } from './call-response-form';
import { ResponseAttachment } from './response-attachment';

const S = CALL_STRINGS.respond;

/** Architecture §5, spec §6: corporation (legal-person) accounts are the second-level users. */
export const isCorporation = (auth: AuthState | null): boolean => auth?.userType === 'second';

function MyResponse({ response }: { response: CallResponse }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={
        <Typography.Title level={4} style={{ fontSize: 15, margin: 0 }}>
          {S.mine}
        </Typography.Title>
      }
      items={[
        { key: 'contactName', label: S.contactName, children: response.contactName },
        { key: 'contactPhone', label: S.contactPhone, children: response.contactPhone },
        { key: 'submittedAt', label: S.submittedAt, children: formatDay(response.submittedAt) },
        { key: 'content', label: S.content, children: <span style={{ whiteSpace: 'pre-line' }}>{response.content}</span> },
        { key: 'attachment', label: S.attachment, children: <ResponseAttachment attachment={response.attachment} none={S.noAttachment} /> },
      ]}
    />
  );
}

function CorporationResponse({ call }: { call: Pick<CallDetail, 'id' | 'status'> }) {
  const { message } = App.useApp();
  const query = useQuery(callQueries.myResponse(call.id));
  const respond = useRespondToCall();
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={S.loading}>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (query.isError) return <LoadFailed title={S.failed} retryLabel={S.retry} onRetry={() => void query.refetch()} />;
  const response = query.data;
  return (
    <Flex vertical gap={16}>
      {response ? <MyResponse response={response} /> : null}
      {response ? <Link to={paths.workspace.callResponses.path}>{S.toMine}</Link> : null}
      {call.status === 'open' ? (
        <>
          {response ? <Typography.Text type="secondary">{S.replaceHint}</Typography.Text> : null}
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
        <Alert type="info" showIcon title={S.closed} />
      )}
    </Flex>
  );
}

export interface CallResponsePanelProps {
  call: Pick<CallDetail, 'id' | 'status'>;
  /** The signed-in user (spec §3 AuthState), null when signed out. */
  auth: AuthState | null;
  /** The login route with this page as preUrl (spec §2). */
  loginHref: string;
}

/**
 * Who may respond to a call (issue 5 /applylist): a signed-in corporation sees its
 * response and, while the call is open, the form; a visitor is offered login with
 * a way back; staff are told only corporations respond; a closed call takes no
 * response. The server enforces all of it again.
 */
export function CallResponsePanel({ call, auth, loginHref }: CallResponsePanelProps) {
  const headingId = useId();
  const navigate = useNavigate();
  let body: ReactNode;
  if (isCorporation(auth)) body = <CorporationResponse call={call} />;
  else if (call.status === 'closed') body = <Alert type="info" showIcon title={S.closed} />;
  else if (auth) body = <Alert type="info" showIcon title={S.staffOnly} />;
  else {
    body = (
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>{S.loginHint}</Typography.Text>
        <Button
          type="primary"
          href={loginHref}
          onClick={(event) => {
            // A real link (new tab, copy address) that navigates inside the app on a plain click.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            void navigate(loginHref);
          }}
        >
          {S.login}
        </Button>
      </Flex>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title id={headingId} level={3} style={{ fontSize: 16, margin: '0 0 12px' }}>
        {S.title}
      </Typography.Title>
      {body}
    </section>
  );
}
