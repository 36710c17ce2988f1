import { Link, type LinkProps } from 'react-router-dom';
import type { CallSummary } from '@portal/api-contract';
import { ListView, MetaItem, PlainCard, PlainParagraph, PlainTitle, type ListViewProps } from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { callsText } from '../text';
import { CallStatusTag, DeadlineCountdown } from './call-status';
import '../calls.css';

export interface CallListProps extends Pick<ListViewProps<CallSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The link that opens a call (`/applylist?…&id=…`, issue 5). */
  linkTo: (id: string) => Pick<LinkProps, 'to' | 'state'>;
  /** The clock for countdowns (stories and tests pin it). */
  now?: Date | number;
}

function CallCard({ item, linkTo, now }: { item: CallSummary; linkTo: CallListProps['linkTo']; now?: Date | number }) {
  const t = useText(callsText);
  return (
    <PlainCard className="call-card">
      <div className="call-card-head">
        <CallStatusTag status={item.status} />
        <PlainTitle level={2} className="call-card-title" lang={CONTENT_LANG}>
          <Link {...linkTo(item.id)}>{item.title}</Link>
        </PlainTitle>
        <DeadlineCountdown status={item.status} deadline={item.deadline} now={now} />
      </div>
      {item.summary ? (
        // antd's two-line ellipsis (Typography ellipsis rows 2), by CSS line clamping.
        <PlainParagraph className="ant-typography-secondary ant-typography-ellipsis ant-typography-ellipsis-multiple-line call-summary" lang={CONTENT_LANG}>
          {item.summary}
        </PlainParagraph>
      ) : null}
      <div className="call-meta">
        <MetaItem label={t('list.organiser')}>
          <span lang={CONTENT_LANG}>{item.organiser}</span>
        </MetaItem>
        <MetaItem label={t('list.deadline')}>{formatDay(item.deadline)}</MetaItem>
        <MetaItem label={t('list.responses')}>{formatThousands(item.responseCount)}</MetaItem>
      </div>
    </PlainCard>
  );
}

/** The rows of spec §2 /applylist: skeleton while loading, failure, empty state, or cards with countdowns. */
export function CallList({ linkTo, now, ...rest }: CallListProps) {
  const t = useText(callsText);
  return (
    <ListView
      {...rest}
      label={t('list.label')}
      loadingLabel={t('list.loading')}
      emptyText={t('list.empty')}
      clearLabel={t('list.clear')}
      itemKey={(item) => item.id}
      renderItem={(item) => <CallCard item={item} linkTo={linkTo} now={now} />}
    />
  );
}
