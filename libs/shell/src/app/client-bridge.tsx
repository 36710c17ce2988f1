import { App } from 'antd';
import { useLayoutEffect } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { api } from '@portal/api-client';
import { createSessionHandlers, setFeedback } from '@portal/auth';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * Hands the api-client and auth what they need from React: antd's themed
 * message/modal instances and the router's navigation (spec §8 handlers: toasts,
 * logout action, legal-person notice, /404, login with preUrl).
 */
export function ClientBridge({ router }: { router: Router }) {
  const { message, modal } = App.useApp();
  useLayoutEffect(() => {
    setFeedback({ message, modal });
    api.configure(
      createSessionHandlers({
        navigate: (to, options) => void router.navigate(to, options),
        currentPath: () => {
          const { pathname, search, hash } = router.state.location;
          return `${pathname}${search}${hash}`;
        },
      }),
    );
  }, [message, modal, router]);
  return null;
}
