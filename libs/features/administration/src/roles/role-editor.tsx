import { useSessionOwner } from '@portal/auth';
import { Alert, App, Form, Input, type InputRef } from 'antd';
import type { Rule } from 'antd/es/form';
import { useId, useRef, useState } from 'react';
import { roleSaveBodySchema, type ClientView, type RightId, type RoleView } from '@portal/api-contract';
import { actionFailure, type ActionFailure, contractMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { ActionFailureAlert, KeptFormAlert } from '@portal/ui-kit';
import { useSaveRole } from './role-mutations';
import { CATALOGUE_CLIENTS, inCatalogueOrder, rightGroups } from './rights-catalogue';
import { RightsField } from './rights-field';
import { FormDialog } from '../components/form-dialog';
import { administrationText } from '../text';

/** The form's name, hence its element's id (the footer's 保存 submits it) and its fields' id prefix. */
const FORM_NAME = 'role-editor';
const NAME_MAX = 32;
const DESCRIPTION_MAX = 200;

export interface RoleValues {
  name: string;
  description: string;
  rights: RightId[];
}

/** A valid body but for the field under test, so the contract's message for that field is the one found. */
const PROBE: RoleValues = { name: 'role', description: '', rights: ['workspace:home'] };

/** The contract's own rule and message for one field (roleSaveBodySchema), as the server would answer; nothing entered counts as `empty`. */
const contractRule = (field: keyof RoleValues, empty: string | RightId[]): Rule => ({
  validator: async (_rule, value: unknown) => {
    const result = roleSaveBodySchema.safeParse({ ...PROBE, [field]: value ?? empty });
    const issue = result.success ? undefined : result.error.issues.find((item) => item.path[0] === field);
    if (issue) throw new Error(contractMessage(issue.message));
  },
});

const RULES = {
  name: [contractRule('name', '')],
  description: [contractRule('description', '')],
  rights: [contractRule('rights', [])],
} satisfies Record<keyof RoleValues, Rule[]>;

export interface RoleEditorProps {
  open: boolean;
  /** The role to change, at the version last read (a reloaded list brings the new one); none for a new role. */
  role: RoleView | undefined;
  /** The clients and their rights (client-list); the contract's catalogue until it has answered. */
  clients?: readonly ClientView[] | undefined;
  onClose: () => void;
  onSaved?: (role: RoleView) => void;
}

/**
 * Issue 17 (decision 0029): a role's name, description and rights, in a dialog. The first field
 * has the focus once it is open, and the focus goes back to the button that opened it once it is
 * closed (antd Modal: `focusable.focusTriggerAfterClose`, with the mask). A refused save is shown
 * above the form and the dialog stays open with what was typed; on a conflict the list is read
 * again and the next save uses the version it brings. Issue 19: what was typed when the session
 * ends comes back at the same role's next opening, signed in again.
 */
export function RoleEditor({ open, role, clients, onClose, onSaved }: RoleEditorProps) {
  const { message } = App.useApp();
  const t = useText(administrationText);
  const owner = useSessionOwner();
  const save = useSaveRole();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const nameRef = useRef<InputRef>(null);
  const rightsLabelId = useId();
  const groups = rightGroups(clients ?? CATALOGUE_CLIENTS);

  const submit = (values: RoleValues) => {
    setFailure(null);
    save.mutate(
      {
        ...(role ? { id: role.id, version: role.version } : {}),
        name: values.name.trim(),
        description: (values.description ?? '').trim(),
        rights: inCatalogueOrder(values.rights ?? []),
      },
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

  return (
    <FormDialog
      open={open}
      title={role ? t('roles.editor.editTitle', { name: role.name }) : t('roles.editor.addTitle')}
      formName={FORM_NAME}
      busy={save.isPending}
      saveText={t('common.save')}
      cancelText={t('common.cancel')}
      focusFirst={() => nameRef.current?.focus()}
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} conflictHint={t('roles.conflict')} style={{ marginBottom: 16 }} />
      {role && role.holders > 0 ? (
        <Alert role="note" type="info" showIcon title={t('roles.editor.holders', { count: role.holders })} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<RoleValues>
        name={FORM_NAME}
        layout="vertical"
        disabled={save.isPending}
        initialValues={
          role ? { name: role.name, description: role.description, rights: inCatalogueOrder(role.rights) } : { name: '', description: '', rights: [] }
        }
        onFinish={submit}
      >
        <KeptFormAlert owner={owner} storageKey={`role:${role?.id ?? 'new'}`} title={t('common.restored')} />
        <Form.Item name="name" label={t('roles.editor.name')} required rules={RULES.name}>
          <Input
            ref={nameRef}
            autoComplete="off"
            placeholder={t('roles.editor.namePlaceholder')}
            count={{ show: true, max: NAME_MAX }}
            // Enter saves. Said here rather than left to implicit submission: 保存 sits in the dialog's footer, outside the form element.
            onPressEnter={(event) => {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
          />
        </Form.Item>
        <Form.Item name="description" label={t('roles.editor.description')} rules={RULES.description}>
          <Input.TextArea rows={3} placeholder={t('roles.editor.descriptionPlaceholder')} count={{ show: true, max: DESCRIPTION_MAX }} />
        </Form.Item>
        <Form.Item
          name="rights"
          label={<span id={rightsLabelId}>{t('roles.editor.rights')}</span>}
          required
          rules={RULES.rights}
          extra={t('roles.editor.rightsHint')}
        >
          <RightsField groups={groups} labelledBy={rightsLabelId} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
