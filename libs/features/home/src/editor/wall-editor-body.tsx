import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Flex, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { WallEditor } from '@portal/api-contract';
import { PROVINCE } from '@portal/site-config';
import { useText } from '@portal/i18n';
import { ActionFailureAlert, Section } from '@portal/ui-kit';
import { homeEditorText } from './text';
import { BlockList } from './block-list';
import { ConfirmDialog } from './confirm-dialog';
import { HistoryTable } from './history-table';
import { PreviewPanel } from './preview-panel';
import { useWallActions } from './use-wall-actions';
import { useWallDraft } from './use-wall-draft';
import { WallStatus } from './wall-status';
import { WallToolbar } from './wall-toolbar';
import { wallEditorQueries } from './wall-editor-queries';

type Dialog = 'publish' | 'discard' | 'rollback' | null;
type FocusTarget = 'status' | 'preview' | 'problem';

/** The first field with a problem, or the block of a problem that is not one field's. */
function focusFirstProblem(container: HTMLElement) {
  const found = container.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]');
  if (!found) return;
  const target = found.matches('input, textarea, button') ? found : (found.closest<HTMLElement>('[data-block]') ?? found);
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}

/** Asks before the page is closed or reloaded with unsaved changes. */
function useUnloadWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

export interface WallEditorBodyProps {
  editor: WallEditor;
  /** Tells the page whether there are unsaved changes (it asks before switching the site). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One site's wall in the editor (the page keys it by site): its status, the actions, the blocks,
 * the preview and the history, with the confirmations of 发布, 放弃草稿 and 回滚.
 */
export function WallEditorBody({ editor, onDirtyChange }: WallEditorBodyProps) {
  const t = useText(homeEditorText);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const draft = useWallDraft(editor);
  const [addedTitles, setAddedTitles] = useState<Record<string, string>>({});
  const [loadingProvince, setLoadingProvince] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Kept after the rollback dialog closes, so its text stays through its closing motion.
  const [rollbackTo, setRollbackTo] = useState(0);
  const statusRef = useRef<HTMLElement>(null);
  const previewRef = useRef<HTMLElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const actions = useWallActions({
    editor,
    draft,
    onSaved: () => statusRef.current?.focus(),
    onPreviewed: () => {
      pendingFocus.current = 'preview';
    },
    onInvalid: () => {
      pendingFocus.current = 'problem';
    },
  });

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'preview') previewRef.current?.focus();
    else if (target === 'problem' && editorRef.current) focusFirstProblem(editorRef.current);
  });
  useEffect(() => onDirtyChange(draft.dirty), [draft.dirty, onDirtyChange]);
  useUnloadWarning(draft.dirty);

  const startFromProvince = async () => {
    setLoadingProvince(true);
    try {
      const province = await queryClient.fetchQuery(wallEditorQueries.detail(PROVINCE.code));
      const blocks = province.published?.blocks;
      if (!blocks || blocks.length === 0) {
        void message.info(homeEditorText.t('editor.status.provinceEmpty'));
        return;
      }
      setAddedTitles((titles) => ({ ...province.titles, ...titles }));
      draft.change(() => structuredClone(blocks));
      void message.success(homeEditorText.t('editor.status.provinceLoaded'));
    } catch {
      void message.error(homeEditorText.t('editor.status.provinceFailed'));
    } finally {
      setLoadingProvince(false);
    }
  };

  // After 发布, 放弃草稿 or 回滚 the status says what changed (the button that asked may now be off).
  const changed = useRef(false);
  const closeAfter = async (done: Promise<boolean>) => {
    changed.current = await done;
    setDialog(null);
  };
  const focusStatusIfChanged = () => {
    if (changed.current) statusRef.current?.focus();
    changed.current = false;
  };

  const invalid = Object.keys(draft.issues).length > 0;
  const busy = actions.busy;
  return (
    <Flex vertical gap={16}>
      <WallStatus ref={statusRef} editor={editor} dirty={draft.dirty} loadingProvince={loadingProvince} onStartFromProvince={() => void startFromProvince()} />
      <ActionFailureAlert
        failure={actions.failure}
        conflictTitle={t('editor.common.conflictTitle')}
        conflictHint={t('editor.common.conflictHint')}
        onClose={actions.clearFailure}
      />
      {invalid ? <Alert role="alert" type="error" showIcon title={t('editor.actions.invalid')} description={draft.issues['']} /> : null}
      <WallToolbar
        actions={actions}
        hasDraft={editor.draft !== null}
        dirty={draft.dirty}
        onPublish={() => setDialog('publish')}
        onDiscard={() => setDialog('discard')}
      />
      <Form layout="vertical" component={false}>
        <div ref={editorRef}>
          <BlockList
            draft={draft}
            titles={{ ...editor.titles, ...addedTitles }}
            onAdded={(hit) => setAddedTitles((titles) => ({ ...titles, [hit.id]: hit.name }))}
          />
        </div>
      </Form>
      {actions.preview ? <PreviewPanel ref={previewRef} preview={actions.preview} onClose={actions.closePreview} /> : null}
      <Section title={t('editor.history.title')}>
        <HistoryTable
          history={editor.history}
          previewing={actions.previewingVersion}
          onPreview={(version) => void actions.previewVersion(version)}
          onRollback={(to) => {
            setRollbackTo(to);
            setDialog('rollback');
          }}
        />
      </Section>
      <ConfirmDialog
        open={dialog === 'publish'}
        title={t('editor.actions.publishTitle')}
        text={t('editor.actions.publishConfirm', { version: Math.max(0, ...editor.history.map((entry) => entry.version)) + 1 })}
        okText={t('editor.actions.publish')}
        cancelText={t('editor.common.cancel')}
        busy={busy.publish}
        onOk={() => void closeAfter(actions.publish())}
        onCancel={() => setDialog(null)}
        onClosed={focusStatusIfChanged}
      />
      <ConfirmDialog
        open={dialog === 'discard'}
        title={t('editor.actions.discardTitle')}
        text={t('editor.actions.discardConfirm')}
        okText={t('editor.actions.discard')}
        cancelText={t('editor.common.cancel')}
        danger
        busy={busy.discard}
        onOk={() => void closeAfter(actions.discard())}
        onCancel={() => setDialog(null)}
        onClosed={focusStatusIfChanged}
      />
      <ConfirmDialog
        open={dialog === 'rollback'}
        title={t('editor.history.rollbackTitle', { version: rollbackTo })}
        text={t('editor.history.rollbackConfirm', { version: rollbackTo })}
        okText={t('editor.history.rollback')}
        cancelText={t('editor.common.cancel')}
        busy={busy.rollback}
        onOk={() => void closeAfter(actions.rollback(rollbackTo))}
        onCancel={() => setDialog(null)}
        onClosed={focusStatusIfChanged}
      />
    </Flex>
  );
}
