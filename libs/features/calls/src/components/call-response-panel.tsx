import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useId, type ReactNode } from 'react';
import type { AuthState, CallDetail } from '@portal/api-contract';
import { useText, withLocaleReady } from '@portal/i18n';
import { ButtonLink, LoadFailed, PlainAlert, PlainSkeleton, PlainText, PlainTitle, withAntdStylesheet } from '@portal/ui-kit';
import { callQueries } from '../api/call-queries';
import { callsText } from '../text';
import '../calls.css';

// Issue 13: the corporation's response and its form (antd's Form, Upload, in antd's scope) load only
// for a signed-in corporation, not with the list every visitor opens.
// Its strings are a catalogue part of their own (issue 13): in English they arrive before it renders.
const loadCorporationResponse = withLocaleReady(withAntdStylesheet(() => import('./corporation-response')));
const CorporationResponse = lazy(loadCorporationResponse);

/** Architecture §5, spec §6: corporation (legal-person) accounts are the second-level users. */
export const isCorporation = (auth: AuthState | null): boolean => auth?.userType === 'second';

function ResponseLoading() {
  const t = useText(callsText);
  return (
    <div role="status" aria-busy="true" aria-label={t('respond.loading')}>
      <PlainSkeleton rows={4} />
    </div>
  );
}

/** A corporation's own response: read here, so it loads beside the form's code rather than after it. */
function CorporationPanel({ call }: { call: Pick<CallDetail, 'id' | 'status'> }) {
  const t = useText(callsText);
  const query = useQuery(callQueries.myResponse(call.id));
  useEffect(() => {
    void loadCorporationResponse();
  }, []);
  if (query.isPending) return <ResponseLoading />;
  if (query.isError) return <LoadFailed title={t('respond.failed')} retryLabel={t('respond.retry')} onRetry={() => void query.refetch()} />;
  return (
    <Suspense fallback={<ResponseLoading />}>
      <CorporationResponse call={call} response={query.data} />
    </Suspense>
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
  const t = useText(callsText);
  const headingId = useId();
  let body: ReactNode;
  if (isCorporation(auth)) body = <CorporationPanel call={call} />;
  else if (call.status === 'closed') body = <PlainAlert type="info" showIcon title={t('respond.closed')} />;
  else if (auth) body = <PlainAlert type="info" showIcon title={t('respond.staffOnly')} />;
  else {
    body = (
      <div className="call-panel-login">
        <PlainText>{t('respond.loginHint')}</PlainText>
        {/* A real link (new tab, copy address) that navigates inside the app on a plain click. */}
        <ButtonLink type="primary" to={loginHref}>
          {t('respond.login')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <PlainTitle id={headingId} level={2} className="call-panel-title">
        {t('respond.title')}
      </PlainTitle>
      {body}
    </section>
  );
}
