import type { DataUseDetail } from '@portal/api-contract';
import { actionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { ActionBar } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { useSubmitApplication, useWithdrawApplication } from '../api/mutations';
import { dataUseText } from '../text';

/** What the applicant may do now (`can`, decided by the server): 编辑, 提交, 撤回 (with confirmation). */
export function ApplicantActions({ detail }: { detail: DataUseDetail }) {
  const t = useText(dataUseText);
  const submit = useSubmitApplication();
  const withdraw = useWithdrawApplication();
  const versioned = { id: detail.id, version: detail.version };
  const { can } = detail;
  const editTo = paths.workspace.dataUseApply.href({ resourceId: detail.resource.id, id: detail.id });
  const confirm = { title: t('detail.withdrawConfirm'), content: t('detail.withdrawHint'), okText: t('detail.withdraw'), cancelText: t('common.cancel') };
  return (
    <ActionBar
      failureOf={(error) => actionFailure(error, dataUseText.t('common.conflictTitle'))}
      conflictTitle={t('common.conflictTitle')}
      conflictHint={t('common.conflictHint')}
      actions={[
        can.edit && { key: 'edit', label: t('detail.edit'), to: editTo },
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
