import { useSessionOwner } from '@portal/auth';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, Radio, Select, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { CLIENTS, STAFF_TYPES, effectiveRights, type AdminDetail, type ClientId } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { useKeptForm } from '@portal/ui-kit';
import { administrationQueries } from '../api/administration-queries';
import { ContentAside } from '../components/content-aside';
import { clientDescription, clientName, rightName } from '../components/labels';
import { administrationText } from '../text';

export interface AccountValues {
  account: string;
  name: string;
  phone: string;
  userType: 'admin' | 'user';
  roleIds: string[];
  clientIds: ClientId[];
  domainIds: string[];
}

export interface AccountFormProps {
  /** The account being edited; a new one when absent. */
  account?: AdminDetail | undefined;
  busy: boolean;
  onSubmit(values: AccountValues): void;
  onCancel(): void;
}

const initialOf = (account: AdminDetail | undefined): AccountValues =>
  account
    ? {
        account: account.account,
        name: account.name,
        phone: account.phone,
        userType: account.userType,
        roleIds: account.roles.map((role) => role.id),
        clientIds: account.clients,
        domainIds: account.domains.map((domain) => domain.id),
      }
    : { account: '', name: '', phone: '', userType: 'user', roleIds: [], clientIds: ['workspace'], domainIds: [] };

/**
 * At least one box of a checkbox group ticked. A validator, not `required`: antd would put
 * aria-required on the group, which a `group` role does not allow (axe aria-allowed-attr).
 */
const atLeastOne = (message: string) => ({
  validator: async (_rule: unknown, value: readonly string[] | undefined) => {
    if (!value || value.length === 0) throw new Error(message);
  },
});

/**
 * The new/edit form of a staff account (Ant Design Pro's form idiom), with the rights it would have.
 * Issue 19: what was entered when the session ends comes back on this page, signed in again (the
 * form has no password or other secret: a new account's temporary password is only ever shown).
 */
export function AccountForm({ account, busy, onSubmit, onCancel }: AccountFormProps) {
  const t = useText(administrationText);
  const [form] = Form.useForm<AccountValues>();
  const roles = useQuery(administrationQueries.roles());
  const domains = useQuery(administrationQueries.domains());
  const userType = Form.useWatch('userType', form) ?? initialOf(account).userType;
  const roleIds = Form.useWatch('roleIds', form) ?? [];
  const clientIds = Form.useWatch('clientIds', form) ?? [];

  useEffect(() => {
    form.setFieldsValue(initialOf(account));
  }, [account, form]);
  // After the effect above (effects run in order): the kept values, if any, replace the account's.
  const restored = useKeptForm(form, `admin-account:${account?.id ?? 'new'}`, useSessionOwner());

  const rights = effectiveRights(
    (roles.data ?? []).filter((role) => roleIds.includes(role.id)).map((role) => role.rights),
    clientIds,
  );

  return (
    <Form<AccountValues>
      form={form}
      name="admin-account"
      layout="vertical"
      requiredMark
      initialValues={initialOf(account)}
      onFinish={(values) => onSubmit({ ...values, domainIds: values.userType === 'user' ? (values.domainIds ?? []) : [] })}
      style={{ maxWidth: 640 }}
    >
      {restored ? <Alert type="info" showIcon role="status" title={t('common.restored')} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        name="account"
        label={t('accounts.form.account')}
        extra={account ? t('accounts.form.accountHint') : t('accounts.form.accountRule')}
        rules={[
          { required: true, whitespace: true, message: t('accounts.form.required.account') },
          { pattern: /^[a-z][a-z0-9._-]{2,31}$/, message: t('accounts.form.accountRule') },
        ]}
      >
        <Input disabled={account !== undefined} maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('accounts.form.name')}
        rules={[{ required: true, whitespace: true, message: t('accounts.form.required.name') }, { max: 32 }]}
      >
        <Input maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('accounts.form.phone')}
        extra={t('accounts.form.phoneHint')}
        rules={[
          { required: true, message: t('accounts.form.required.phone') },
          { pattern: /^1[3-9]\d{9}$/, message: t('accounts.form.phoneInvalid') },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="userType" label={t('accounts.form.type')} rules={[{ required: true }]}>
        <Radio.Group aria-label={t('accounts.form.type')} options={STAFF_TYPES.map((type) => ({ value: type, label: t(`staffType.${type}`) }))} />
      </Form.Item>
      <Form.Item name="roleIds" label={t('accounts.form.roles')} rules={[atLeastOne(t('accounts.form.required.roles'))]}>
        <Checkbox.Group aria-label={t('accounts.form.roles')}>
          <Flex vertical gap={4}>
            {(roles.data ?? []).map((role) => (
              <Checkbox key={role.id} value={role.id}>
                <span lang={CONTENT_LANG}>{role.name}</span>
                {role.description ? (
                  <Typography.Text type="secondary">
                    <ContentAside text={role.description} />
                  </Typography.Text>
                ) : null}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="clientIds" label={t('accounts.form.clients')} rules={[atLeastOne(t('accounts.form.required.clients'))]}>
        <Checkbox.Group aria-label={t('accounts.form.clients')}>
          <Flex vertical gap={4}>
            {CLIENTS.map((client) => (
              <Checkbox key={client.id} value={client.id}>
                {clientName(t, client.id)}
                <Typography.Text type="secondary">{t('common.aside', { text: clientDescription(t, client.id) })}</Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      {userType === 'user' ? (
        <Form.Item name="domainIds" label={t('accounts.form.domains')} extra={t('accounts.form.domainsHint')}>
          <Select
            mode="multiple"
            aria-label={t('accounts.form.domains')}
            placeholder={t('accounts.form.domainsPlaceholder')}
            optionFilterProp="label"
            loading={domains.isPending}
            options={(domains.data ?? []).map((domain) => ({ value: domain.id, label: domain.name }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('accounts.form.rightsPreview')}>
        <Flex wrap gap={4} aria-live="polite">
          {rights.length === 0 ? (
            <Typography.Text type="secondary">{t('accounts.form.rightsNone')}</Typography.Text>
          ) : (
            rights.map((right) => <Tag key={right}>{rightName(t, right)}</Tag>)
          )}
        </Flex>
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={busy} autoInsertSpace={false}>
          {account ? t('common.save') : t('accounts.form.submitNew')}
        </Button>
        <Button onClick={onCancel} autoInsertSpace={false}>
          {t('common.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}
