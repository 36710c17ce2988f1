import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import type { DataUseDetail } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { ActionFailureAlert, LinkButton } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { useSubmitApplication, useWithdrawApplication } from '../api/mutations';
import { dataUseText } from '../text';

/** What the applicant may do now (`can`, decided by the server): 编辑, 提交, 撤回 (with confirmation). */
export function ApplicantActions({ detail }: { detail: DataUseDetail }) {
  const { message, modal } = App.useApp();
  const t = useText(dataUseText);
  const submit = useSubmitApplication();
  const withdraw = useWithdrawApplication();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const onError = (error: Error) => setFailure(actionFailure(error, dataUseText.t('common.conflictTitle')));
  const versioned = { id: detail.id, version: detail.version };
  const { can } = detail;
  if (!can.edit && !can.submit && !can.withdraw) return null;
  const confirmWithdraw = () => {
    setFailure(null);
    void modal.confirm({
      title: dataUseText.t('detail.withdrawConfirm'),
      content: dataUseText.t('detail.withdrawHint'),
      okText: dataUseText.t('detail.withdraw'),
      okButtonProps: { danger: true, autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      cancelText: dataUseText.t('common.cancel'),
      onOk: () =>
        withdraw.mutateAsync(versioned).then(
          () => void message.success(dataUseText.t('detail.withdrawn')),
          (error: Error) => onError(error),
        ),
    });
  };
  return (
    <Flex vertical gap={12}>
      <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} conflictHint={t('common.conflictHint')} />
      <Flex wrap gap={12}>
        {can.edit ? (
          <LinkButton to={paths.workspace.dataUseApply.href({ resourceId: detail.resource.id, id: detail.id })}>{t('detail.edit')}</LinkButton>
        ) : null}
        {can.submit ? (
          <Button
            type="primary"
            autoInsertSpace={false}
            loading={submit.isPending}
            onClick={() => {
              setFailure(null);
              submit.mutate(versioned, { onSuccess: () => void message.success(dataUseText.t('detail.submitted')), onError });
            }}
          >
            {t('detail.submit')}
          </Button>
        ) : null}
        {can.withdraw ? (
          <Button danger autoInsertSpace={false} loading={withdraw.isPending} onClick={confirmWithdraw}>
            {t('detail.withdraw')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
