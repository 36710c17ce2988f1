import type { ReactNode } from 'react';
import { APP_KEY_HEADER, type ResourceDelivery } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { PlainParagraph, PlainSectionCard } from '@portal/ui-kit';
import { deliveryText } from '../delivery-text';
import { DistributionTable } from './distribution-table';
import { InlineFailure, SectionLoading } from './section-states';

export interface DeliverySectionProps {
  /** What the resource offers; undefined while it loads or when it failed. */
  delivery: ResourceDelivery | undefined;
  /** The resource's rows (a file with fewer is a sample). */
  recordCount: number;
  /** The delivery did not load (the client has reported why). */
  failed?: boolean;
  onRetry?: () => void;
  /**
   * Slot for the way to apply for conditional data (有条件开放), shown under its explanation: the
   * resource page fills it with a plain link to the workspace's application (issue 22).
   */
  applyAction?: ReactNode;
}

function AccessNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="resource-access-note">
      <PlainParagraph className="resource-access-title">{title}</PlainParagraph>
      {children}
    </div>
  );
}

/** 数据获取 (issue 22): an open resource's files, how conditional data is used, or why nothing is offered. */
export function DeliverySection({ delivery, recordCount, failed = false, onRetry = () => undefined, applyAction }: DeliverySectionProps) {
  const t = useText(deliveryText);
  let body: ReactNode;
  if (delivery?.access === 'open') body = <DistributionTable distributions={delivery.distributions} recordCount={recordCount} />;
  else if (delivery?.access === 'authorized') {
    body = (
      <AccessNote title={t('authorized.title')}>
        <PlainParagraph>{t('authorized.body', { header: APP_KEY_HEADER })}</PlainParagraph>
        {applyAction ? <div className="resource-apply">{applyAction}</div> : null}
      </AccessNote>
    );
  } else if (delivery?.access === 'none') {
    body = (
      <AccessNote title={t('closed.title')}>
        <PlainParagraph>{t('closed.body')}</PlainParagraph>
      </AccessNote>
    );
  } else if (failed) body = <InlineFailure title={t('delivery.failed')} retryLabel={t('delivery.retry')} onRetry={onRetry} />;
  else body = <SectionLoading label={t('delivery.loading')} rows={2} />;
  return <PlainSectionCard title={t('delivery.title')}>{body}</PlainSectionCard>;
}
