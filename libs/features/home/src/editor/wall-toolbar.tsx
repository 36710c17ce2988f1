import { CloudUploadOutlined, DeleteOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { WALL_EDITOR_STRINGS } from './strings';
import type { WallActions } from './use-wall-actions';

const S = WALL_EDITOR_STRINGS.actions;

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
  const { busy } = actions;
  const publishable = hasDraft && !dirty;
  return (
    <Flex role="group" aria-label={S.label} wrap gap={8} align="center">
      <Button type="primary" icon={<SaveOutlined aria-hidden />} autoInsertSpace={false} loading={busy.save} onClick={() => void actions.save()}>
        {S.save}
      </Button>
      <Button
        icon={<EyeOutlined aria-hidden />}
        autoInsertSpace={false}
        loading={busy.preview && actions.previewingVersion === null}
        onClick={() => void actions.previewDraft()}
      >
        {S.preview}
      </Button>
      <Button icon={<CloudUploadOutlined aria-hidden />} autoInsertSpace={false} disabled={!publishable || busy.save} onClick={onPublish}>
        {S.publish}
      </Button>
      <Button danger icon={<DeleteOutlined aria-hidden />} autoInsertSpace={false} disabled={!hasDraft || busy.save} onClick={onDiscard}>
        {S.discard}
      </Button>
      {publishable ? null : <Typography.Text type="secondary">{S.publishHint}</Typography.Text>}
    </Flex>
  );
}
