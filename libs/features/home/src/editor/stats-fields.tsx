import { PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { WALL_METRICS, WALL_METRIC_LABELS, type WallMetric } from '@portal/api-contract';
import type { BlockFieldsProps } from './block-fields';
import { Field, ListError, RowGroup, TextField } from './field';
import { WALL_EDITOR_STRINGS } from './strings';
import { removeItem, replaceItem, type StatsBlock } from './wall-blocks';
import { fieldKey } from './wall-validation';

const S = WALL_EDITOR_STRINGS;
const MAX_ITEMS = 12;
const METRIC_OPTIONS = WALL_METRICS.map((metric) => ({ value: metric, label: WALL_METRIC_LABELS[metric] }));

type Item = StatsBlock['items'][number];

/** Statistics (1–12): each a name, a unit and the metric the server computes. */
export function StatsFields({ block, issues, onChange }: BlockFieldsProps<StatsBlock>) {
  const error = (index: number, field: keyof Item) => issues[fieldKey(block.id, 'items', index, field)];
  const setItem = (index: number, patch: Partial<Item>) => {
    onChange((current) => {
      const item = current.items[index];
      return item ? { ...current, items: replaceItem(current.items, index, { ...item, ...patch }) } : current;
    });
  };
  const unused = WALL_METRICS.find((metric) => !block.items.some((item) => item.metric === metric)) ?? 'resources';
  return (
    <>
      <TextField
        label={S.fields.blockTitle}
        required
        value={block.title}
        error={issues[fieldKey(block.id, 'title')]}
        onChange={(title) => onChange((current) => ({ ...current, title }))}
      />
      {block.items.map((item, index) => (
        <RowGroup
          key={index}
          legend={S.stats.item(index + 1)}
          actions={
            <Button
              danger
              size="small"
              autoInsertSpace={false}
              disabled={block.items.length <= 1}
              onClick={() => onChange((current) => ({ ...current, items: removeItem(current.items, index) }))}
            >
              {S.stats.removeItem}
            </Button>
          }
        >
          <TextField label={S.fields.name} required value={item.label} error={error(index, 'label')} onChange={(label) => setItem(index, { label })} />
          <TextField label={S.fields.unit} value={item.unit} placeholder="个" error={error(index, 'unit')} onChange={(unit) => setItem(index, { unit })} />
          <Field label={S.fields.metric} required error={error(index, 'metric')}>
            {(control) => (
              <Select<WallMetric>
                id={control.id}
                status={control.status}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                value={item.metric}
                options={METRIC_OPTIONS}
                onChange={(metric) => setItem(index, { metric })}
                style={{ width: '100%', maxWidth: 280 }}
              />
            )}
          </Field>
        </RowGroup>
      ))}
      <ListError message={issues[fieldKey(block.id, 'items')]} />
      <Button
        icon={<PlusOutlined aria-hidden />}
        autoInsertSpace={false}
        disabled={block.items.length >= MAX_ITEMS}
        onClick={() => onChange((current) => ({ ...current, items: [...current.items, { label: '', unit: '', metric: unused }] }))}
      >
        {S.stats.addItem}
      </Button>
    </>
  );
}
