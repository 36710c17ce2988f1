import { Card, Flex, Typography } from 'antd';
import { Link, type LinkProps } from 'react-router-dom';
import type { PolicySummary } from '@portal/api-contract';
import { ListView, MetaItem, type ListViewProps } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { POLICY_STRINGS } from '../strings';
import { PolicyLevelTag } from './policy-level-tag';

export interface PolicyListProps extends Pick<ListViewProps<PolicySummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The link that opens a policy's full text (`/policy?…&id=…`, issue 5). */
  linkTo: (id: string) => Pick<LinkProps, 'to' | 'state'>;
}

function PolicyCard({ item, linkTo }: { item: PolicySummary; linkTo: PolicyListProps['linkTo'] }) {
  const S = POLICY_STRINGS.list;
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          <PolicyLevelTag level={item.level} />
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
            <Link {...linkTo(item.id)}>{item.title}</Link>
          </Typography.Title>
        </Flex>
        {item.summary ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {item.summary}
          </Typography.Paragraph>
        ) : null}
        <Flex gap="4px 20px" wrap>
          <MetaItem label={S.issuer}>{item.issuer}</MetaItem>
          <MetaItem label={S.docNumber}>{item.docNumber}</MetaItem>
          <MetaItem label={S.issued}>{formatDay(item.issuedAt)}</MetaItem>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The rows of spec §2 /policy: skeleton while loading, failure, empty state, or cards. */
export function PolicyList({ linkTo, ...rest }: PolicyListProps) {
  const S = POLICY_STRINGS.list;
  return (
    <ListView
      {...rest}
      label={S.label}
      loadingLabel={S.loading}
      emptyText={S.empty}
      clearLabel={S.clear}
      itemKey={(item) => item.id}
      renderItem={(item) => <PolicyCard item={item} linkTo={linkTo} />}
    />
  );
}
