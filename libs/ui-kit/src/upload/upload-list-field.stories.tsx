import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { motionSettled } from '../testing/motion';
import { RULES, pdf, stored } from '../testing/upload-fixtures';
import { UploadListField, type UploadListFieldProps } from './upload-list-field';
import type { UploadFn, UploadListItem, UploadRequest } from './use-upload-list';

/** An upload that got 40 % of the way and stays there until its signal aborts (the story unmounts). */
const stuck = (_file: File, { signal, onProgress }: UploadRequest) =>
  new Promise<UploadListItem>((_, reject) => {
    onProgress?.(40);
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

const LICENCE: UploadListItem = { id: 'fil_0001', name: '营业执照（副本）.pdf', sizeBytes: 1_572_864 };

/** The field in a form item labelled 申请材料, with the files in state as a form keeps them. */
function Field({ files: initial, ...props }: UploadListFieldProps) {
  const id = useId();
  const [files, setFiles] = useState(initial);
  return (
    <Form layout="vertical">
      <Form.Item label={props.label} htmlFor={id}>
        <UploadListField {...props} id={id} files={files} onFilesChange={setFiles} />
      </Form.Item>
    </Form>
  );
}

const meta = {
  title: 'ui-kit/表单/UploadListField',
  component: UploadListField,
  parameters: { router: false },
  args: {
    id: 'attachments',
    label: '申请材料',
    files: [],
    onFilesChange: fn(),
    max: 5,
    rules: RULES,
    upload: fn<UploadFn>((file) => Promise.resolve(stored(file))),
    hint: '最多上传 5 个文件',
  },
  render: (args) => <Field {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadListField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issues 6, 22: files chosen, each uploaded on its own and listed with its size, to remove. */
export const Uploaded: Story = {
  name: '上传后列出',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('申请材料'), [pdf('授权书.pdf', 2048), pdf('资质证明.pdf')]);
    const listed = within(await canvas.findByRole('list', { name: '已上传的申请材料' }));
    await expect(await listed.findByRole('button', { name: '删除 资质证明.pdf' })).toBeEnabled();
    await expect(listed.getByText('（2 KB）')).toBeVisible();
    await expect(args.upload).toHaveBeenCalledTimes(2);
  },
};

/** A file on its way, with its progress; it may be cancelled. */
export const Uploading: Story = {
  name: '上传中',
  args: { upload: fn<UploadFn>(stuck) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('申请材料'), pdf('授权书.pdf'));
    const listed = within(await canvas.findByRole('list', { name: '已上传的申请材料' }));
    await expect(await listed.findByRole('status')).toHaveTextContent('上传中… 40%');
    await expect(listed.getByRole('button', { name: '取消上传 授权书.pdf' })).toBeVisible();
  },
};

/** Spec §8: a type off the allow-list is refused before sending; the server's refusal (HTTP 413) stays next to the file. */
export const Refused: Story = {
  name: '上传被拒',
  args: { upload: fn<UploadFn>(() => Promise.reject(new Error('文件大小超过限制，请重新选择'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(canvas.getByLabelText('申请材料'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect(await canvas.findByText(/“setup\.exe”的文件类型不支持/)).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('申请材料'), pdf('扫描件.pdf'));
    const listed = within(await canvas.findByRole('list', { name: '已上传的申请材料' }));
    await expect(await listed.findByText('文件大小超过限制，请重新选择')).toBeVisible();
    await expect(listed.getByRole('button', { name: '删除 扫描件.pdf' })).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Issue 21 §10c: one file (a call response's); another choice replaces it, and the feature names its remove button. */
export const OneFile: Story = {
  name: '单个文件',
  args: { label: '反馈附件', max: 1, files: [LICENCE], hint: undefined, removeLabel: (name: string) => `删除附件 ${name}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '重新选择' })).toBeVisible();
    await expect(canvas.getByText('（1.5 MB）')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('反馈附件'), pdf('反馈表.pdf'));
    const listed = within(canvas.getByRole('list', { name: '已上传的反馈附件' }));
    await expect(await listed.findByRole('button', { name: '删除附件 反馈表.pdf' })).toBeVisible();
    await expect(listed.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Public files (an entry's templates): each listed file links to its download. */
export const Linked: Story = {
  name: '可下载的已有文件',
  args: { label: '模板文件', files: [LICENCE], fileHref: (id: string) => `/alpha-portal/api/v1/web/file/${id}` },
  play: async ({ canvasElement }) => {
    const listed = within(within(canvasElement).getByRole('list', { name: '已上传的模板文件' }));
    await expect(listed.getByRole('link', { name: LICENCE.name })).toHaveAttribute('href', '/alpha-portal/api/v1/web/file/fil_0001');
  },
};
