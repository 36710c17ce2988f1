import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_RESULTS } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { administrationText, type AdministrationText } from '../text';
import {
  AUDIT_DEFAULT_PAGE_SIZE,
  AUDIT_FILTER_KEYS,
  AUDIT_TEXT_MAX,
  auditFiltersFromParams,
  auditFiltersToParams,
  withAuditFilters,
  type AuditFilterValues,
} from './audit-filters';
import { actionLabel } from './audit-format';
import { auditQueries } from './audit-queries';
import { AUDIT_ACTIONS, AUDIT_ACTION_GROUPS } from './audit-vocabulary';

/** The action select's options: each group's prefix first (全部登录操作), then the group's actions. */
export function actionOptions(t: AdministrationText) {
  return AUDIT_ACTION_GROUPS.map((group) => {
    const label = t(`audit.group.${group.key}`);
    return {
      label,
      title: label,
      options: [
        { value: group.prefix, label: t('audit.filters.allOfGroup', { group: label }) },
        ...AUDIT_ACTIONS.filter((action) => action.startsWith(group.prefix)).map((action) => ({ value: action, label: actionLabel(action, t) })),
      ],
    };
  });
}

const resultOptions = (t: AdministrationText) => AUDIT_RESULTS.map((result) => ({ value: result, label: t(`audit.result.${result}`) }));

interface FieldsProps {
  initial: AuditFilterValues;
  onSearch: (values: AuditFilterValues) => void;
}

/** The form itself; remounted when the URL's filters change (back/forward), so it shows them. */
function AuditFilterFields({ initial, onSearch }: FieldsProps) {
  const t = useText(administrationText);
  const [form] = Form.useForm<AuditFilterValues>();
  const actions = useMemo(() => actionOptions(t), [t]);
  const results = useMemo(() => resultOptions(t), [t]);
  const from = Form.useWatch('from', form);
  const to = Form.useWatch('to', form);
  const empty = Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, undefined])) as AuditFilterValues;

  return (
    <Form<AuditFilterValues>
      form={form}
      name="auditFilters"
      layout="inline"
      role="search"
      aria-label={t('audit.filters.label')}
      initialValues={initial}
      onFinish={onSearch}
      style={{ rowGap: 12 }}
    >
      <Form.Item name="actor" label={t('audit.filters.actor')}>
        <Input allowClear maxLength={AUDIT_TEXT_MAX} placeholder={t('audit.filters.actorPlaceholder')} style={{ width: 160, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item name="action" label={t('audit.filters.action')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={actions}
          placeholder={t('audit.filters.actionPlaceholder')}
          style={{ width: 200, maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item name="target" label={t('audit.filters.target')}>
        <Input allowClear maxLength={AUDIT_TEXT_MAX} placeholder={t('audit.filters.targetPlaceholder')} style={{ width: 160, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item name="result" label={t('audit.filters.result')}>
        <Select allowClear options={results} placeholder={t('audit.filters.resultPlaceholder')} style={{ width: 120, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item label={t('audit.filters.range')} style={{ maxWidth: '100%' }}>
        {/* Issue 19: at 320 px the two dates wrap instead of pushing the page sideways. */}
        <Flex role="group" aria-label={t('audit.filters.range')} align="center" gap={4} wrap>
          <Form.Item name="from" noStyle>
            <Input type="date" aria-label={t('audit.filters.from')} max={to || undefined} style={{ width: 150, maxWidth: '100%' }} />
          </Form.Item>
          <span aria-hidden="true">{t('audit.filters.rangeSeparator')}</span>
          <Form.Item name="to" noStyle>
            <Input type="date" aria-label={t('audit.filters.to')} min={from || undefined} style={{ width: 150, maxWidth: '100%' }} />
          </Form.Item>
        </Flex>
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" autoInsertSpace={false}>
            {t('audit.filters.search')}
          </Button>
          <Button
            autoInsertSpace={false}
            onClick={() => {
              form.setFieldsValue(empty);
              onSearch(empty);
            }}
          >
            {t('audit.filters.reset')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}

/**
 * The audit log's query form (Ant Design Pro's query filter): 查询 writes the filters to the URL and
 * goes back to page 1; 查询 with unchanged filters fetches the newest records; 重置 clears them.
 */
export function AuditFilterForm() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const filters = auditFiltersFromParams(params);
  const { page: _page, pageSize: _pageSize, ...initial } = filters;
  const key = auditFiltersToParams({ ...filters, page: 1, pageSize: AUDIT_DEFAULT_PAGE_SIZE }).toString();

  const search = (values: AuditFilterValues) => {
    const next = withAuditFilters(params, values);
    if (next.toString() === params.toString()) void queryClient.refetchQueries({ queryKey: auditQueries.list(filters).queryKey });
    else setParams(next);
  };

  return <AuditFilterFields key={key} initial={initial} onSearch={search} />;
}
