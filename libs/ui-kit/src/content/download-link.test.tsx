import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentList } from './attachment-list';
import { DOWNLOAD_LINK_STRINGS, DownloadLink } from './download-link';

const HREF = '/alpha-portal/api/v1/web/file/fil_0123456789abcdef01234567';

/** A download the test settles by hand. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('DownloadLink (issue 21 §1: a file that needs the token opens from a click)', () => {
  it('is a real link to the file; a click fetches it instead of following the address, and shows it is busy until done', async () => {
    const user = userEvent.setup();
    const download = deferred();
    const onDownload = vi.fn(() => download.promise);
    render(
      <DownloadLink href={HREF} onDownload={onDownload}>
        营业执照.pdf
      </DownloadLink>,
    );
    const link = screen.getByRole('link', { name: '营业执照.pdf' });
    expect(link).toHaveAttribute('href', HREF);
    expect(link).not.toHaveAttribute('download');

    await user.click(link);
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(onDownload.mock.calls[0]).toEqual([expect.any(AbortSignal)]);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(DOWNLOAD_LINK_STRINGS.pending);
    // A second click while it comes does not start another.
    await user.click(link);
    expect(onDownload).toHaveBeenCalledTimes(1);

    await act(async () => download.resolve());
    expect(link).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens from the keyboard: Tab to it, Enter', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn(() => Promise.resolve());
    render(
      <DownloadLink href={HREF} onDownload={onDownload}>
        营业执照.pdf
      </DownloadLink>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: '营业执照.pdf' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('a refusal is announced next to the link with its reason, and a new try clears it', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn().mockRejectedValueOnce(new Error('无权下载该文件')).mockResolvedValueOnce(undefined);
    render(
      <DownloadLink href={HREF} onDownload={onDownload}>
        营业执照.pdf
      </DownloadLink>,
    );
    const link = screen.getByRole('link', { name: '营业执照.pdf' });
    await user.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent('无权下载该文件');
    expect(link).toHaveAccessibleDescription('无权下载该文件');
    expect(link).not.toHaveAttribute('aria-busy');
    await user.click(link);
    expect(onDownload).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a failure without a message says the download failed', async () => {
    const user = userEvent.setup();
    render(
      <DownloadLink href={HREF} onDownload={() => Promise.reject(new Error(''))}>
        a.pdf
      </DownloadLink>,
    );
    await user.click(screen.getByRole('link', { name: 'a.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_LINK_STRINGS.failed);
  });

  it('a modified or middle click fetches too (opening the address in a tab would go without the token)', () => {
    const onDownload = vi.fn(() => new Promise<void>(() => undefined));
    const { unmount } = render(
      <DownloadLink href={HREF} onDownload={onDownload}>
        a.pdf
      </DownloadLink>,
    );
    const link = screen.getByRole('link', { name: 'a.pdf' });
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(true);
    expect(onDownload).toHaveBeenCalledTimes(1);
    unmount();

    const second = vi.fn(() => Promise.resolve());
    render(
      <DownloadLink href={HREF} onDownload={second}>
        b.pdf
      </DownloadLink>,
    );
    const other = screen.getByRole('link', { name: 'b.pdf' });
    expect(fireEvent(other, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))).toBe(false);
    expect(second).toHaveBeenCalledTimes(1);
    // A right click (context menu) is left to the browser.
    expect(fireEvent(other, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 }))).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('leaving the page aborts a download on its way, and nothing is announced', async () => {
    const user = userEvent.setup();
    const download = deferred();
    let signal: AbortSignal | undefined;
    const { unmount } = render(
      <DownloadLink
        href={HREF}
        onDownload={(given) => {
          signal = given;
          return download.promise;
        }}
      >
        a.pdf
      </DownloadLink>,
    );
    await user.click(screen.getByRole('link', { name: 'a.pdf' }));
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => download.reject(new DOMException('aborted', 'AbortError')));
  });
});

describe('AttachmentList with download (issue 21 §1)', () => {
  const attachments = [
    { id: 'fil_1', name: '营业执照.pdf', url: `${HREF}1`, sizeBytes: 20_480 },
    { id: 'fil_2', name: '授权书.docx', url: `${HREF}2`, sizeBytes: 1_024 },
  ];

  it('hands the clicked attachment to download; without it the links stay plain public downloads', async () => {
    const user = userEvent.setup();
    const download = vi.fn(() => Promise.resolve());
    const { unmount } = render(<AttachmentList attachments={attachments} title="申请材料" download={download} />);
    const section = screen.getByRole('region', { name: '申请材料' });
    expect(section).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '授权书.docx' }));
    expect(download).toHaveBeenCalledWith(attachments[1], expect.any(AbortSignal));
    expect(screen.getByRole('link', { name: '授权书.docx' })).not.toHaveAttribute('download');
    unmount();

    render(<AttachmentList attachments={attachments} title="附件" />);
    expect(screen.getByRole('link', { name: '营业执照.pdf' })).toHaveAttribute('download');
  });
});
