import { Select } from 'antd';
import { WALL_METRICS, WALL_METRIC_LABELS, type WallMetric } from '@portal/api-contract';
import { listOf, type BlockFieldsProps } from './block-fields';
import { BlockTitleField } from './block-title-field';
import { Field, TextField } from './field';
import { ItemRows } from './item-rows';
import { WALL_EDITOR_STRINGS } from './strings';
import type { StatsBlock } from './wall-blocks';

const S = WALL_EDITOR_STRINGS;
const MAX_ITEMS = 12;
const METRIC_OPTIONS = WALL_METRICS.map((metric) => ({ value: metric, label: WALL_METRIC_LABELS[metric] }));

type Item = StatsBlock['items'][number];

/** A new statistic: the first metric no statistic shows yet. */
const newStatistic = (items: readonly Item[]): Item => ({
  label: '',
  unit: '',
  metric: WALL_METRICS.find((metric) => !items.some((item) => item.metric === metric)) ?? 'resources',
});

/** Statistics (1–12): each a name, a unit and the metric the server computes. */
export function StatsFields(props: BlockFieldsProps<StatsBlock>) {
  return (
    <>
      <BlockTitleField {...props} />
      <ItemRows
        {...listOf(props, 'items')}
        strings={S.stats}
        max={MAX_ITEMS}
        newItem={newStatistic}
        renderItem={(item, _index, setItem, error) => (
          <>
            <TextField label={S.fields.name} required value={item.label} error={error('label')} onChange={(label) => setItem({ label })} />
            <TextField label={S.fields.unit} value={item.unit} placeholder="个" error={error('unit')} onChange={(unit) => setItem({ unit })} />
            <Field label={S.fields.metric} required error={error('metric')}>
              {(control) => (
                <Select<WallMetric>
                  id={control.id}
                  status={control.status}
                  aria-invalid={control['aria-invalid']}
                  aria-describedby={control['aria-describedby']}
                  value={item.metric}
                  options={METRIC_OPTIONS}
                  onChange={(metric) => setItem({ metric })}
                  style={{ width: '100%', maxWidth: 280 }}
                />
              )}
            </Field>
          </>
        )}
      />
    </>
  );
}
