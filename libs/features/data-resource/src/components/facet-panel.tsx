import { Button, Flex, Radio, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import type { ResourceListData } from '@portal/api-contract';
import { formatThousands } from '@portal/util';
import { FACET_KEYS, type FacetKey } from '../hooks/resource-filters';
import { RESOURCE_STRINGS } from '../strings';

export type ResourceFacets = ResourceListData['facets'];

export interface FacetPanelProps {
  /** Bucket counts of the current list; undefined while the first page loads. */
  facets: ResourceFacets | undefined;
  selected: Partial<Record<FacetKey, string | undefined>>;
  onChange: (key: FacetKey, value: string | undefined) => void;
  /** Shown when any facet is chosen. */
  onClear?: () => void;
  /** Counts are being refreshed for a new choice. */
  busy?: boolean;
}

const ALL = '';

function FacetGroup({ facet, buckets, value, onChange }: { facet: FacetKey; buckets: ResourceFacets[FacetKey]; value: string | undefined; onChange: FacetPanelProps['onChange'] }) {
  const legendId = useId();
  // A chosen value the counts no longer list (a stale link) stays visible, so it can be unchosen.
  const options = value && !buckets.some((bucket) => bucket.value === value) ? [...buckets, { value, label: value, count: 0 }] : buckets;
  return (
    <fieldset aria-labelledby={legendId} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend id={legendId} style={{ padding: 0, marginBottom: 8 }}>
        <Typography.Text strong>{RESOURCE_STRINGS.facets[facet]}</Typography.Text>
      </legend>
      <Radio.Group
        name={`facet-${facet}`}
        value={value ?? ALL}
        onChange={(event) => onChange(facet, (event.target.value as string) || undefined)}
        style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 264, overflowY: 'auto' }}
      >
        <Radio value={ALL}>{RESOURCE_STRINGS.facets.all}</Radio>
        {options.map((bucket) => (
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
 * The facets of spec §2 /dataResource. Each facet counts the rows matching every
 * other filter (the contract's rule), so a count is what choosing it would give.
 */
export function FacetPanel({ facets, selected, onChange, onClear, busy = false }: FacetPanelProps) {
  const anySelected = FACET_KEYS.some((key) => Boolean(selected[key]));
  return (
    <Flex vertical gap={20} aria-busy={busy || !facets} style={{ opacity: busy ? 0.6 : 1 }}>
      {facets
        ? FACET_KEYS.map((key) => <FacetGroup key={key} facet={key} buckets={facets[key]} value={selected[key]} onChange={onChange} />)
        : FACET_KEYS.map((key) => <Skeleton key={key} active title={false} paragraph={{ rows: 4, width: ['40%', '80%', '70%', '60%'] }} />)}
      {anySelected && onClear ? (
        <Button onClick={onClear} block>
          {RESOURCE_STRINGS.facets.clear}
        </Button>
      ) : null}
    </Flex>
  );
}
