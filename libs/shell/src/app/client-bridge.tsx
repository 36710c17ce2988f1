import { Suspense, lazy, useLayoutEffect, useState } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { api } from '@portal/api-client';
import { createSessionHandlers, deferredDialog, setFeedback, type Feedback, type SessionNavigation } from '@portal/auth';
import { withAntdStylesheet } from '@portal/ui-kit';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

// Issue 13: antd's message and modal load with the first toast or dialog, not with every page.
const FeedbackHost = lazy(withAntdStylesheet(() => import('./feedback-host')));

/**
 * Toasts and dialogs that wait for antd's instances: the first one asks for the host
 * (`requestHost`), and each is shown once `ready` hands the instances over.
 */
function deferredFeedback(requestHost: () => void) {
  let host: Feedback | null = null;
  const waiting: ((feedback: Feedback) => void)[] = [];
  const whenReady = (show: (feedback: Feedback) => void) => {
    if (host) show(host);
    else {
      waiting.push(show);
      requestHost();
    }
  };
  type Toast = 'error' | 'success' | 'info';
  const toast =
    (kind: Toast) =>
    (...args: Parameters<Feedback['message'][Toast]>) =>
      void whenReady((ready) => void ready.message[kind](...args));
  const feedback: Feedback = {
    // The callers never await a toast; antd's instance returns a thenable nobody reads.
    message: { error: toast('error'), success: toast('success'), info: toast('info') } as unknown as Feedback['message'],
    modal: { info: (config) => deferredDialog(new Promise((resolve) => whenReady((ready) => resolve(ready.modal.info(config))))) },
  };
  const ready = (instances: Feedback) => {
    host = instances;
    for (const show of waiting.splice(0)) show(instances);
  };
  return { feedback, ready };
}

/** The router as auth's session handlers move with it: navigate, and where the visitor is now. */
export function routerNavigation(router: Router): Required<SessionNavigation> {
  return {
    navigate: (to, options) => void router.navigate(to, options),
    currentPath: () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  };
}

/**
 * Hands the api-client and auth what they need from React: antd's themed
 * message/modal instances and the router's navigation (spec §8 handlers: toasts,
 * logout action, legal-person notice, /404, login with preUrl).
 */
export function ClientBridge({ router }: { router: Router }) {
  const [hostWanted, setHostWanted] = useState(false);
  const [{ feedback, ready }] = useState(() => deferredFeedback(() => setHostWanted(true)));

  useLayoutEffect(() => {
    setFeedback(feedback);
    api.configure(createSessionHandlers(routerNavigation(router)));
  }, [feedback, router]);

  return hostWanted ? (
    <Suspense fallback={null}>
      <FeedbackHost onReady={ready} />
    </Suspense>
  ) : null;
}
