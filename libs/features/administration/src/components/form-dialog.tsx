import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The `name` of the form inside: 保存 submits it from the footer. */
  formName: string;
  busy: boolean;
  saveText: string;
  cancelText: string;
  /** Puts the focus on the first field once the dialog has opened (after its motion). */
  focusFirst(): void;
  onClose(): void;
  /** After the closing motion (e.g. to clear a failure shown in it). */
  onClosed?: () => void;
  children: ReactNode;
}

/**
 * The editors' dialog (roles, dictionary groups): while a save is on its way it stays (Esc, × and 取消
 * wait for the answer); what was typed is not lost to a stray click beside it; the focus is trapped,
 * goes to the first field on opening and back to the opener on closing; each opening starts afresh.
 */
export function FormDialog({ open, title, formName, busy, saveText, cancelText, focusFirst, onClose, onClosed, children }: FormDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={720}
      onCancel={onClose}
      confirmLoading={busy}
      mask={{ closable: false }}
      focusable={{ trap: true, focusTriggerAfterClose: true }}
      afterOpenChange={(visible) => {
        if (visible) focusFirst();
      }}
      afterClose={onClosed}
      destroyOnHidden
      footer={[
        <Button key="cancel" autoInsertSpace={false} disabled={busy} onClick={onClose}>
          {cancelText}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={formName} autoInsertSpace={false} loading={busy}>
          {saveText}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
