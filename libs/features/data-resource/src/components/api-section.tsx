import { useMemo } from 'react';
import { APP_KEY_HEADER, type ResourceApi } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { PlainFactList, PlainParagraph, PlainSectionCard, PlainTable, PlainTitle, type PlainColumn } from '@portal/ui-kit';
import { formatDay, formatThousands } from '@portal/util';
import { deliveryText, type DeliveryText } from '../delivery-text';
import { CopyButton } from './copy-button';
import { FieldTable } from './field-table';
import { ScrollRegion } from './scroll-region';

type ApiParameter = ResourceApi['parameters'][number];

/** The open API's paging (api-contract common.ts `pagingQuery`: pageSize 1–100, 10 by default). */
const PAGE_SIZE = { defaultSize: 10, maxSize: 100 };

const parameterColumns = (t: DeliveryText): readonly PlainColumn<ApiParameter>[] => [
  { key: 'name', title: t('api.param.name'), render: (parameter) => <code>{parameter.name}</code> },
  { key: 'in', title: t('api.param.in'), render: (parameter) => t(`api.in.${parameter.in}`) },
  { key: 'required', title: t('api.param.required'), render: (parameter) => t(parameter.required ? 'yes' : 'no') },
  { key: 'description', title: t('api.param.description'), render: (parameter) => <span lang={CONTENT_LANG}>{parameter.description}</span> },
  { key: 'example', title: t('api.param.example'), render: (parameter) => <code lang={CONTENT_LANG}>{parameter.example}</code> },
];

function Endpoint({ api }: { api: ResourceApi }) {
  const t = useText(deliveryText);
  return (
    <span className="resource-endpoint">
      <code>
        {api.method} {api.path}
      </code>
      {/* The path alone: what a caller pastes into a client (the method is always GET). */}
      <CopyButton text={api.path} label={t('api.copy')} copiedLabel={t('api.copied')} failedLabel={t('api.copyFailed')} />
    </span>
  );
}

/**
 * 接口服务 (issue 22, when the resource offers its open API): the call documented from the field
 * schema — method and path, whether a key is needed, its parameters, the fields of a record, paging,
 * and a real answer.
 */
export function ApiSection({ api }: { api: ResourceApi }) {
  const t = useText(deliveryText);
  const columns = useMemo(() => parameterColumns(t), [t]);
  const example = useMemo(() => JSON.stringify(api.example, null, 2), [api.example]);
  return (
    <PlainSectionCard title={t('api.title')}>
      <div className="resource-api">
        <PlainFactList
          items={[
            { key: 'endpoint', label: t('api.endpoint'), wide: true, children: <Endpoint api={api} /> },
            { key: 'key', label: t('api.key'), wide: true, children: api.keyRequired ? t('api.keyRequired', { header: APP_KEY_HEADER }) : t('api.keyFree') },
            { key: 'rows', label: t('api.rows'), children: t('records', { count: formatThousands(api.rowCount) }) },
            { key: 'updated', label: t('api.updated'), children: api.updatedAt ? formatDay(api.updatedAt) : t('api.notLoaded') },
          ]}
        />
        <PlainTitle level={3} className="resource-subtitle">
          {t('api.parameters')}
        </PlainTitle>
        <ScrollRegion label={t('api.parametersCaption')}>
          <PlainTable
            size="small"
            caption={t('api.parametersCaption')}
            captionHidden
            columns={columns}
            rows={api.parameters}
            rowKey={(parameter) => `${parameter.in}:${parameter.name}`}
          />
        </ScrollRegion>
        <PlainParagraph className="resource-note">{t('api.paging', PAGE_SIZE)}</PlainParagraph>
        <PlainTitle level={3} className="resource-subtitle">
          {t('api.fields')}
        </PlainTitle>
        <FieldTable fields={api.fields} label={t('api.fieldTable')} />
        <PlainTitle level={3} className="resource-subtitle">
          {t('api.example')}
        </PlainTitle>
        {/* Scrolls both ways; focusable and named so a keyboard can scroll it (axe scrollable-region-focusable). */}
        <pre className="resource-code" role="region" aria-label={t('api.exampleRegion')} tabIndex={0}>
          <code lang={CONTENT_LANG}>{example}</code>
        </pre>
      </div>
    </PlainSectionCard>
  );
}
