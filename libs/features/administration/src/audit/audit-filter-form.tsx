import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_RESULTS } from '@portal/api-contract';
import {
  AUDIT_DEFAULT_PAGE_SIZE,
  AUDIT_FILTER_KEYS,
  AUDIT_TEXT_MAX,
  auditFiltersFromParams,
  auditFiltersToParams,
  withAuditFilters,
  type AuditFilterValues,
} from './audit-filters';
import { auditQueries } from './audit-queries';
import { AUDIT_STRINGS } from './strings';

const F = AUDIT_STRINGS.filters;

/** The action select's options: each group's prefix first (全部登录操作), then the group's actions. */
export const ACTION_OPTIONS = AUDIT_STRINGS.actionGroups.map((group) => ({
  label: group.label,
  title: group.label,
  options: [
    { value: group.prefix, label: AUDIT_STRINGS.allOfGroup(group.label) },
    ...Object.entries(AUDIT_STRINGS.actions)
      .filter(([action]) => action.startsWith(group.prefix))
      .map(([action, label]) => ({ value: action, label })),
  ],
}));

const RESULT_OPTIONS = AUDIT_RESULTS.map((result) => ({ value: result, label: AUDIT_STRINGS.results[result] }));

interface FieldsProps {
  initial: AuditFilterValues;
  onSearch: (values: AuditFilterValues) => void;
}

/** The form itself; remounted when the URL's filters change (back/forward), so it shows them. */
function AuditFilterFields({ initial, onSearch }: FieldsProps) {
  const [form] = Form.useForm<AuditFilterValues>();
  const from = Form.useWatch('from', form);
  const to = Form.useWatch('to', form);
  const empty = Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, undefined])) as AuditFilterValues;

  return (
    <Form<AuditFilterValues>
      form={form}
      name="auditFilters"
      layout="inline"
      role="search"
      aria-label={F.label}
      initialValues={initial}
      onFinish={onSearch}
      style={{ rowGap: 12 }}
    >
      <Form.Item name="actor" label={F.actor}>
        <Input allowClear maxLength={AUDIT_TEXT_MAX} placeholder={F.actorPlaceholder} style={{ width: 160, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item name="action" label={F.action}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={ACTION_OPTIONS}
          placeholder={F.actionPlaceholder}
          style={{ width: 200, maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item name="target" label={F.target}>
        <Input allowClear maxLength={AUDIT_TEXT_MAX} placeholder={F.targetPlaceholder} style={{ width: 160, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item name="result" label={F.result}>
        <Select allowClear options={RESULT_OPTIONS} placeholder={F.resultPlaceholder} style={{ width: 120, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item label={F.range} style={{ maxWidth: '100%' }}>
        {/* Issue 19: at 320 px the two dates wrap instead of pushing the page sideways. */}
        <Flex role="group" aria-label={F.range} align="center" gap={4} wrap>
          <Form.Item name="from" noStyle>
            <Input type="date" aria-label={F.from} max={to || undefined} style={{ width: 150, maxWidth: '100%' }} />
          </Form.Item>
          <span aria-hidden="true">{F.rangeSeparator}</span>
          <Form.Item name="to" noStyle>
            <Input type="date" aria-label={F.to} min={from || undefined} style={{ width: 150, maxWidth: '100%' }} />
          </Form.Item>
        </Flex>
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" autoInsertSpace={false}>
            {F.search}
          </Button>
          <Button
            autoInsertSpace={false}
            onClick={() => {
              form.setFieldsValue(empty);
              onSearch(empty);
            }}
          >
            {F.reset}
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
