import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UploadListField, type UploadListFieldProps } from './upload-list-field';
import { RULES, pdf, stored } from '../testing/upload-fixtures';
import type { UploadFn, UploadListItem, UploadRequest } from './use-upload-list';

/** An upload the test settles by hand; `requests` keeps what the field handed each one. */
function manualUploads() {
  const requests: { file: File; request: UploadRequest; resolve: (item: UploadListItem) => void; reject: (error: unknown) => void }[] = [];
  const upload: UploadFn = (file, request) => new Promise((resolve, reject) => requests.push({ file, request, resolve, reject }));
  return { upload: vi.fn(upload), requests };
}

type HarnessProps = Partial<UploadListFieldProps> & { initial?: UploadListItem[] };

function Harness({ initial = [], ...props }: HarnessProps) {
  const [files, setFiles] = useState<UploadListItem[]>(initial);
  return (
    <>
      <label htmlFor="attachments">申请材料</label>
      <UploadListField
        id="attachments"
        label="申请材料"
        files={files}
        onFilesChange={setFiles}
        max={5}
        rules={RULES}
        upload={(file) => Promise.resolve(stored(file))}
        {...props}
      />
      <output data-testid="ids">{files.map((file) => file.id).join(',')}</output>
    </>
  );
}

const input = () => screen.getByLabelText('申请材料');
const listed = () => within(screen.getByRole('list', { name: '已上传的申请材料' }));

describe('UploadListField (issues 6, 21, 22: a form’s attachments)', () => {
  it('uploads each chosen file on its own with a signal, lists it with its size, and a listed file can be removed', async () => {
    const user = userEvent.setup();
    const upload = vi.fn<UploadFn>((file) => Promise.resolve(stored(file)));
    const onUploadingChange = vi.fn();
    render(<Harness upload={upload} onUploadingChange={onUploadingChange} hint="最多 5 个文件" />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', '.pdf,.docx,.png');
    expect(input()).toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription('支持 pdf、docx、png 格式，单个文件不超过 10 MB 最多 5 个文件');
    expect(screen.queryByRole('list')).toBeNull();

    await user.upload(input(), [pdf('授权书.pdf', 2048), pdf('资质证明.pdf')]);
    await waitFor(() => expect(listed().getAllByRole('listitem')).toHaveLength(2));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[0]?.[1].signal).toBeInstanceOf(AbortSignal);
    expect(listed().getByText('（2 KB）')).toBeInTheDocument();
    expect(screen.getByTestId('ids')).toHaveTextContent('fil_授权书.pdf,fil_资质证明.pdf');
    expect(onUploadingChange).toHaveBeenLastCalledWith(0);

    await user.click(listed().getByRole('button', { name: '删除 资质证明.pdf' }));
    expect(screen.getByTestId('ids')).toHaveTextContent(/^fil_授权书\.pdf$/);
  });

  it('refuses a file off the rules before sending, says why (one notice per reason of the selection), and a new selection starts over', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn<UploadFn>();
    render(<Harness upload={upload} />);
    const big = pdf('扫描件.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input(), [new File(['MZ'], 'setup.exe'), big]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“setup.exe”的文件类型不支持，请上传 pdf、docx、png 格式的文件');
    expect(alert).toHaveTextContent('“扫描件.pdf”超过 10 MB，请压缩或拆分后重新选择');

    await user.upload(input(), [pdf('空.pdf', 0), pdf('一个名字非常非常非常非常非常长的文件.pdf')]);
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('setup.exe'));
    expect(screen.getByRole('alert')).toHaveTextContent('“空.pdf”是空文件，请重新选择');
    expect(screen.getByRole('alert')).toHaveTextContent('的文件名超过 20 个字符，请改名后重新选择');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('counts the listed files and those on their way: past `max` a file is refused before sending', async () => {
    const user = userEvent.setup();
    const { upload, requests } = manualUploads();
    render(<Harness upload={upload} max={2} initial={[{ id: 'fil_1', name: '营业执照.pdf', sizeBytes: 20_480 }]} />);
    await user.upload(input(), [pdf('材料2.pdf'), pdf('材料3.pdf')]);
    expect(await screen.findByText('最多上传 2 个文件，请先删除不需要的文件')).toBeInTheDocument();
    expect(requests.map((request) => request.file.name)).toEqual(['材料2.pdf']);
  });

  it('shows a file on its way (with its progress when the upload tells it); cancelling aborts it and it never joins the list', async () => {
    const user = userEvent.setup();
    const { upload, requests } = manualUploads();
    const onUploadingChange = vi.fn();
    render(<Harness upload={upload} onUploadingChange={onUploadingChange} />);
    await user.upload(input(), pdf('授权书.pdf'));
    expect(await listed().findByRole('status')).toHaveTextContent('上传中…');
    expect(onUploadingChange).toHaveBeenLastCalledWith(1);
    act(() => requests[0]!.request.onProgress?.(40.4));
    expect(listed().getByRole('status')).toHaveTextContent('上传中… 40%');

    await user.click(listed().getByRole('button', { name: '取消上传 授权书.pdf' }));
    expect(requests[0]!.request.signal.aborted).toBe(true);
    expect(screen.queryByRole('list')).toBeNull();
    await act(async () => requests[0]!.resolve(stored(pdf('授权书.pdf'))));
    expect(screen.queryByRole('list')).toBeNull();
    expect(onUploadingChange).toHaveBeenLastCalledWith(0);
  });

  it("keeps the server's refusal next to the file until it is removed; a rejection without a message says the upload failed", async () => {
    const user = userEvent.setup();
    const { upload, requests } = manualUploads();
    render(<Harness upload={upload} />);
    await user.upload(input(), [pdf('大文件.pdf'), pdf('伪装.pdf')]);
    await waitFor(() => expect(requests).toHaveLength(2));
    await act(async () => requests[0]!.reject(new Error('文件大小超过限制，请重新选择')));
    await act(async () => requests[1]!.reject('network'));
    const [first, second] = listed().getAllByRole('alert');
    expect(first).toHaveTextContent('文件大小超过限制，请重新选择');
    expect(second).toHaveTextContent('上传失败，请重新选择');
    expect(screen.getByTestId('ids')).toBeEmptyDOMElement();
    await user.click(listed().getByRole('button', { name: '删除 大文件.pdf' }));
    await user.click(listed().getByRole('button', { name: '删除 伪装.pdf' }));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('with max 1 is a one-file field: another choice replaces the listed file, and the remove label may be the feature’s', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness max={1} initial={[{ id: 'fil_old', name: '旧表.pdf', sizeBytes: 1024 }]} removeLabel={(name) => `删除附件 ${name}`} />);
    expect(input()).not.toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: '重新选择' })).toHaveAccessibleDescription('支持 pdf、docx、png 格式，不超过 10 MB');
    const big = pdf('大表.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('“大表.pdf”超过 10 MB，请压缩后重新选择');

    await user.upload(input(), pdf('新表.pdf'));
    expect(await listed().findByRole('button', { name: '删除附件 新表.pdf' })).toBeInTheDocument();
    expect(listed().getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('ids')).toHaveTextContent(/^fil_新表\.pdf$/);
    await user.click(listed().getByRole('button', { name: '删除附件 新表.pdf' }));
    expect(screen.getByRole('button', { name: '选择文件' })).toBeInTheDocument();
  });

  it('in a one-file field a new choice aborts the one still on its way', async () => {
    const user = userEvent.setup();
    const { upload, requests } = manualUploads();
    render(<Harness max={1} upload={upload} />);
    await user.upload(input(), pdf('第一版.pdf'));
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.upload(input(), pdf('第二版.pdf'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]!.request.signal.aborted).toBe(true);
    expect(listed().getAllByRole('listitem')).toHaveLength(1);
    expect(listed().getByText('第二版.pdf')).toBeInTheDocument();
  });

  it('names the remove button of a refused file as the feature asks too', async () => {
    const user = userEvent.setup();
    render(<Harness max={1} upload={() => Promise.reject(new Error('文件大小超过限制，请重新选择'))} removeLabel={(name) => `删除附件 ${name}`} />);
    await user.upload(input(), pdf('反馈表.pdf'));
    expect(await listed().findByRole('alert')).toHaveTextContent('文件大小超过限制，请重新选择');
    await user.click(listed().getByRole('button', { name: '删除附件 反馈表.pdf' }));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('links the listed files to `fileHref` (public files), and aborts what is on its way when it goes away', async () => {
    const user = userEvent.setup();
    const { upload, requests } = manualUploads();
    const { unmount } = render(
      <Harness upload={upload} initial={[{ id: 'fil_t001', name: '模板.docx', sizeBytes: 4096 }]} fileHref={(id) => `/api/web/file/${id}`} />,
    );
    expect(listed().getByRole('link', { name: '模板.docx' })).toHaveAttribute('href', '/api/web/file/fil_t001');
    await user.upload(input(), pdf('说明.pdf'));
    await waitFor(() => expect(requests).toHaveLength(1));
    unmount();
    expect(requests[0]!.request.signal.aborted).toBe(true);
  });

  it('disabled: nothing can be chosen or removed', () => {
    render(<Harness disabled initial={[{ id: 'fil_1', name: '营业执照.pdf', sizeBytes: 20_480 }]} />);
    expect(screen.getByRole('button', { name: '选择文件' })).toBeDisabled();
    expect(listed().getByRole('button', { name: '删除 营业执照.pdf' })).toBeDisabled();
  });
});
