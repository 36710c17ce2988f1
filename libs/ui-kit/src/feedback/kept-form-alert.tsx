import { Alert, Form } from 'antd';
import { useKeptForm } from './kept-form';

export interface KeptFormAlertProps {
  /** The form's name in this tab's storage (beside the page's address): which form, about which record. */
  storageKey: string;
  /** The signed-in account (auth's useSessionOwner): kept values go back only to the one who typed them. */
  owner: string | undefined;
  /** Said once the kept values are back. */
  title: string;
}

/**
 * Issue 19 §Time, placed inside an antd Form: what was typed in it is kept when the session ends,
 * and put back once this mounts again, signed in as the same account. In a dialog that destroys its
 * content when it closes, that is the dialog's next opening, not the page's. Says so once it has.
 */
export function KeptFormAlert({ storageKey, owner, title }: KeptFormAlertProps) {
  const restored = useKeptForm(Form.useFormInstance(), storageKey, owner);
  return restored ? <Alert type="info" showIcon role="status" title={title} style={{ marginBottom: 16 }} /> : null;
}
