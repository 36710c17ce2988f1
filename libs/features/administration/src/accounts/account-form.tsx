import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Form, Input, Radio, Select, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { CLIENTS, RIGHTS, STAFF_TYPES, effectiveRights, type AdminDetail, type ClientId } from '@portal/api-contract';
import { administrationQueries } from '../api/administration-queries';
import { ACCOUNT_STRINGS } from './strings';

const S = ACCOUNT_STRINGS.form;
const C = ACCOUNT_STRINGS.common;

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

/** The new/edit form of a staff account (Ant Design Pro's form idiom), with the rights it would have. */
export function AccountForm({ account, busy, onSubmit, onCancel }: AccountFormProps) {
  const [form] = Form.useForm<AccountValues>();
  const roles = useQuery(administrationQueries.roles());
  const domains = useQuery(administrationQueries.domains());
  const userType = Form.useWatch('userType', form) ?? initialOf(account).userType;
  const roleIds = Form.useWatch('roleIds', form) ?? [];
  const clientIds = Form.useWatch('clientIds', form) ?? [];

  useEffect(() => {
    form.setFieldsValue(initialOf(account));
  }, [account, form]);

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
      <Form.Item
        name="account"
        label={S.account}
        extra={account ? S.accountHint : S.accountPlaceholder}
        rules={[
          { required: true, whitespace: true, message: S.required.account },
          { pattern: /^[a-z][a-z0-9._-]{2,31}$/, message: S.accountPlaceholder },
        ]}
      >
        <Input disabled={account !== undefined} maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={S.name} rules={[{ required: true, whitespace: true, message: S.required.name }, { max: 32 }]}>
        <Input maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={S.phone}
        extra={S.phoneHint}
        rules={[
          { required: true, message: S.required.phone },
          { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="userType" label={S.type} rules={[{ required: true }]}>
        <Radio.Group aria-label={S.type} options={STAFF_TYPES.map((type) => ({ value: type, label: C.typeLabels[type] }))} />
      </Form.Item>
      <Form.Item name="roleIds" label={S.roles} rules={[atLeastOne(S.required.roles)]}>
        <Checkbox.Group aria-label={S.roles}>
          <Flex vertical gap={4}>
            {(roles.data ?? []).map((role) => (
              <Checkbox key={role.id} value={role.id}>
                {role.name}
                {role.description ? <Typography.Text type="secondary">（{role.description}）</Typography.Text> : null}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="clientIds" label={S.clients} rules={[atLeastOne(S.required.clients)]}>
        <Checkbox.Group aria-label={S.clients}>
          <Flex vertical gap={4}>
            {CLIENTS.map((client) => (
              <Checkbox key={client.id} value={client.id}>
                {client.name}
                <Typography.Text type="secondary">（{client.description}）</Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      {userType === 'user' ? (
        <Form.Item name="domainIds" label={S.domains} extra={S.domainsHint}>
          <Select
            mode="multiple"
            aria-label={S.domains}
            placeholder={S.domainsPlaceholder}
            optionFilterProp="label"
            loading={domains.isPending}
            options={(domains.data ?? []).map((domain) => ({ value: domain.id, label: domain.name }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={S.rightsPreview}>
        <Flex wrap gap={4} aria-live="polite">
          {rights.length === 0 ? (
            <Typography.Text type="secondary">{S.rightsNone}</Typography.Text>
          ) : (
            rights.map((right) => <Tag key={right}>{RIGHTS.find((entry) => entry.id === right)?.name ?? right}</Tag>)
          )}
        </Flex>
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={busy} autoInsertSpace={false}>
          {account ? S.submitEdit : S.submitNew}
        </Button>
        <Button onClick={onCancel} autoInsertSpace={false}>
          {S.cancel}
        </Button>
      </Flex>
    </Form>
  );
}
