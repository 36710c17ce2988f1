import type { ReactNode } from 'react';
import { LoadFailed } from '../listing/load-failed';
import { ButtonLink } from '../plain/button';
import { PlainResult } from '../plain/surfaces';

// Issue 13: status pages are drawn without antd's code (they show before any page chunk loads).

function HomeButton({ label = '返回首页', href = '/home' }: { label?: string; href?: string }) {
  return (
    <ButtonLink type="primary" to={href}>
      {label}
    </ButtonLink>
  );
}

/** Spec §2 /403. */
export function ForbiddenPage() {
  return <PlainResult status="info" title="403" subTitle="抱歉，您没有权限访问此页面。" extra={<HomeButton />} />;
}

/** Spec §2 /404 and the catch-all; also shown for server code 4011 (spec §8). */
export function NotFoundPage() {
  return <PlainResult status="info" title="404" subTitle="抱歉，您访问的页面不存在或已被删除。" extra={<HomeButton />} />;
}

export interface ServiceUnavailablePageProps {
  /** Who is not offering the service yet, e.g. 南京市. */
  regionName?: string;
  /** Where the visitor can go instead (the provincial portal). */
  action?: ReactNode;
}

/** Spec §2: city pages show a service-unavailable page until the city goes live. */
export function ServiceUnavailablePage({ regionName, action }: ServiceUnavailablePageProps) {
  return (
    <PlainResult status="warning" title="服务暂未开通" subTitle={`${regionName ? `${regionName}` : '本站'}的此项服务暂未开通，敬请期待。`} extra={action} />
  );
}

export interface PlaceholderPageProps {
  title: string;
}

/** Honest placeholder for a page whose feature is not built yet: no fake data. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return <PlainResult status="info" title={title} subTitle="该功能正在建设中，暂未开放，请稍后访问。" extra={<HomeButton />} />;
}

export interface LoaderErrorPageProps {
  /** Retries loading the page. */
  onRetry: () => void;
}

/** Spec §8: chunk and stylesheet chunk load failures produce a generic loader error. */
export function LoaderErrorPage({ onRetry }: LoaderErrorPageProps) {
  return (
    <LoadFailed
      status="error"
      title="页面加载失败"
      subTitle="页面资源未能加载，可能是网络不稳定或平台刚刚更新。请检查网络后重试。"
      retryLabel="重新加载"
      onRetry={onRetry}
    />
  );
}

/** A page that failed while running (a bug, not a load failure). */
export function PageErrorPage({ onRetry }: LoaderErrorPageProps) {
  return (
    <LoadFailed
      status="error"
      title="页面出错了"
      subTitle="页面运行时发生错误，请刷新后重试。如果问题持续存在，请联系平台运维人员。"
      retryLabel="刷新页面"
      onRetry={onRetry}
    />
  );
}
