import { Select } from 'antd';
import { WALL_METRICS, type WallMetric } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import { listOf, type BlockFieldsProps } from './block-fields';
import { BlockTitleField } from './block-title-field';
import { Field, TextField } from './field';
import { ItemRows, rowStrings } from './item-rows';
import type { StatsBlock } from './wall-blocks';

const MAX_ITEMS = 12;

type Item = StatsBlock['items'][number];

/** A new statistic: the first metric no statistic shows yet. */
const newStatistic = (items: readonly Item[]): Item => ({
  label: '',
  unit: '',
  metric: WALL_METRICS.find((metric) => !items.some((item) => item.metric === metric)) ?? 'resources',
});

/** Statistics (1–12): each a name, a unit and the metric the server computes. */
export function StatsFields(props: BlockFieldsProps<StatsBlock>) {
  const t = useText(homeEditorText);
  const metricOptions = WALL_METRICS.map((metric) => ({ value: metric, label: t(`editor.metric.${metric}`) }));
  return (
    <>
      <BlockTitleField {...props} />
      <ItemRows
        {...listOf(props, 'items')}
        strings={rowStrings(t, 'stats')}
        max={MAX_ITEMS}
        newItem={newStatistic}
        renderItem={(item, _index, setItem, error) => (
          <>
            <TextField label={t('editor.fields.name')} required value={item.label} error={error('label')} onChange={(label) => setItem({ label })} />
            <TextField
              label={t('editor.fields.unit')}
              value={item.unit}
              placeholder={t('editor.fields.unitPlaceholder')}
              error={error('unit')}
              onChange={(unit) => setItem({ unit })}
            />
            <Field label={t('editor.fields.metric')} required error={error('metric')}>
              {(control) => (
                <Select<WallMetric>
                  id={control.id}
                  status={control.status}
                  aria-invalid={control['aria-invalid']}
                  aria-describedby={control['aria-describedby']}
                  value={item.metric}
                  options={metricOptions}
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
