import { Card, Flex, Typography } from 'antd';
import { Link, type LinkProps } from 'react-router-dom';
import type { CallSummary } from '@portal/api-contract';
import { ListView, MetaItem, type ListViewProps } from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { CALL_STRINGS } from '../strings';
import { CallStatusTag, DeadlineCountdown } from './call-status';

export interface CallListProps extends Pick<ListViewProps<CallSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The link that opens a call (`/applylist?…&id=…`, issue 5). */
  linkTo: (id: string) => Pick<LinkProps, 'to' | 'state'>;
  /** The clock for countdowns (stories and tests pin it). */
  now?: Date | number;
}

function CallCard({ item, linkTo, now }: { item: CallSummary; linkTo: CallListProps['linkTo']; now?: Date | number }) {
  const S = CALL_STRINGS.list;
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          <CallStatusTag status={item.status} />
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
            <Link {...linkTo(item.id)}>{item.title}</Link>
          </Typography.Title>
          <DeadlineCountdown status={item.status} deadline={item.deadline} now={now} />
        </Flex>
        {item.summary ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {item.summary}
          </Typography.Paragraph>
        ) : null}
        <Flex gap="4px 20px" wrap>
          <MetaItem label={S.organiser}>{item.organiser}</MetaItem>
          <MetaItem label={S.deadline}>{formatDay(item.deadline)}</MetaItem>
          <MetaItem label={S.responses}>{formatThousands(item.responseCount)}</MetaItem>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The rows of spec §2 /applylist: skeleton while loading, failure, empty state, or cards with countdowns. */
export function CallList({ linkTo, now, ...rest }: CallListProps) {
  const S = CALL_STRINGS.list;
  return (
    <ListView
      {...rest}
      label={S.label}
      loadingLabel={S.loading}
      emptyText={S.empty}
      clearLabel={S.clear}
      itemKey={(item) => item.id}
      renderItem={(item) => <CallCard item={item} linkTo={linkTo} now={now} />}
    />
  );
}
