import type { MouseEvent } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authConfig, browser, getRegisterUrl, rememberLoginKind } from '@portal/auth';
import { useText } from '@portal/i18n';
import { usePageTitle } from '@portal/ui-kit';
import type { LoginAttempt } from '../api/primary-login';
import { LoginCard } from '../components/login-card';
import { LoginKindOptions } from '../components/login-kind-options';
import { SmsStep } from '../components/sms-step';
import { StaffLoginForm } from '../components/staff-login-form';
import { loginText } from '../text';
import { loginServiceUrl, providerLoginHref } from '../utils/service-url';

type Step = { kind: 'choose' } | { kind: 'staff' } | { kind: 'sms'; attempt: LoginAttempt };

function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Spec §2 /login/choose, architecture §5: 法人 (corporation) through the
 * government SSO, or staff with account + password; both then pass the SMS step.
 * The query (preUrl) is carried into the SSO `service`, so it survives the round trip.
 */
export function ChoosePage() {
  const t = useText(loginText);
  const [params] = useSearchParams();
  const [step, setStepState] = useState<Step>({ kind: 'choose' });
  // Issue 19: once the visitor moved between steps, each new step's heading takes the focus (the first
  // arrives with the route, whose focus the shell manages).
  const [moved, setMoved] = useState(false);
  const setStep = (next: Step) => {
    setMoved(true);
    setStepState(next);
  };
  const preUrl = params.get('preUrl');

  const toProvider = () => {
    rememberLoginKind('corporation');
    browser.assign(providerLoginHref(authConfig().providerLoginUrl, loginServiceUrl(browser.origin(), params)));
  };

  const onRegister = (event: MouseEvent<HTMLElement>) => {
    // The live address comes from the server (cached 60 s, spec §7); the href is the
    // built-in fallback for middle clicks and modified clicks.
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    void getRegisterUrl().then((url) => browser.open(url));
  };

  // Each step after the first names itself in the document title (the route's label, 选择用户类型, is the first step's).
  usePageTitle(step.kind === 'sms' ? t('sms.title') : step.kind === 'staff' && t('staff.title'));

  if (step.kind === 'sms') {
    return (
      <LoginCard title={t('sms.title')} headingId="login-sms-title" focusHeading={moved}>
        <SmsStep attempt={step.attempt} preUrl={preUrl} onRestart={() => setStep({ kind: 'choose' })} />
      </LoginCard>
    );
  }
  if (step.kind === 'staff') {
    return (
      <LoginCard title={t('staff.title')} headingId="login-staff-title" focusHeading={moved}>
        <StaffLoginForm onStarted={(attempt) => setStep({ kind: 'sms', attempt })} onBack={() => setStep({ kind: 'choose' })} />
      </LoginCard>
    );
  }
  return (
    <LoginCard title={t('chooser.title')} headingId="login-choose-title" width={720} focusHeading={moved}>
      <LoginKindOptions
        onCorporation={toProvider}
        onStaff={() => setStep({ kind: 'staff' })}
        registerHref={authConfig().providerRegisterUrl}
        onRegister={onRegister}
      />
    </LoginCard>
  );
}

export default ChoosePage;
