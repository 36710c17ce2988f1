import { Button, Col, Flex, Form, Input, Row, Typography, theme } from 'antd';
import type { Rule } from 'antd/es/form';
import { useId, useState } from 'react';
import { dictionaryTryBodySchema, type DictionaryTryBody } from '@portal/api-contract';
import { actionFailure, type ActionFailure, contractMessage } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { ActionFailureAlert } from '@portal/ui-kit';
import { useTryDictionary } from './dictionary-mutations';
import { administrationText } from '../text';
const QUERY_MAX = 50;

export type DictionaryChange = NonNullable<DictionaryTryBody['change']>;

/** The contract's own rule and message for the tried query (dictionaryTryBodySchema). */
const QUERY_RULE: Rule = {
  validator: async (_rule, value: unknown) => {
    const result = dictionaryTryBodySchema.safeParse({ query: value ?? '' });
    const issue = result.success ? undefined : result.error.issues.find((item) => item.path[0] === 'query');
    if (issue) throw new Error(contractMessage(issue.message));
  },
};

/** One side of the comparison: how many results, and the first hits' titles. */
function Outcome({ label, outcome }: { label: string; outcome: { total: number; titles: string[] } }) {
  const { token } = theme.useToken();
  const t = useText(administrationText);
  return (
    <div
      role="group"
      aria-label={label}
      style={{ height: '100%', padding: '8px 12px', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
    >
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text type={outcome.total > 0 ? undefined : 'secondary'}>
          {outcome.total > 0 ? t('dictionary.try.total', { total: outcome.total }) : t('dictionary.try.none')}
        </Typography.Text>
      </Flex>
      {outcome.titles.length > 0 ? (
        <ol lang={CONTENT_LANG} style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
          {outcome.titles.map((title, index) => (
            <li key={`${index}-${title}`} style={{ wordBreak: 'break-word' }}>
              {title}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

export interface TryPanelProps {
  /** The query to start with (a zero-result search being added to the dictionary). */
  initialQuery?: string | undefined;
  /** The editor's change as it would be saved, or null when the form has an error (it shows it). */
  change: () => Promise<DictionaryChange | null>;
}

/**
 * 试一试 inside the group editor: a query searched with the dictionary as it is and as it would be
 * with the editor's current values, side by side (decision 0027: nothing is saved). A refusal is
 * shown here; the editor stays as it was.
 */
export function TryPanel({ initialQuery, change }: TryPanelProps) {
  const { token } = theme.useToken();
  const tryQuery = useTryDictionary();
  const t = useText(administrationText);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const titleId = useId();

  const run = async ({ query }: { query: string }) => {
    setFailure(null);
    tryQuery.reset();
    const body = await change();
    if (!body) return;
    tryQuery.mutate(
      { query: query.trim(), change: body },
      { onError: (error) => setFailure(actionFailure(error, administrationText.t('dictionary.try.failed'))) },
    );
  };

  return (
    <section aria-labelledby={titleId} style={{ marginTop: 8, padding: 12, background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}>
      <Typography.Title id={titleId} level={2} style={{ fontSize: 14, margin: 0 }}>
        {t('dictionary.try.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
        {t('dictionary.try.hint')}
      </Typography.Paragraph>
      <Form<{ query: string }>
        name="dictionary-try"
        layout="inline"
        initialValues={{ query: initialQuery ?? '' }}
        disabled={tryQuery.isPending}
        onFinish={(values) => void run(values)}
      >
        <Form.Item name="query" label={t('dictionary.try.query')} rules={[QUERY_RULE]} style={{ marginBottom: 8 }}>
          <Input
            aria-label={t('dictionary.try.query')}
            autoComplete="off"
            placeholder={t('dictionary.try.queryPlaceholder')}
            maxLength={QUERY_MAX}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button htmlType="submit" autoInsertSpace={false} loading={tryQuery.isPending}>
            {t('dictionary.try.button')}
          </Button>
        </Form.Item>
      </Form>
      <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} style={{ marginTop: 8 }} />
      <div aria-live="polite">
        {tryQuery.data ? (
          <Row gutter={[12, 12]} style={{ marginTop: 8 }}>
            <Col xs={24} sm={12}>
              <Outcome label={t('dictionary.try.current')} outcome={tryQuery.data.without} />
            </Col>
            <Col xs={24} sm={12}>
              <Outcome label={t('dictionary.try.changed')} outcome={tryQuery.data.with} />
            </Col>
          </Row>
        ) : null}
      </div>
    </section>
  );
}
