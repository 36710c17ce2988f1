import { useMemo, useState } from 'react';
import type { WallDraftBlock, WallEditor } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import { sameBlocks, startingBlocks } from './wall-blocks';
import { validateBlocks, type IssueMap, type Validation } from './wall-validation';

/** The editor's own copy of the blocks, and the server's view it was started from. */
interface LocalCopy {
  from: WallEditor;
  blocks: WallDraftBlock[];
}

/**
 * The copy kept while the server's view changes underneath (a reload after a 409, a rollback): an
 * untouched copy follows the server; a changed one stays, so nothing typed is lost.
 */
function resolve(local: LocalCopy | null, editor: WallEditor): LocalCopy {
  if (local && (local.from === editor || !sameBlocks(local.blocks, startingBlocks(local.from)))) return local;
  return { from: editor, blocks: startingBlocks(editor) };
}

const NO_ISSUES: IssueMap = {};

/**
 * The blocks being edited for one site (the page keys it by site): the saved draft, else the
 * published blocks, else none, changed locally until saved. Once a save or preview found problems,
 * the contract's messages follow every change, so each one goes as soon as it is fixed.
 */
export function useWallDraft(editor: WallEditor) {
  const t = useText(homeEditorText);
  const [local, setLocal] = useState<LocalCopy | null>(null);
  const [checking, setChecking] = useState(false);
  const current = resolve(local, editor);
  const blocks = current.blocks;
  const dirty = !sameBlocks(blocks, startingBlocks(editor));
  const validation = useMemo(() => validateBlocks(blocks, t), [blocks, t]);
  const issues = checking && !validation.ok ? validation.issues : NO_ISSUES;

  return {
    blocks,
    /** The blocks differ from the saved draft (or, without one, the published version). */
    dirty,
    issues,
    /** Changes the blocks (a function of the blocks as they are when it runs). */
    change: (update: (blocks: WallDraftBlock[]) => WallDraftBlock[]) =>
      setLocal((previous) => {
        const base = resolve(previous, editor);
        return { from: base.from, blocks: update(base.blocks) };
      }),
    /** Starts again from the server's view (after a save, publish or discard). */
    reset: () => {
      setLocal(null);
      setChecking(false);
    },
    /** The blocks as they would be sent, or their problems (shown from now on, and kept up to date). */
    check: (): Validation => {
      setChecking(true);
      return validation;
    },
  };
}

export type WallDraft = ReturnType<typeof useWallDraft>;
