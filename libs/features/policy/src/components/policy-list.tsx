import { Link, type LinkProps } from 'react-router-dom';
import type { PolicySummary } from '@portal/api-contract';
import { ListView, MetaItem, PlainCard, PlainParagraph, PlainTitle, type ListViewProps } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { policyText } from '../text';
import { PolicyLevelTag } from './policy-level-tag';
import '../policy.css';

export interface PolicyListProps extends Pick<ListViewProps<PolicySummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The link that opens a policy's full text (`/policy?…&id=…`, issue 5). */
  linkTo: (id: string) => Pick<LinkProps, 'to' | 'state'>;
}

function PolicyCard({ item, linkTo }: { item: PolicySummary; linkTo: PolicyListProps['linkTo'] }) {
  const t = useText(policyText);
  return (
    <PlainCard className="policy-card">
      <div className="policy-card-head">
        <PolicyLevelTag level={item.level} />
        <PlainTitle level={2} className="policy-card-title" lang={CONTENT_LANG}>
          <Link {...linkTo(item.id)}>{item.title}</Link>
        </PlainTitle>
      </div>
      {item.summary ? (
        // antd's two-line ellipsis (Typography ellipsis rows 2), by CSS line clamping.
        <PlainParagraph className="ant-typography-secondary ant-typography-ellipsis ant-typography-ellipsis-multiple-line policy-summary" lang={CONTENT_LANG}>
          {item.summary}
        </PlainParagraph>
      ) : null}
      <div className="policy-meta">
        <MetaItem label={t('list.issuer')}>
          <span lang={CONTENT_LANG}>{item.issuer}</span>
        </MetaItem>
        <MetaItem label={t('list.docNumber')}>
          <span lang={CONTENT_LANG}>{item.docNumber}</span>
        </MetaItem>
        <MetaItem label={t('list.issued')}>{formatDay(item.issuedAt)}</MetaItem>
      </div>
    </PlainCard>
  );
}

/** The rows of spec §2 /policy: skeleton while loading, failure, empty state, or cards. */
export function PolicyList({ linkTo, ...rest }: PolicyListProps) {
  const t = useText(policyText);
  return (
    <ListView
      {...rest}
      label={t('list.label')}
      loadingLabel={t('list.loading')}
      emptyText={t('list.empty')}
      clearLabel={t('list.clear')}
      itemKey={(item) => item.id}
      renderItem={(item) => <PolicyCard item={item} linkTo={linkTo} />}
    />
  );
}
