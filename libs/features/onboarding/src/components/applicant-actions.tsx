import { Alert, App, Button, Flex } from 'antd';
import { useState } from 'react';
import type { ApplicationDetail } from '@portal/api-contract';
import { LinkButton } from '@portal/ui-kit';
import { errorMessage, isConflict } from '../api/conflict';
import { useSubmitApplication, useWithdrawApplication } from '../api/mutations';
import { onboardingPaths } from '../paths';
import { ONBOARDING_STRINGS } from '../strings';

const S = ONBOARDING_STRINGS.detail;

/** What the applicant may do now (`can`, decided by the server): 修改, 提交, 撤回 (with confirmation). */
export function ApplicantActions({ detail }: { detail: ApplicationDetail }) {
  const { message, modal } = App.useApp();
  const submit = useSubmitApplication();
  const withdraw = useWithdrawApplication();
  const [failure, setFailure] = useState<{ text: string; conflict: boolean } | null>(null);
  const onError = (error: Error) => setFailure({ text: errorMessage(error, ONBOARDING_STRINGS.common.conflictTitle), conflict: isConflict(error) });
  const versioned = { id: detail.id, version: detail.version };
  const { can } = detail;
  if (!can.edit && !can.submit && !can.withdraw) return null;
  return (
    <Flex vertical gap={12}>
      {failure ? (
        <Alert
          role="alert"
          type={failure.conflict ? 'warning' : 'error'}
          showIcon
          title={failure.conflict ? ONBOARDING_STRINGS.common.conflictTitle : failure.text}
          description={failure.conflict ? failure.text : undefined}
        />
      ) : null}
      <Flex wrap gap={12}>
        {can.edit ? <LinkButton to={onboardingPaths.apply(detail.id)}>{S.edit}</LinkButton> : null}
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
