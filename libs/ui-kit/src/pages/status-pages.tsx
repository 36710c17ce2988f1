import { useText } from '@portal/i18n';
import { uiText } from '../text';
import type { ReactNode } from 'react';
import { LoadFailed } from '../listing/load-failed';
import { ButtonLink } from '../plain/button';
import { PlainResult } from '../plain/surfaces';

// Issue 13: status pages are drawn without antd's code (they show before any page chunk loads).

function HomeButton({ label, href = '/home' }: { label?: string; href?: string }) {
  const t = useText(uiText);
  return (
    <ButtonLink type="primary" to={href}>
      {label ?? t('status.backHome')}
    </ButtonLink>
  );
}

/** Spec §2 /403. */
export function ForbiddenPage() {
  const t = useText(uiText);
  return <PlainResult level={1} status="info" title="403" subTitle={t('status.forbidden')} extra={<HomeButton />} />;
}

/** Spec §2 /404 and the catch-all; also shown for server code 4011 (spec §8). */
export function NotFoundPage() {
  const t = useText(uiText);
  return <PlainResult level={1} status="info" title="404" subTitle={t('status.notFound')} extra={<HomeButton />} />;
}

export interface ServiceUnavailablePageProps {
  /** Who is not offering the service yet, e.g. 南京市. */
  regionName?: string;
  /** Where the visitor can go instead (the provincial portal). */
  action?: ReactNode;
}

/** Spec §2: city pages show a service-unavailable page until the city goes live. */
export function ServiceUnavailablePage({ regionName, action }: ServiceUnavailablePageProps) {
  const t = useText(uiText);
  return (
    <PlainResult
      level={1}
      status="warning"
      title={t('status.unavailableTitle')}
      subTitle={t('status.unavailable', { region: regionName || t('status.thisSite') })}
      extra={action}
    />
  );
}

export interface PlaceholderPageProps {
  title: string;
}

/** Honest placeholder for a page whose feature is not built yet: no fake data. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  const t = useText(uiText);
  return <PlainResult level={1} status="info" title={title} subTitle={t('status.building')} extra={<HomeButton />} />;
}

export interface LoaderErrorPageProps {
  /** Retries loading the page. */
  onRetry: () => void;
}

/** Spec §8: chunk and stylesheet chunk load failures produce a generic loader error. */
export function LoaderErrorPage({ onRetry }: LoaderErrorPageProps) {
  const t = useText(uiText);
  return <LoadFailed status="error" title={t('status.chunkTitle')} subTitle={t('status.chunk')} retryLabel={t('common.retry')} onRetry={onRetry} />;
}

/** A page that failed while running (a bug, not a load failure). */
export function PageErrorPage({ onRetry }: LoaderErrorPageProps) {
  const t = useText(uiText);
  return <LoadFailed status="error" title={t('status.crashTitle')} subTitle={t('status.crash')} retryLabel={t('status.reload')} onRetry={onRetry} />;
}
