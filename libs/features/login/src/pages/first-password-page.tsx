import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SESSION_QUERY_KEY, readAuthState, safeRedirectPath, useLogout, writeAuthState } from '@portal/auth';
import { paths } from '@portal/site-config';
import { useText } from '@portal/i18n';
import { usePageTitle } from '@portal/ui-kit';
import { loginMutations } from '../api/login-mutations';
import { PasswordFields, type PasswordValues } from '../components/password-fields';
import { loginText } from '../text';

/**
 * Issue 17 `/workspace/password`: an account signed in with a temporary password changes it before
 * anything else (the server refuses every other call until then), then goes on to preUrl.
 */
export function FirstPasswordPage() {
  const t = useText(loginText);
  usePageTitle(t('firstPassword.title'));
  const [form] = Form.useForm<PasswordValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const logout = useLogout();
  const change = useMutation(loginMutations.modifyPassword());
  const queryClient = useQueryClient();

  const onFinish = async ({ oldPassword, newPassword }: PasswordValues) => {
    try {
      await change.mutateAsync({ oldPassword, newPassword });
    } catch {
      // The client has toasted the server's reason (spec §8); the form stays filled for a retry.
      return;
    }
    // The workspace's copy of who the user is (GET /web/login/me) must not bring the old flag back.
    queryClient.setQueryData(SESSION_QUERY_KEY, (me: { mustChangePassword?: boolean } | undefined) => {
      if (!me) return me;
      const { mustChangePassword: _was, ...rest } = me;
      return rest;
    });
    const state = readAuthState();
    if (state) {
      const { mustChangePassword: _done, ...rest } = state;
      writeAuthState(rest);
    }
    void message.success(loginText.t('password.success'));
    void navigate(safeRedirectPath(params.get('preUrl')) ?? paths.workspace.href(), { replace: true });
  };

  return (
    <Flex justify="center">
      <Card
        title={
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {t('firstPassword.title')}
          </Typography.Title>
        }
        style={{ width: '100%', maxWidth: 520 }}
      >
        <Flex vertical gap={16}>
          <Alert type="info" showIcon title={t('firstPassword.intro')} description={t('firstPassword.rules')} />
          <Form<PasswordValues> form={form} layout="vertical" name="first-password" requiredMark={false} onFinish={(values) => void onFinish(values)}>
            <PasswordFields oldLabel={t('firstPassword.old')} />
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={change.isPending} autoInsertSpace={false}>
                {t('firstPassword.submit')}
              </Button>
              <Button onClick={() => void logout()} autoInsertSpace={false}>
                {t('firstPassword.logout')}
              </Button>
            </Flex>
          </Form>
        </Flex>
      </Card>
    </Flex>
  );
}
