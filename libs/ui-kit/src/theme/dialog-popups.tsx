import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useDialogLayer } from '../listing/dialog-layer';

/**
 * antd content inside a modal <dialog> (DetailDrawer): its popups (Modal, Select, Dropdown) render
 * in the dialog, above the inert page. Only the popup container changes: the theme comes from the
 * scope above, and so do App.useApp()'s toasts, which outlive the drawer that closes after an action.
 */
export default function DialogPopups({ children }: { children: ReactNode }) {
  const layer = useDialogLayer();
  return <ConfigProvider getPopupContainer={layer ? () => layer : undefined}>{children}</ConfigProvider>;
}
