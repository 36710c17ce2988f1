import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import type { ApplicationDetail } from '@portal/api-contract';
import { ActionFailureAlert, LinkButton } from '@portal/ui-kit';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { useSubmitApplication, useWithdrawApplication } from '../api/mutations';
import { ONBOARDING_STRINGS } from '../strings';

const S = ONBOARDING_STRINGS.detail;

/** What the applicant may do now (`can`, decided by the server): 修改, 提交, 撤回 (with confirmation). */
export function ApplicantActions({ detail }: { detail: ApplicationDetail }) {
  const { message, modal } = App.useApp();
  const submit = useSubmitApplication();
  const withdraw = useWithdrawApplication();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const onError = (error: Error) => setFailure(actionFailure(error, ONBOARDING_STRINGS.common.conflictTitle));
  const versioned = { id: detail.id, version: detail.version };
  const { can } = detail;
  if (!can.edit && !can.submit && !can.withdraw) return null;
  return (
    <Flex vertical gap={12}>
      <ActionFailureAlert failure={failure} conflictTitle={ONBOARDING_STRINGS.common.conflictTitle} />
      <Flex wrap gap={12}>
        {can.edit ? <LinkButton to={paths.workspace.apply.href(detail.id)}>{S.edit}</LinkButton> : null}
        {can.submit ? (
          <Button
            type="primary"
            autoInsertSpace={false}
            loading={submit.isPending}
            onClick={() => {
              setFailure(null);
              submit.mutate(versioned, { onSuccess: () => void message.success(S.submitted), onError });
            }}
          >
            {S.submit}
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
                title: S.withdrawConfirm,
                content: S.withdrawHint,
                okText: S.withdrawOk,
                okButtonProps: { danger: true, autoInsertSpace: false },
                cancelButtonProps: { autoInsertSpace: false },
                cancelText: S.cancel,
                onOk: () =>
                  withdraw.mutateAsync(versioned).then(
                    () => void message.success(S.withdrawn),
                    (error: Error) => onError(error),
                  ),
              });
            }}
          >
            {S.withdraw}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
