import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { NO_PLATFORM_ACCOUNT_CODE } from '@portal/api-contract';
import { errorMessage, isApiError } from '@portal/api-client';
import { browser, takeLoginKind } from '@portal/auth';
import { useText } from '@portal/i18n';
import { PlainButton, PlainFlex, PlainResult, PlainSpin, PlainText, usePageTitle, useSite } from '@portal/ui-kit';
import { loginMutations } from '../api/login-mutations';
import { LoginUuidError } from '../api/start-login-attempt';
import { LoginCard } from '../components/login-card';
import { ServiceContact } from '../components/service-contact';
import { SmsStep } from '../components/sms-step';
import { loginText } from '../text';
import { LOGIN_RETURN_PATH, loginServiceUrl, queryString, withoutTicket } from '../utils/service-url';

interface SsoReturn {
  ticket: string;
  service: string;
}

/**
 * Spec §2 /login?preUrl=…, the government SSO's return address (architecture §5).
 * With a `ticket`: the ticket is taken out of the address bar at once (it is a
 * credential and must not land in history, latestPath or a shared link), then
 * checked with POST /web/login/primary for the exact `service` it was issued to,
 * and the SMS step follows. Without one: the chooser, keeping the query.
 */
export function LoginPage() {
  const t = useText(loginText);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const site = useSite();
  // Read once: the ticket leaves the URL on the first effect, the login goes on.
  const [sso] = useState<SsoReturn | null>(() => {
    const ticket = params.get('ticket');
    return ticket ? { ticket, service: loginServiceUrl(browser.origin(), params) } : null;
  });
  const query = queryString(withoutTicket(params));
  const chooser = `${LOGIN_RETURN_PATH}/choose${query}`;
  const start = useMutation(loginMutations.startLoginAttempt());
  const { mutate } = start;
  // A ticket is single use: never send it twice (StrictMode runs effects twice).
  const sent = useRef(false);

  useEffect(() => {
    if (!sso || sent.current) return;
    sent.current = true;
    takeLoginKind();
    navigate(`${LOGIN_RETURN_PATH}${query}`, { replace: true });
    mutate({ loginType: 'sso', ticket: sso.ticket, service: sso.service });
  }, [sso, query, navigate, mutate]);

  // The SMS step names itself in the document title (the route's label is 登录 for every step).
  usePageTitle(start.isSuccess && t('sms.title'));

  if (!sso) return <Navigate to={chooser} replace />;

  if (start.isSuccess) {
    return (
      <LoginCard title={t('sms.title')} headingId="login-sms-title">
        <SmsStep attempt={start.data} preUrl={params.get('preUrl')} onRestart={() => navigate(chooser, { replace: true })} />
      </LoginCard>
    );
  }

  if (start.isError) {
    const reason = start.error instanceof LoginUuidError ? t('sso.noUuid') : errorMessage(start.error, t('sso.failedDefault'));
    const back = (
      <PlainButton type="primary" onClick={() => navigate(chooser, { replace: true })}>
        {t('sso.backToChooser')}
      </PlainButton>
    );
    if (isApiError(start.error) && start.error.code === NO_PLATFORM_ACCOUNT_CODE) {
      // Issue 21 §10d: the corporation needs an account opened; say whom to ask and how.
      return (
        <PlainResult
          level={1}
          status="warning"
          title={t('sso.noAccountTitle')}
          subTitle={
            <PlainFlex vertical gap={4} align="center">
              <span>{reason}</span>
              {site.contact ? <span>{t('sso.noAccountHint')}</span> : null}
            </PlainFlex>
          }
          extra={
            <PlainFlex vertical gap={24} align="center">
              <ServiceContact contact={site.contact} />
              {back}
            </PlainFlex>
          }
        />
      );
    }
    return <PlainResult level={1} status="error" title={t('sso.failedTitle')} subTitle={reason} extra={back} />;
  }

  return (
    <PlainFlex vertical align="center" gap={16} style={{ padding: '96px 16px' }} role="status">
      <PlainSpin size="large" />
      <PlainText>{t('sso.verifying')}</PlainText>
    </PlainFlex>
  );
}

export default LoginPage;
