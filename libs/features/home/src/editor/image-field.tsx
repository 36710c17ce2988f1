import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { fileUrl, uploadProblem, type UploadedFile } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { homeEditorText, type HomeEditorText } from './text';
import { Field } from './field';
import { uploadWallImage } from './wall-editor-mutations';

const ACCEPT = '.jpg,.jpeg,.png';

/** What is wrong with a chosen image before it is sent: JPEG or PNG, at most 2 MB (the server checks again). */
export function imageProblem(file: { name: string; size: number }, t: HomeEditorText = homeEditorText.t): string | null {
  const problem = uploadProblem(file, 'wall-image');
  return problem === null ? null : t(`editor.image.problem.${problem}`);
}

export interface ImageFieldProps {
  label: string;
  /** The uploaded image's file id. */
  value: string | undefined;
  onChange: (fileId: string | undefined) => void;
  error?: string | undefined;
  /** The uploader (stories and tests may give their own). */
  upload?: (file: File) => Promise<UploadedFile>;
}

/**
 * A banner slide's image (issue 18): uploaded to /primary/file/upload with purpose `wall-image`
 * (public from its upload, so the thumbnail is a plain image), replaced or removed. A file of
 * another type or over 2 MB is refused before it is sent; a refused upload shows the server's message.
 */
export function ImageField({ label, value, onChange, error, upload = uploadWallImage }: ImageFieldProps) {
  const t = useText(homeEditorText);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Field label={label} group error={problem ?? error} hint={t('editor.image.hint')}>
      {() => (
        <Flex vertical gap={8} align="start">
          {/* Decorative here: the slide's title says what it is about. */}
          {value ? <img src={fileUrl(value)} alt="" width={160} height={90} style={{ objectFit: 'cover', borderRadius: 4, background: '#f0f0f0' }} /> : null}
          <Flex gap={8} wrap>
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              disabled={uploading}
              beforeUpload={(file) => {
                const found = imageProblem(file, t);
                setProblem(found);
                return found ? Upload.LIST_IGNORE : true;
              }}
              customRequest={({ file, onSuccess, onError }) => {
                setUploading(true);
                upload(file as File).then(
                  (uploaded) => {
                    setUploading(false);
                    onChange(uploaded.id);
                    onSuccess?.(uploaded);
                  },
                  (failure: unknown) => {
                    setUploading(false);
                    setProblem(errorMessage(failure, homeEditorText.t('editor.image.failed')));
                    onError?.(failure instanceof Error ? failure : new Error(homeEditorText.t('editor.image.failed')));
                  },
                );
              }}
            >
              <Button icon={<UploadOutlined aria-hidden />} loading={uploading} autoInsertSpace={false}>
                {value ? t('editor.image.replace') : t('editor.image.upload')}
              </Button>
            </Upload>
            {value ? (
              <Button icon={<DeleteOutlined aria-hidden />} autoInsertSpace={false} disabled={uploading} onClick={() => onChange(undefined)}>
                {t('editor.image.remove')}
              </Button>
            ) : null}
          </Flex>
          <Typography.Text type="secondary" role="status" style={{ fontSize: 12 }}>
            {uploading ? t('editor.image.uploading') : null}
          </Typography.Text>
        </Flex>
      )}
    </Field>
  );
}
