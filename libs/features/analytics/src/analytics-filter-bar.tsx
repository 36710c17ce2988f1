import { Button, Flex, Input, Radio, Select, Typography } from 'antd';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_MAX_DAYS } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { SITE_DIRECTORY } from '@portal/site-config';
import { QUICK_RANGES, activeQuickRange, quickRange, rangeProblem, withRange, withSite, type DayRange, type RangeProblem } from './analytics-filters';
import { analyticsText } from './text';

/** The sites by their names (the directory's Chinese names: content, not interface text). */
const SITES = SITE_DIRECTORY.map((site) => ({ value: site.code, label: site.nameZh }));

/** A site's name is marked as Chinese; 全部站点 is interface text. */
const siteLabel = ({ value, label }: { value?: unknown; label?: unknown }) => (value ? <span lang={CONTENT_LANG}>{label as string}</span> : (label as string));

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
  const t = useText(analyticsText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem({ from, to });
    setProblem(found);
    if (!found) onApply({ from, to });
  };
  const invalid = problem !== null;
  const describedBy = invalid ? errorId : undefined;

  return (
    <form onSubmit={submit} aria-label={t('filters.range')} noValidate>
      <Flex wrap align="center" gap={8}>
        <Typography.Text>{t('filters.range')}</Typography.Text>
        <Input
          type="date"
          aria-label={t('filters.from')}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          style={{ width: 150 }}
        />
        <span aria-hidden="true">{t('filters.rangeSeparator')}</span>
        <Input
          type="date"
          aria-label={t('filters.to')}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          style={{ width: 150 }}
        />
        <Button type="primary" htmlType="submit" autoInsertSpace={false}>
          {t('filters.apply')}
        </Button>
        {problem ? (
          <Typography.Text id={errorId} type="danger" role="alert">
            {t(`rangeErrors.${problem}`, { max: ANALYTICS_MAX_DAYS })}
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
  const t = useText(analyticsText);
  const siteOptions = useMemo(() => [{ value: '', label: t('filters.allSites') }, ...SITES], [t]);
  const quickOptions = useMemo(() => QUICK_RANGES.map((days) => ({ value: days, label: t(`filters.last.${days}`) })), [t]);
  return (
    <Flex wrap gap={16} align="center" role="search" aria-label={t('filters.label')}>
      <Select
        aria-label={t('filters.site')}
        showSearch={{ optionFilterProp: 'label' }}
        value={site ?? ''}
        options={siteOptions}
        optionRender={(option) => siteLabel(option.data)}
        labelRender={siteLabel}
        onChange={(value: string) => setParams(withSite(params, value || undefined))}
        style={{ width: 260 }}
      />
      <Radio.Group
        aria-label={t('filters.quick')}
        optionType="button"
        options={quickOptions}
        value={activeQuickRange(range, today) ?? null}
        onChange={(event) => apply(quickRange(event.target.value as number, today))}
      />
      <RangeFields key={`${range.from}|${range.to}`} initial={range} onApply={apply} />
    </Flex>
  );
}
