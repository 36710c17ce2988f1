import { Button, Flex, Radio, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { formatThousands } from '@portal/util';

export interface FacetBucket {
  value: string;
  label: string;
  count: number;
}

export interface FacetGroup<K extends string = string> {
  key: K;
  /** The group's legend, e.g. 数据领域. */
  label: string;
  buckets: FacetBucket[];
}

export interface FacetPanelProps<K extends string = string> {
  /** The groups with their bucket counts; undefined while the first page loads. */
  groups: FacetGroup<K>[] | undefined;
  selected: Partial<Record<K, string | undefined>>;
  onChange: (key: K, value: string | undefined) => void;
  /** Offered when any facet is chosen. */
  onClear?: () => void;
  /** Counts are being refreshed for a new choice. */
  busy?: boolean;
  /** Skeleton groups while loading. */
  skeletonGroups?: number;
  allLabel?: string;
  clearLabel?: string;
}

const ALL = '';

function FacetRadios<K extends string>({ group, value, onChange, allLabel }: { group: FacetGroup<K>; value: string | undefined; onChange: FacetPanelProps<K>['onChange']; allLabel: string }) {
  const legendId = useId();
  // A chosen value the counts no longer list (a stale link) stays visible, so it can be unchosen.
  const buckets = value && !group.buckets.some((bucket) => bucket.value === value) ? [...group.buckets, { value, label: value, count: 0 }] : group.buckets;
  return (
    <fieldset aria-labelledby={legendId} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend id={legendId} style={{ padding: 0, marginBottom: 8 }}>
        <Typography.Text strong>{group.label}</Typography.Text>
      </legend>
      <Radio.Group
        name={`facet-${group.key}`}
        value={value ?? ALL}
        onChange={(event) => onChange(group.key, (event.target.value as string) || undefined)}
        style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 264, overflowY: 'auto' }}
      >
        <Radio value={ALL}>{allLabel}</Radio>
        {buckets.map((bucket) => (
          <Radio key={bucket.value} value={bucket.value}>
            {bucket.label}{' '}
            <Typography.Text type="secondary" data-facet-count>
              ({formatThousands(bucket.count)})
            </Typography.Text>
          </Radio>
        ))}
      </Radio.Group>
    </fieldset>
  );
}

/**
 * The facets of a catalogue list (spec §2 /dataResource, /dataProduct): one radio
 * group per facet with its count (spec §5 thousands separators). The server counts
 * each facet over the rows matching every other filter, so a count is what
 * choosing it would give.
 */
export function FacetPanel<K extends string>({ groups, selected, onChange, onClear, busy = false, skeletonGroups = 3, allLabel = '全部', clearLabel = '清除筛选' }: FacetPanelProps<K>) {
  const anySelected = Boolean(groups?.some((group) => selected[group.key]));
  return (
    <Flex vertical gap={20} aria-busy={busy || !groups} style={{ opacity: busy ? 0.6 : 1 }}>
      {groups
        ? groups.map((group) => <FacetRadios key={group.key} group={group} value={selected[group.key]} onChange={onChange} allLabel={allLabel} />)
        : Array.from({ length: skeletonGroups }, (_, index) => <Skeleton key={index} active title={false} paragraph={{ rows: 4, width: ['40%', '80%', '70%', '60%'] }} />)}
      {anySelected && onClear ? (
        <Button onClick={onClear} block>
          {clearLabel}
        </Button>
      ) : null}
    </Flex>
  );
}
