import { InputNumber, Radio } from 'antd';
import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import type { BlockFieldsProps } from './block-fields';
import { BlockTitleField } from './block-title-field';
import { Field, TextField } from './field';
import type { LatestBlock, RichTextBlock } from './wall-blocks';
import { fieldKey } from './wall-validation';

/** The newest news or policies: a title, the source and how many (1–20); the server fills them in. */
export function LatestFields({ block, issues, onChange }: BlockFieldsProps<LatestBlock>) {
  const t = useText(homeEditorText);
  const sourceOptions = [
    { value: 'news', label: t('editor.fields.sourceNews') },
    { value: 'policies', label: t('editor.fields.sourcePolicies') },
  ];
  return (
    <>
      <BlockTitleField block={block} issues={issues} onChange={onChange} />
      {/* Always set, so no required rule: a radiogroup needs none. */}
      <Field label={t('editor.fields.source')} group>
        {() => (
          <Radio.Group
            aria-label={t('editor.fields.source')}
            optionType="button"
            options={sourceOptions}
            value={block.source}
            onChange={(event) => onChange((current) => ({ ...current, source: event.target.value as LatestBlock['source'] }))}
          />
        )}
      </Field>
      <Field label={t('editor.fields.limit')} required error={issues[fieldKey(block.id, 'limit')]}>
        {(control) => (
          <InputNumber<number>
            id={control.id}
            status={control.status}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            min={1}
            max={20}
            precision={0}
            value={Number.isNaN(block.limit) ? null : block.limit}
            onChange={(limit) => onChange((current) => ({ ...current, limit: limit ?? Number.NaN }))}
          />
        )}
      </Field>
    </>
  );
}

/** Rich text: an optional title and HTML, sanitised where the home page renders it. */
export function RichTextFields({ block, issues, onChange }: BlockFieldsProps<RichTextBlock>) {
  const t = useText(homeEditorText);
  return (
    <>
      <TextField
        label={t('editor.fields.blockTitleOptional')}
        value={block.title}
        error={issues[fieldKey(block.id, 'title')]}
        onChange={(title) => onChange((current) => ({ ...current, title }))}
      />
      <TextField
        label={t('editor.fields.html')}
        rows={6}
        value={block.html}
        hint={t('editor.fields.htmlHint')}
        placeholder="<p>…</p>"
        error={issues[fieldKey(block.id, 'html')]}
        onChange={(html) => onChange((current) => ({ ...current, html }))}
      />
    </>
  );
}
