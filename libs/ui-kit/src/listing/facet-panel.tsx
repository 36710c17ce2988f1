import { CONTENT_LANG } from '@portal/i18n';
import { useText } from '@portal/i18n';
import { uiText } from '../text';
import { PlainSkeleton } from '../plain/surfaces';
import { useId } from 'react';
import { formatThousands } from '@portal/util';
import { PlainButton } from '../plain/button';
import { PlainFlex } from '../plain/layout';
import { PlainRadioGroup } from '../plain/radio';
import { PlainText } from '../plain/typography';

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
  /** The buckets are named by the server (domains, departments): content, marked Chinese (issue 19). */
  contentLabels?: boolean;
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
const SKELETON_WIDTHS = ['40%', '80%', '70%', '60%'];

function FacetRadios<K extends string>({
  group,
  value,
  onChange,
  allLabel,
}: {
  group: FacetGroup<K>;
  value: string | undefined;
  onChange: FacetPanelProps<K>['onChange'];
  allLabel: string;
}) {
  const legendId = useId();
  // A chosen value the counts no longer list (a stale link) stays visible, so it can be unchosen.
  const buckets = value && !group.buckets.some((bucket) => bucket.value === value) ? [...group.buckets, { value, label: value, count: 0 }] : group.buckets;
  return (
    <fieldset aria-labelledby={legendId} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend id={legendId} style={{ padding: 0, marginBottom: 8 }}>
        <PlainText strong>{group.label}</PlainText>
      </legend>
      <PlainRadioGroup
        name={`facet-${group.key}`}
        value={value ?? ALL}
        onChange={(next) => onChange(group.key, next || undefined)}
        style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 264, overflowY: 'auto' }}
        options={[
          { value: ALL, label: allLabel },
          ...buckets.map((bucket) => ({
            value: bucket.value,
            label: (
              <>
                <span lang={group.contentLabels ? CONTENT_LANG : undefined}>{bucket.label}</span>{' '}
                <PlainText type="secondary" data-facet-count>
                  ({formatThousands(bucket.count)})
                </PlainText>
              </>
            ),
          })),
        ]}
      />
    </fieldset>
  );
}

/**
 * The facets of a catalogue list (spec §2 /dataResource, /dataProduct): one radio
 * group per facet with its count (spec §5 thousands separators). The server counts
 * each facet over the rows matching every other filter, so a count is what
 * choosing it would give.
 */
export function FacetPanel<K extends string>({
  groups,
  selected,
  onChange,
  onClear,
  busy = false,
  skeletonGroups = 3,
  allLabel,
  clearLabel,
}: FacetPanelProps<K>) {
  const t = useText(uiText);
  allLabel ??= t('common.all');
  clearLabel ??= t('common.clearFilters');
  const anySelected = Boolean(groups?.some((group) => selected[group.key]));
  return (
    <PlainFlex vertical gap={20} aria-busy={busy || !groups} style={{ opacity: busy ? 0.6 : 1 }}>
      {groups
        ? groups.map((group) => <FacetRadios key={group.key} group={group} value={selected[group.key]} onChange={onChange} allLabel={allLabel} />)
        : Array.from({ length: skeletonGroups }, (_, index) => <PlainSkeleton key={index} widths={SKELETON_WIDTHS} />)}
      {anySelected && onClear ? (
        <PlainButton onClick={onClear} block>
          {clearLabel}
        </PlainButton>
      ) : null}
    </PlainFlex>
  );
}
