import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { ActionFailureAlert } from '../feedback/action-failure-alert';
import { LinkButton } from '../navigation/link-button';

/** A failed change as the bar shows it: the message, and whether it was a version conflict. */
type Failure = { text: string; conflict: boolean };

/** A link styled as a button (e.g. 修改 → the form). */
export interface ActionBarLink {
  key: string;
  label: string;
  to: string;
}

/** A change the bar runs: done, it says so (a success message); failed, the reason shows above the buttons. */
export interface ActionBarRun {
  key: string;
  label: string;
  run: () => Promise<unknown>;
  /** Said when done. */
  done: string;
  pending?: boolean;
  /** The main action (primary), or one that undoes or destroys (danger, also on the confirm button). */
  kind?: 'primary' | 'danger';
  /** Asked first, in a confirmation dialog. */
  confirm?: { title: string; content?: string; okText: string; cancelText: string };
}

export type ActionBarItem = ActionBarLink | ActionBarRun;

export interface ActionBarProps {
  /** What may be done now, in order; false or null ones are left out, and with none the bar draws nothing. */
  actions: readonly (ActionBarItem | false | null | undefined)[];
  /** How a failed run is shown (the server's message, or a fallback, and whether it was a conflict). */
  failureOf: (error: unknown) => Failure;
  /** The title of a conflict (操作未生效); the server's message goes under it. */
  conflictTitle: string;
  /** Said after the server's message on a conflict. */
  conflictHint?: string;
}

const isOffered = (action: ActionBarItem | false | null | undefined): action is ActionBarItem => Boolean(action);

/** A record's actions (issues 6, 22: 修改, 提交, 撤回 with confirmation), with the last refusal above them. */
export function ActionBar({ actions, failureOf, conflictTitle, conflictHint }: ActionBarProps) {
  const { message, modal } = App.useApp();
  const [failure, setFailure] = useState<Failure | null>(null);
  const offered = actions.filter(isOffered);
  if (offered.length === 0) return null;
  const start = (action: ActionBarRun) => {
    setFailure(null);
    const go = () =>
      action.run().then(
        () => void message.success(action.done),
        (error: unknown) => setFailure(failureOf(error)),
      );
    if (!action.confirm) return void go();
    void modal.confirm({
      title: action.confirm.title,
      content: action.confirm.content,
      okText: action.confirm.okText,
      okButtonProps: { danger: action.kind === 'danger', autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      cancelText: action.confirm.cancelText,
      onOk: go,
    });
  };
  return (
    <Flex vertical gap={12}>
      <ActionFailureAlert failure={failure} conflictTitle={conflictTitle} conflictHint={conflictHint} />
      <Flex wrap gap={12}>
        {offered.map((action) =>
          'to' in action ? (
            <LinkButton key={action.key} to={action.to}>
              {action.label}
            </LinkButton>
          ) : (
            <Button
              key={action.key}
              type={action.kind === 'primary' ? 'primary' : 'default'}
              danger={action.kind === 'danger'}
              // Two-character labels (提交, 撤回) keep their spelling; antd would space them out.
              autoInsertSpace={false}
              loading={action.pending}
              onClick={() => start(action)}
            >
              {action.label}
            </Button>
          ),
        )}
      </Flex>
    </Flex>
  );
}
