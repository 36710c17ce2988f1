import { Modal } from 'antd';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  okText: string;
  cancelText: string;
  danger?: boolean;
  busy: boolean;
  onOk: () => void;
  onCancel: () => void;
  /** After the closing motion (the focus has gone back to the opener; the page may move it on). */
  onClosed?: () => void;
}

/**
 * A confirmation before a change the public sees (发布, 回滚) or that drops work (放弃草稿). It stays
 * open while the change is on its way, and the caller closes it; the focus goes back to the button
 * that opened it (and then where `onClosed` puts it).
 */
export function ConfirmDialog({ open, title, text, okText, cancelText, danger = false, busy, onOk, onCancel, onClosed }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger, autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false, disabled: busy }}
      confirmLoading={busy}
      mask={{ closable: !busy }}
      keyboard={!busy}
      closable={!busy}
      focusable={{ trap: true, focusTriggerAfterClose: true }}
      onOk={onOk}
      onCancel={onCancel}
      afterClose={onClosed}
      destroyOnHidden
    >
      <p>{text}</p>
    </Modal>
  );
}
