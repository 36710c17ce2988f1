import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';
import { WALL_EDITOR_STRINGS } from './strings';

const S = WALL_EDITOR_STRINGS.leave;

/** Asks before leaving the editor for another page with unsaved changes (the site's own links). */
function BlockLeaving({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={S.title}
      text={S.text}
      okText={S.ok}
      cancelText={S.cancel}
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
