import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type HttpResponseResolver } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH, type DictionaryGroup, type DictionarySaveBody, type DictionaryTryBody } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN, ok, setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { RESTORED, STAFF_A, STAFF_B, endSession, signInAs } from '../testing/kept-form';
import { HOUSING_FUND, TAKEN_MESSAGE, TRY_DATA, savedGroup } from './dictionary-fixtures';
import { GroupEditor } from './group-editor';

const test = setupApiMock();

const post = (path: string, resolver: HttpResponseResolver) => http.post(`${TEST_ORIGIN}${API_BASE_PATH}/primary/search/dictionary/${path}`, resolver);

/** The editor open on `group` (or a new one from `seed`), with every save and try body kept. */
function open({ group, seed, saveReply }: { group?: DictionaryGroup; seed?: string; saveReply?: (body: DictionarySaveBody) => Response } = {}) {
  const saves: DictionarySaveBody[] = [];
  const tries: DictionaryTryBody[] = [];
  const onClose = vi.fn();
  test.server.use(
    post('save', async ({ request }) => {
      const body = (await request.json()) as DictionarySaveBody;
      saves.push(body);
      return saveReply ? saveReply(body) : ok(savedGroup(body));
    }),
    post('try', async ({ request }) => {
      tries.push((await request.json()) as DictionaryTryBody);
      return ok(TRY_DATA);
    }),
  );
  const Editor = () => <GroupEditor open group={group} seed={seed} onClose={onClose} />;
  renderRoutes([{ path: '/workspace/search/dictionary', Component: Editor }], '/workspace/search/dictionary', createQueryClient());
  return { saves, tries, onClose };
}

describe('issue 18 the search dictionary’s group editor', { timeout: 20_000 }, () => {
  it('checks the contract’s rules, then sends the terms without the spaces around them', async () => {
    const server = open();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '新增词组' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('一组至少包含2个词条')).toBeInTheDocument();
    expect(server.saves).toEqual([]);

    await user.click(within(dialog).getByText('部门简称')); // The radio button's label (its input takes no pointer).
    await user.type(within(dialog).getByRole('combobox', { name: '词条' }), ' 省数据局 ， 江苏省数据局 ,');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]).toEqual({ kind: 'department', terms: ['省数据局', '江苏省数据局'] });
    await waitFor(() => expect(server.onClose).toHaveBeenCalledTimes(1));
    expect(test.toast).not.toHaveBeenCalled();
  });

  it('says a term is too long in the contract’s words and sends nothing', async () => {
    const server = open({ seed: '社保卡' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '新增词组' });
    await user.type(within(dialog).getByRole('combobox', { name: '词条' }), `${'长'.repeat(31)},`);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('每个词条不能超过30个字符')).toBeInTheDocument();
    expect(server.saves).toEqual([]);
  });

  it('试一试 sends the query with the form’s current values as the change (and the group’s id), and shows both outcomes', async () => {
    const server = open({ group: HOUSING_FUND });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '编辑词组：公积金' });
    await user.click(within(dialog).getByRole('button', { name: '试一试' }));
    expect(await within(dialog).findByText('请输入要试查的检索词')).toBeInTheDocument();
    expect(server.tries).toEqual([]);

    await user.click(within(dialog).getByText('部门简称')); // The radio button's label (its input takes no pointer).
    await user.type(within(dialog).getByRole('combobox', { name: '词条' }), ' 公积金中心 ,');
    await user.type(within(dialog).getByRole('textbox', { name: '试查检索词' }), ' 社保卡 ');
    await user.click(within(dialog).getByRole('button', { name: '试一试' }));

    const current = await within(dialog).findByRole('group', { name: '当前词典' });
    const changed = within(dialog).getByRole('group', { name: '应用修改后' });
    expect(server.tries).toEqual([{ query: '社保卡', change: { id: 12, kind: 'department', terms: ['公积金', '住房公积金', '住房公积', '公积金中心'] } }]);
    expect(within(current).getByText('无结果')).toBeInTheDocument();
    expect(within(changed).getByText('共 3 条结果')).toBeInTheDocument();
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TRY_DATA.with.titles);
    expect(server.saves).toEqual([]);
  });

  it('does not try a change the contract would refuse: the form says why', async () => {
    const server = open({ seed: '社保卡' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '新增词组' });
    expect(within(dialog).getByRole('textbox', { name: '试查检索词' })).toHaveValue('社保卡');
    await user.click(within(dialog).getByRole('button', { name: '试一试' }));
    expect(await within(dialog).findByText('一组至少包含2个词条')).toBeInTheDocument();
    expect(server.tries).toEqual([]);
  });

  it('shows a refused save (400) in the open dialog, with what was entered', async () => {
    const server = open({ seed: '不动产登记', saveReply: () => HttpResponse.json({ code: 4000, msg: TAKEN_MESSAGE, data: null }, { status: 400 }) });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '新增词组' });
    await user.type(within(dialog).getByRole('combobox', { name: '词条' }), '公积金{Enter}');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TAKEN_MESSAGE);
    expect(server.saves).toEqual([{ kind: 'synonym', terms: ['不动产登记', '公积金'] }]);
    expect(server.onClose).not.toHaveBeenCalled();
    expect(test.toast).not.toHaveBeenCalled();
  });

  it('issue 19 the kind and terms entered when the session ends are back at the same group’s next opening for the same account, and never for another', async () => {
    signInAs(STAFF_A);
    open({ group: HOUSING_FUND });
    const user = userEvent.setup();
    let dialog = within(await screen.findByRole('dialog', { name: '编辑词组：公积金' }));
    await user.click(dialog.getByText('部门简称')); // The radio button's label (its input takes no pointer).
    await user.type(dialog.getByRole('combobox', { name: '词条' }), '公积金中心,');
    endSession();
    cleanup();

    const server = open({ group: HOUSING_FUND });
    dialog = within(await screen.findByRole('dialog', { name: '编辑词组：公积金' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(RESTORED);
    expect(dialog.getByRole('radio', { name: '部门简称' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.saves).toEqual([{ id: 12, kind: 'department', terms: ['公积金', '住房公积金', '住房公积', '公积金中心'] }]));
    cleanup();

    // Another account signing in on the tab: the group as saved.
    open({ group: HOUSING_FUND });
    dialog = within(await screen.findByRole('dialog', { name: '编辑词组：公积金' }));
    await user.click(dialog.getByText('部门简称'));
    endSession();
    cleanup();
    signInAs(STAFF_B);
    const other = open({ group: HOUSING_FUND });
    dialog = within(await screen.findByRole('dialog', { name: '编辑词组：公积金' }));
    expect(dialog.getByRole('radio', { name: '同义词与简称' })).toBeChecked();
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(other.saves).toEqual([{ id: 12, kind: 'synonym', terms: HOUSING_FUND.terms }]));
  });
});
