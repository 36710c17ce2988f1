import { useSessionOwner } from '@portal/auth';
import { App, Form, Radio, Select, type RefSelectProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useRef, useState } from 'react';
import { dictionaryTermsSchema, type DictionaryGroup, type DictionaryKind } from '@portal/api-contract';
import { actionFailure, type ActionFailure, contractMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { ActionFailureAlert, KeptFormAlert } from '@portal/ui-kit';
import { kindOptions } from './dictionary-kinds';
import { useSaveGroup } from './dictionary-mutations';
import { TryPanel, type DictionaryChange } from './try-panel';
import { FormDialog } from '../components/form-dialog';
import { administrationText } from '../text';

/** The form's name, hence its element's id (the footer's 保存 submits it) and its fields' id prefix. */
const FORM_NAME = 'dictionary-group-editor';
/** Typed terms are split at these (as well as added with Enter). */
const TERM_SEPARATORS = [',', '，', '、', ';', '；', '\n'];

export interface GroupValues {
  kind: DictionaryKind;
  terms: string[];
}

/** The contract's own rule and messages for a group's terms (dictionaryTermsSchema), as the server would answer. */
const TERMS_RULE: Rule = {
  validator: async (_rule, value: unknown) => {
    const result = dictionaryTermsSchema.safeParse(value ?? []);
    if (!result.success) throw new Error(contractMessage(result.error.issues[0]?.message ?? ''));
  },
};

/** Each term as it is sent: without the spaces around it. */
export const trimmedTerms = (terms: readonly string[] | undefined): string[] => (terms ?? []).map((term) => term.trim());

const initialOf = (group: DictionaryGroup | undefined, seed: string | undefined): GroupValues =>
  group ? { kind: group.kind, terms: [...group.terms] } : { kind: 'synonym', terms: seed?.trim() ? [seed.trim()] : [] };

export interface GroupEditorProps {
  open: boolean;
  /** The group to change; none for a new one. */
  group: DictionaryGroup | undefined;
  /** A new group's first term (加入词典 on a zero-result search); also the query 试一试 starts with. */
  seed?: string | undefined;
  onClose: () => void;
  onSaved?: (group: DictionaryGroup) => void;
}

/**
 * Issue 18: a group of terms that mean the same to search, in a dialog: its kind and terms (the
 * contract's rules and messages), and 试一试 to compare a query's results with the dictionary as it
 * is and as it would be. The terms field has the focus once it is open, and the focus goes back to
 * the button that opened it once it is closed. A refused save (400: e.g. a term already in another
 * group of the same kind) is shown above the form and the dialog stays open with what was entered.
 * Issue 19: what was entered when the session ends comes back at the same group's next opening,
 * signed in again.
 */
export function GroupEditor({ open, group, seed, onClose, onSaved }: GroupEditorProps) {
  const { message } = App.useApp();
  const t = useText(administrationText);
  const owner = useSessionOwner();
  const kinds = useMemo(() => kindOptions(t), [t]);
  const [form] = Form.useForm<GroupValues>();
  const save = useSaveGroup();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const termsRef = useRef<RefSelectProps>(null);
  const idOf = group ? { id: group.id } : {};

  const submit = (values: GroupValues) => {
    setFailure(null);
    save.mutate(
      { ...idOf, kind: values.kind, terms: trimmedTerms(values.terms) },
      {
        onSuccess: (saved) => {
          void message.success(administrationText.t('common.saved'));
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => setFailure(actionFailure(error, administrationText.t('common.saveFailed'))),
      },
    );
  };

  /** The form's values as a change to try; the form shows what is wrong when they are not valid. */
  const currentChange = async (): Promise<DictionaryChange | null> => {
    try {
      const values = await form.validateFields(['kind', 'terms']);
      return { ...idOf, kind: values.kind, terms: trimmedTerms(values.terms) };
    } catch {
      return null;
    }
  };

  return (
    <FormDialog
      open={open}
      title={group ? t('dictionary.editor.editTitle', { first: group.terms[0] ?? '' }) : t('dictionary.editor.addTitle')}
      formName={FORM_NAME}
      busy={save.isPending}
      saveText={t('common.save')}
      cancelText={t('common.cancel')}
      focusFirst={() => termsRef.current?.focus()}
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} style={{ marginBottom: 16 }} />
      <Form<GroupValues> form={form} name={FORM_NAME} layout="vertical" disabled={save.isPending} initialValues={initialOf(group, seed)} onFinish={submit}>
        <KeptFormAlert owner={owner} storageKey={`dictionary-group:${group?.id ?? 'new'}`} title={t('common.restored')} />
        {/* Always set (a new group starts as 同义词与简称), so no required rule: a radiogroup needs none. */}
        <Form.Item name="kind" label={t('dictionary.editor.kind')}>
          <Radio.Group aria-label={t('dictionary.editor.kind')} optionType="button" options={kinds} />
        </Form.Item>
        <Form.Item name="terms" label={t('dictionary.editor.terms')} required rules={[TERMS_RULE]} extra={t('dictionary.editor.termsHint')}>
          <Select
            ref={termsRef}
            mode="tags"
            aria-label={t('dictionary.editor.terms')}
            placeholder={t('dictionary.editor.termsPlaceholder')}
            // A list of free terms, not a choice: nothing to drop down; Enter or a separator adds the term typed.
            open={false}
            suffixIcon={null}
            tokenSeparators={TERM_SEPARATORS}
          />
        </Form.Item>
      </Form>
      <TryPanel initialQuery={group ? undefined : seed} change={currentChange} />
    </FormDialog>
  );
}
