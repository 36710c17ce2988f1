import { App } from 'antd';
import { useState } from 'react';
import type { WallDraftBlock, WallEditor } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { homeEditorText } from './text';
import type { WallDraft } from './use-wall-draft';
import { useDiscardWall, usePreviewWall, usePublishWall, useRollbackWall, useSaveWall, type PreviewResult } from './wall-editor-mutations';

export interface WallActionsOptions {
  editor: WallEditor;
  draft: WallDraft;
  /** After a save: the page moves the focus to the status. */
  onSaved: () => void;
  /** After a preview arrived: the page moves the focus to it. */
  onPreviewed: () => void;
  /** The blocks have problems: the page moves the focus to the first. */
  onInvalid: () => void;
}

/**
 * The editor's actions on a site's wall: 保存草稿 and 预览 (after the contract's check in the browser),
 * 发布, 放弃草稿 and 回滚. Each names the row version the page shows; a refusal (a 409 when someone
 * changed the wall first) is kept to show above the editor, and a success is said in a message.
 * Each resolves to whether it was done, so a confirm dialog knows to close.
 */
export function useWallActions({ editor, draft, onSaved, onPreviewed, onInvalid }: WallActionsOptions) {
  const { message } = App.useApp();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const save = useSaveWall();
  const publish = usePublishWall();
  const discard = useDiscardWall();
  const rollback = useRollbackWall();
  const previewWall = usePreviewWall();
  const site = editor.site;
  const change = { site, version: editor.version };

  async function attempt<T>(send: () => Promise<T>, fallback: string): Promise<T | null> {
    setFailure(null);
    try {
      return await send();
    } catch (error) {
      setFailure(actionFailure(error, fallback));
      return null;
    }
  }

  const checked = (): WallDraftBlock[] | null => {
    const validation = draft.check();
    if (validation.ok) return validation.blocks;
    onInvalid();
    return null;
  };

  const showPreview = async (input: Parameters<typeof previewWall.mutateAsync>[0], fallback: string) => {
    const shown = await attempt(() => previewWall.mutateAsync(input), fallback);
    if (!shown) return false;
    setPreview(shown);
    onPreviewed();
    return true;
  };

  const variables = previewWall.isPending ? previewWall.variables : undefined;
  return {
    failure,
    clearFailure: () => setFailure(null),
    preview,
    closePreview: () => setPreview(null),
    busy: { save: save.isPending, publish: publish.isPending, discard: discard.isPending, rollback: rollback.isPending, preview: previewWall.isPending },
    /** The version whose preview is on its way. */
    previewingVersion: variables && 'version' in variables ? variables.version : null,
    save: async () => {
      const blocks = checked();
      if (!blocks) return false;
      const saved = await attempt(() => save.mutateAsync({ ...change, blocks }), homeEditorText.t('editor.actions.saveFailed'));
      if (!saved) return false;
      draft.reset();
      void message.success(homeEditorText.t('editor.actions.saved'));
      onSaved();
      return true;
    },
    previewDraft: async () => {
      const blocks = checked();
      return blocks ? showPreview({ site, blocks }, homeEditorText.t('editor.actions.previewFailed')) : false;
    },
    previewVersion: (version: number) => showPreview({ site, version }, homeEditorText.t('editor.history.versionFailed')),
    publish: async () => {
      const done = await attempt(() => publish.mutateAsync(change), homeEditorText.t('editor.actions.publishFailed'));
      if (!done) return false;
      draft.reset();
      void message.success(homeEditorText.t('editor.actions.published', { version: done.published?.version ?? 0 }));
      return true;
    },
    discard: async () => {
      const done = await attempt(() => discard.mutateAsync(change), homeEditorText.t('editor.actions.discardFailed'));
      if (!done) return false;
      draft.reset();
      void message.success(homeEditorText.t('editor.actions.discarded'));
      return true;
    },
    rollback: async (to: number) => {
      const done = await attempt(() => rollback.mutateAsync({ ...change, to }), homeEditorText.t('editor.history.rollbackFailed'));
      if (!done) return false;
      void message.success(homeEditorText.t('editor.history.rolledBack', { version: to }));
      return true;
    },
  };
}

export type WallActions = ReturnType<typeof useWallActions>;
