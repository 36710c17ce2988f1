import { Alert, Button, Card, Typography } from 'antd';
import type { Ref } from 'react';
import type { WallEditor } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { homeEditorText } from './text';

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
  const t = useText(homeEditorText);
  const { published, draft } = editor;
  return (
    <section ref={ref} aria-label={t('editor.status.label')} tabIndex={-1} style={{ outline: 'none' }}>
      <Card size="small">
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '6px 16px', margin: 0, alignItems: 'baseline' }}>
          <dt style={termStyle}>{t('editor.status.published')}</dt>
          <dd style={valueStyle}>
            {published ? (
              t('editor.status.publishedValue', { version: published.version, at: formatMinute(published.publishedAt), by: published.publishedBy })
            ) : (
              <Typography.Text type="secondary">{t('editor.status.notPublished')}</Typography.Text>
            )}
          </dd>
          <dt style={termStyle}>{t('editor.status.draft')}</dt>
          <dd style={valueStyle}>
            {draft ? (
              t('editor.status.draftValue', { at: formatMinute(draft.savedAt), by: draft.savedBy })
            ) : (
              <Typography.Text type="secondary">{t('editor.status.noDraft')}</Typography.Text>
            )}
            {dirty ? (
              <span style={{ marginInlineStart: 8 }}>
                <StatusTag tone="warning">{t('editor.status.unsaved')}</StatusTag>
              </span>
            ) : null}
          </dd>
        </dl>
        {editor.inherited ? (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            title={t('editor.status.inherited')}
            action={
              <Button size="small" autoInsertSpace={false} loading={loadingProvince} onClick={onStartFromProvince}>
                {t('editor.status.startFromProvince')}
              </Button>
            }
          />
        ) : null}
      </Card>
    </section>
  );
}
