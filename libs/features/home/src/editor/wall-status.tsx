import { Alert, Button, Card, Typography } from 'antd';
import type { Ref } from 'react';
import type { WallEditor } from '@portal/api-contract';
import { StatusTag } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { WALL_EDITOR_STRINGS } from './strings';

const S = WALL_EDITOR_STRINGS.status;

export interface WallStatusProps {
  editor: WallEditor;
  dirty: boolean;
  /** The status takes the focus after a save (tabIndex -1). */
  ref?: Ref<HTMLElement>;
  loadingProvince: boolean;
  onStartFromProvince: () => void;
}

const termStyle = { margin: 0, color: 'inherit', fontWeight: 600 } as const;
const valueStyle = { margin: 0 } as const;

/**
 * What the public sees and what is saved: the published version (number, time, who) or 尚未发布;
 * the draft (saved when, by whom); unsaved changes. A city without a wall of its own shows the
 * province's, and may start its own from it.
 */
export function WallStatus({ editor, dirty, ref, loadingProvince, onStartFromProvince }: WallStatusProps) {
  const { published, draft } = editor;
  return (
    <section ref={ref} aria-label={S.label} tabIndex={-1} style={{ outline: 'none' }}>
      <Card size="small">
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '6px 16px', margin: 0, alignItems: 'baseline' }}>
          <dt style={termStyle}>{S.published}</dt>
          <dd style={valueStyle}>
            {published ? (
              S.publishedValue(published.version, formatMinute(published.publishedAt), published.publishedBy)
            ) : (
              <Typography.Text type="secondary">{S.notPublished}</Typography.Text>
            )}
          </dd>
          <dt style={termStyle}>{S.draft}</dt>
          <dd style={valueStyle}>
            {draft ? S.draftValue(formatMinute(draft.savedAt), draft.savedBy) : <Typography.Text type="secondary">{S.noDraft}</Typography.Text>}
            {dirty ? (
              <span style={{ marginInlineStart: 8 }}>
                <StatusTag tone="warning">{S.unsaved}</StatusTag>
              </span>
            ) : null}
          </dd>
        </dl>
        {editor.inherited ? (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            title={S.inherited}
            action={
              <Button size="small" autoInsertSpace={false} loading={loadingProvince} onClick={onStartFromProvince}>
                {S.startFromProvince}
              </Button>
            }
          />
        ) : null}
      </Card>
    </section>
  );
}
