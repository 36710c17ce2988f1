import type { ApplicationDetail } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { ActionBar } from '@portal/ui-kit';
import { actionFailure } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { useSubmitApplication, useWithdrawApplication } from '../api/mutations';
import { onboardingText } from '../text';

/** What the applicant may do now (`can`, decided by the server): 修改, 提交, 撤回 (with confirmation). */
export function ApplicantActions({ detail }: { detail: ApplicationDetail }) {
  const t = useText(onboardingText);
  const submit = useSubmitApplication();
  const withdraw = useWithdrawApplication();
  const versioned = { id: detail.id, version: detail.version };
  const { can } = detail;
  const confirm = { title: t('detail.withdrawConfirm'), content: t('detail.withdrawHint'), okText: t('detail.withdrawOk'), cancelText: t('detail.cancel') };
  return (
    <ActionBar
      failureOf={(error) => actionFailure(error, onboardingText.t('common.conflictTitle'))}
      conflictTitle={t('common.conflictTitle')}
      actions={[
        can.edit && { key: 'edit', label: t('detail.edit'), to: paths.workspace.apply.href(detail.id) },
        can.submit && {
          key: 'submit',
          label: t('detail.submit'),
          kind: 'primary',
          pending: submit.isPending,
          done: t('detail.submitted'),
          run: () => submit.mutateAsync(versioned),
        },
        can.withdraw && {
          key: 'withdraw',
          label: t('detail.withdraw'),
          kind: 'danger',
          pending: withdraw.isPending,
          done: t('detail.withdrawn'),
          confirm,
          run: () => withdraw.mutateAsync(versioned),
        },
      ]}
    />
  );
}
