import { Suspense, lazy, type ReactNode } from 'react';
import { withAntdStylesheet } from './antd-stylesheet';

/**
 * Loads antd's scope (ConfigProvider, App, the locale) and the whole static antd stylesheet it
 * waits for: beside a page's chunk, or when a piece of the frame first needs it.
 */
export const loadAntdScope = withAntdStylesheet(() => import('./antd-scope'));

const Popups = lazy(() => import('./dialog-popups'));

/** antd content inside a modal dialog, its popups in the dialog's layer (dialog-popups.tsx); loaded only where antd is already. */
export function WithDialogPopups({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Popups>{children}</Popups>
    </Suspense>
  );
}
