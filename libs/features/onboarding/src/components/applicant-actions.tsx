import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import type { ApplicationDetail } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { ActionFailureAlert, LinkButton } from '@portal/ui-kit';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { useSubmitApplication, useWithdrawApplication } from '../api/mutations';
import { onboardingText } from '../text';

/** What the applicant may do now (`can`, decided by the server): 修改, 提交, 撤回 (with confirmation). */
export function ApplicantActions({ detail }: { detail: ApplicationDetail }) {
  const { message, modal } = App.useApp();
  const t = useText(onboardingText);
  const submit = useSubmitApplication();
  const withdraw = useWithdrawApplication();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const onError = (error: Error) => setFailure(actionFailure(error, onboardingText.t('common.conflictTitle')));
  const versioned = { id: detail.id, version: detail.version };
  const { can } = detail;
  if (!can.edit && !can.submit && !can.withdraw) return null;
  return (
    <Flex vertical gap={12}>
      <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} />
      <Flex wrap gap={12}>
        {can.edit ? <LinkButton to={paths.workspace.apply.href(detail.id)}>{t('detail.edit')}</LinkButton> : null}
        {can.submit ? (
          <Button
            type="primary"
            autoInsertSpace={false}
            loading={submit.isPending}
            onClick={() => {
              setFailure(null);
              submit.mutate(versioned, { onSuccess: () => void message.success(onboardingText.t('detail.submitted')), onError });
            }}
          >
            {t('detail.submit')}
          </Button>
        ) : null}
        {can.withdraw ? (
          <Button
            danger
            autoInsertSpace={false}
            loading={withdraw.isPending}
            onClick={() => {
              setFailure(null);
              void modal.confirm({
                title: onboardingText.t('detail.withdrawConfirm'),
                content: onboardingText.t('detail.withdrawHint'),
                okText: onboardingText.t('detail.withdrawOk'),
                okButtonProps: { danger: true, autoInsertSpace: false },
                cancelButtonProps: { autoInsertSpace: false },
                cancelText: onboardingText.t('detail.cancel'),
                onOk: () =>
                  withdraw.mutateAsync(versioned).then(
                    () => void message.success(onboardingText.t('detail.withdrawn')),
                    (error: Error) => onError(error),
                  ),
              });
            }}
          >
            {t('detail.withdraw')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
