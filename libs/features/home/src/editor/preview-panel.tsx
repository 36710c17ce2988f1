import { Alert, Button, Empty, Flex, Radio, Typography, theme } from 'antd';
import { useState, type Ref } from 'react';
import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import { ContentWall } from '../components/content-wall';
import type { PreviewResult } from './wall-editor-mutations';

/** The mobile frame's width: a common phone's CSS width. */
export const MOBILE_PREVIEW_WIDTH = 375;

type PreviewWidth = 'desktop' | 'mobile';

export interface PreviewPanelProps {
  preview: PreviewResult;
  /** The panel takes the focus when a preview arrives (tabIndex -1). */
  ref?: Ref<HTMLElement>;
  onClose: () => void;
}

/**
 * 预览: the wall as the home page would draw it (the public ContentWall, resolved by the server),
 * in a frame as wide as the content column (桌面) or as a phone (手机, 375 px). The wall's layout
 * follows its own width (container queries in home.css), so the frame shows each layout whatever
 * the editor's screen. Nothing shown here is published.
 */
export function PreviewPanel({ preview, ref, onClose }: PreviewPanelProps) {
  const t = useText(homeEditorText);
  const { token } = theme.useToken();
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const what = preview.version === null ? t('editor.preview.ofDraft') : t('editor.preview.ofVersion', { version: preview.version });
  const mobile = width === 'mobile';
  return (
    <section ref={ref} aria-label={t('editor.preview.label')} tabIndex={-1} style={{ outline: 'none', minWidth: 0 }}>
      <Flex
        vertical
        gap={12}
        style={{ padding: 16, background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
      >
        <Flex wrap gap={12} justify="space-between" align="center">
          <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
            {t('editor.preview.title')}
          </Typography.Title>
          <Button size="small" autoInsertSpace={false} onClick={onClose}>
            {t('editor.preview.close')}
          </Button>
        </Flex>
        <Alert type="warning" showIcon title={t('editor.preview.notPublished')} description={t('editor.preview.showing', { what })} />
        <Radio.Group
          aria-label={t('editor.preview.width')}
          optionType="button"
          value={width}
          onChange={(event) => setWidth(event.target.value as PreviewWidth)}
          options={[
            { value: 'desktop', label: t('editor.preview.desktop') },
            { value: 'mobile', label: t('editor.preview.mobile') },
          ]}
        />
        <div
          data-preview-frame={width}
          style={{
            boxSizing: 'content-box',
            width: mobile ? MOBILE_PREVIEW_WIDTH : 'auto',
            maxWidth: '100%',
            margin: mobile ? '0 auto' : 0,
            padding: mobile ? 0 : 8,
            border: `1px solid ${token.colorBorder}`,
            borderRadius: mobile ? 16 : token.borderRadiusLG,
            overflow: 'hidden',
            background: '#fff',
          }}
        >
          {preview.wall.blocks.length > 0 ? (
            <ContentWall blocks={preview.wall.blocks} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">{t('editor.preview.empty')}</Typography.Text>} />
          )}
        </div>
      </Flex>
    </section>
  );
}
