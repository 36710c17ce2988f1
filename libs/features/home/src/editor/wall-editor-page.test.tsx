import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@portal/api-client';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { cityEditor, provinceEditor } from './wall-editor-fixtures';
import { WallEditorPage } from './wall-editor-page';

const test = setupApiMock();
const DETAIL = '/primary/content/wall/detail';
const PAGE = '/workspace/content/wall';

function renderEditor(path: string) {
  test.server.use(test.get(DETAIL, (query) => ok(query.get('site') === 'portal' ? provinceEditor() : cityEditor(query.get('site') ?? ''))));
  return renderRoutes([{ path: PAGE, Component: WallEditorPage }], path, createQueryClient());
}

describe('issue 18 the content wall editor page', { timeout: 30_000 }, () => {
  it('edits the site named by ?site=, and the current site when it names none', async () => {
    renderEditor(`${PAGE}?site=nope`);
    expect(await screen.findByRole('region', { name: '第 1 个区块：横幅' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '内容墙 · 江苏省公共数据授权运营平台' })).toBeInTheDocument();
    expect(test.queriesOf(DETAIL)).toEqual([{ site: 'portal' }]);
  });

  /** The editor with an unsaved change, and a link followed to /home: the blocker's dialog. */
  async function leaveWithChanges() {
    const user = userEvent.setup();
    const view = renderEditor(`${PAGE}?site=portal`);
    const banner = await screen.findByRole('region', { name: '第 1 个区块：横幅' });
    await user.type(within(banner).getByRole('textbox', { name: '副标题' }), '未保存');
    await view.router.navigate('/home');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('您有未保存的修改，离开后这些修改将丢失。确定离开吗？')).toBeInTheDocument();
    expect(view.location()).toBe(`${PAGE}?site=portal`);
    return { user, view, dialog };
  }

  it('asks before leaving for another page with unsaved changes, and stays when told to', async () => {
    const { user, view, dialog } = await leaveWithChanges();
    await user.click(within(dialog).getByRole('button', { name: '留在此页' }));
    expect(view.router.state.blockers.size === 0 || [...view.router.state.blockers.values()].every((blocker) => blocker.state === 'unblocked')).toBe(true);
    expect(view.location()).toBe(`${PAGE}?site=portal`);
    expect(screen.getByRole('textbox', { name: '副标题' })).toHaveValue('未保存');
    // Still guarded: the next attempt is held too.
    await view.router.navigate('/dataResource');
    expect(view.location()).toBe(`${PAGE}?site=portal`);
  });

  it('leaves once told to', async () => {
    const { user, view, dialog } = await leaveWithChanges();
    await user.click(within(dialog).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(view.location()).toBe('/home'));
  });

  it('lets the page go without asking when nothing is unsaved', async () => {
    const view = renderEditor(PAGE);
    await screen.findByRole('region', { name: '第 1 个区块：横幅' });
    await view.router.navigate('/home');
    await waitFor(() => expect(view.location()).toBe('/home'));
  });
});
