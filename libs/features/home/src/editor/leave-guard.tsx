import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before leaving the editor for another page with unsaved changes (the site's own links). */
function BlockLeaving({ dirty }: { dirty: boolean }) {
  const t = useText(homeEditorText);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('editor.leave.title')}
      text={t('editor.leave.text')}
      okText={t('editor.leave.ok')}
      cancelText={t('editor.leave.cancel')}
      danger
      busy={false}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * The in-app half of the unsaved-changes warning (the page's beforeunload is the other): react-router's
 * blocker needs a data router, which the apps have; without one (Storybook's memory router) there is
 * nothing to block with, and nothing is drawn.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockLeaving dirty={dirty} /> : null;
}
