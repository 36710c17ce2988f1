import { CloudUploadOutlined, DeleteOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import type { WallActions } from './use-wall-actions';

export interface WallToolbarProps {
  actions: WallActions;
  hasDraft: boolean;
  dirty: boolean;
  onPublish: () => void;
  onDiscard: () => void;
}

/**
 * 保存草稿, 预览, 发布 and 放弃草稿. 发布 publishes the saved draft, so it waits for one and for no
 * unsaved changes (said beside it while it waits).
 */
export function WallToolbar({ actions, hasDraft, dirty, onPublish, onDiscard }: WallToolbarProps) {
  const t = useText(homeEditorText);
  const { busy } = actions;
  const publishable = hasDraft && !dirty;
  return (
    <Flex role="group" aria-label={t('editor.actions.label')} wrap gap={8} align="center">
      <Button type="primary" icon={<SaveOutlined aria-hidden />} autoInsertSpace={false} loading={busy.save} onClick={() => void actions.save()}>
        {t('editor.actions.save')}
      </Button>
      <Button
        icon={<EyeOutlined aria-hidden />}
        autoInsertSpace={false}
        loading={busy.preview && actions.previewingVersion === null}
        onClick={() => void actions.previewDraft()}
      >
        {t('editor.actions.preview')}
      </Button>
      <Button icon={<CloudUploadOutlined aria-hidden />} autoInsertSpace={false} disabled={!publishable || busy.save} onClick={onPublish}>
        {t('editor.actions.publish')}
      </Button>
      <Button danger icon={<DeleteOutlined aria-hidden />} autoInsertSpace={false} disabled={!hasDraft || busy.save} onClick={onDiscard}>
        {t('editor.actions.discard')}
      </Button>
      {publishable ? null : <Typography.Text type="secondary">{t('editor.actions.publishHint')}</Typography.Text>}
    </Flex>
  );
}
