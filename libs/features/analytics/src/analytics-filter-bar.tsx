import { Button, Flex, Input, Radio, Select, Typography } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SITE_DIRECTORY } from '@portal/site-config';
import { QUICK_RANGES, activeQuickRange, quickRange, rangeProblem, withRange, withSite, type DayRange, type RangeProblem } from './analytics-filters';
import { ANALYTICS_STRINGS } from './strings';

const F = ANALYTICS_STRINGS.filters;

const SITE_OPTIONS = [{ value: '', label: F.allSites }, ...SITE_DIRECTORY.map((site) => ({ value: site.code, label: site.nameZh }))];
const QUICK_OPTIONS = QUICK_RANGES.map((days) => ({ value: days, label: F.quickRanges[days] ?? '' }));

interface RangeFieldsProps {
  initial: DayRange;
  onApply: (range: DayRange) => void;
}

/**
 * The custom range: two days and 查询. A range the report cannot cover (incomplete, inverted, longer
 * than ANALYTICS_MAX_DAYS) is refused here, with the reason, and nothing is asked for. Remounted
 * when the URL's range changes (a quick range, back/forward), so it shows it.
 */
function RangeFields({ initial, onApply }: RangeFieldsProps) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem({ from, to });
    setProblem(found);
    if (!found) onApply({ from, to });
  };
  const invalid = problem !== null;
  const describedBy = invalid ? errorId : undefined;

  return (
    <form onSubmit={submit} aria-label={F.range} noValidate>
      <Flex wrap align="center" gap={8}>
        <Typography.Text>{F.range}</Typography.Text>
        <Input
          type="date"
          aria-label={F.from}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          style={{ width: 150 }}
        />
        <span aria-hidden="true">{F.rangeSeparator}</span>
        <Input
          type="date"
          aria-label={F.to}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          style={{ width: 150 }}
        />
        <Button type="primary" htmlType="submit" autoInsertSpace={false}>
          {F.apply}
        </Button>
        {problem ? (
          <Typography.Text id={errorId} type="danger" role="alert">
            {ANALYTICS_STRINGS.rangeErrors[problem]}
          </Typography.Text>
        ) : null}
      </Flex>
    </form>
  );
}

export interface AnalyticsFilterBarProps {
  /** The range the page shows (the URL's, or the default). */
  range: DayRange;
  site: string | undefined;
  /** Today in Beijing, where the quick ranges end. */
  today: string;
}

/**
 * The analytics page's filters, all kept in the URL (`?from=&to=&site=`): the site (or every site),
 * a quick range ending today (近7天, 近30天, 近90天) and a custom range of days.
 */
export function AnalyticsFilterBar({ range, site, today }: AnalyticsFilterBarProps) {
  const [params, setParams] = useSearchParams();
  const apply = (next: DayRange) => setParams(withRange(params, next));
  return (
    <Flex wrap gap={16} align="center" role="search" aria-label={F.label}>
      <Select
        aria-label={F.site}
        showSearch={{ optionFilterProp: 'label' }}
        value={site ?? ''}
        options={SITE_OPTIONS}
        onChange={(value: string) => setParams(withSite(params, value || undefined))}
        style={{ width: 260 }}
      />
      <Radio.Group
        aria-label={F.quick}
        optionType="button"
        options={QUICK_OPTIONS}
        value={activeQuickRange(range, today) ?? null}
        onChange={(event) => apply(quickRange(event.target.value as number, today))}
      />
      <RangeFields key={`${range.from}|${range.to}`} initial={range} onApply={apply} />
    </Flex>
  );
}
