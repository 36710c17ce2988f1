import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@portal/api-contract';
import { ApiError } from '@portal/api-client';
import { AttachmentField, type AttachmentValue } from './attachment-field';

const UPLOADED: AttachmentValue = {
  uid: 'fil_000000000000000000000001',
  name: '申报指南.pdf',
  fileId: 'fil_000000000000000000000001',
  url: '/alpha-portal/api/v1/web/file/fil_000000000000000000000001',
  status: 'done',
};
const PLATFORM: AttachmentValue = {
  uid: 'platform-0',
  name: '历史附件.pdf',
  fileId: null,
  url: '/alpha-portal/api/v1/web/attachment/news/nws_0001/1.pdf',
  status: 'done',
};

describe("AttachmentField: opening a listed file (issue 21 §1: a draft's files are admin-only)", () => {
  it('an uploaded file is fetched with the token on a click, not followed as a plain link; it says so while it comes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const download = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<AttachmentField value={[UPLOADED]} download={download} />);
    const link = screen.getByRole('link', { name: '申报指南.pdf' });
    expect(link).toHaveAttribute('href', UPLOADED.url);
    await user.click(link);
    expect(download).toHaveBeenCalledWith(UPLOADED.fileId, '申报指南.pdf', expect.any(AbortSignal));
    expect(opened).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('正在下载 申报指南.pdf…');
    await act(async () => finish());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a refusal is said with the file's name", async () => {
    const user = userEvent.setup();
    const download = vi.fn(() =>
      Promise.reject(new ApiError('envelope', '无权下载该文件', { path: '/web/file/fil_000000000000000000000001', status: 403, code: 4030 })),
    );
    render(<AttachmentField value={[UPLOADED]} download={download} />);
    await user.click(screen.getByRole('link', { name: '申报指南.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('申报指南.pdf：无权下载该文件');
  });

  it('a platform attachment (public) opens its address as before', async () => {
    const user = userEvent.setup();
    const download = vi.fn(() => Promise.resolve());
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<AttachmentField value={[PLATFORM]} download={download} />);
    await user.click(screen.getByRole('link', { name: '历史附件.pdf' }));
    expect(opened).toHaveBeenCalledWith(PLATFORM.url, '_blank', 'noopener');
    expect(download).not.toHaveBeenCalled();
  });

  it('a file uploaded now is listed as a link that opens the same way', async () => {
    const user = userEvent.setup();
    const download = vi.fn(() => Promise.resolve());
    const uploaded: UploadedFile = { id: 'fil_00000000000000000000000a', name: '场景申报表.pdf', sizeBytes: 8, contentType: 'application/pdf' };
    function Field() {
      const [value, setValue] = useState<AttachmentValue[]>([]);
      return <AttachmentField value={value} onChange={setValue} upload={() => Promise.resolve(uploaded)} download={download} />;
    }
    const { container } = render(<Field />);
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], '场景申报表.pdf', { type: 'application/pdf' }));
    const link = await screen.findByRole('link', { name: '场景申报表.pdf' });
    expect(link).toHaveAttribute('href', '/alpha-portal/api/v1/web/file/fil_00000000000000000000000a');
    await user.click(link);
    expect(download).toHaveBeenCalledWith(uploaded.id, '场景申报表.pdf', expect.any(AbortSignal));
    expect(within(container).queryByRole('alert')).toBeNull();
  });
});
