import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { TAKEN_MESSAGE } from './dictionary-fixtures';
import { DictionaryPage } from './dictionary-page';
import { dictionaryHandlers, dictionaryServer } from './dictionary-story-handlers';

const at = (path: string) => ({ router: { initialEntries: [path] } });

const meta = {
  title: 'feature-administration/DictionaryPage',
  component: DictionaryPage,
  parameters: { ...at('/workspace/search/dictionary'), msw: { handlers: dictionaryHandlers.list } },
  beforeEach: () => dictionaryServer.reset(),
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DictionaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The open dialog, once its opening motion has let it be seen, checked to carry the given title.
 * Found by its role alone: under test, rc-util's useId gives every antd id "test-id", so the
 * dialog's aria-labelledby meets the page's 类型 filter first (a real page has unique ids).
 */
const dialogTitled = async (canvasElement: HTMLElement, title: string) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeVisible();
  return within(dialog);
};

/** Issue 18: the groups with their kind, terms and last change (Beijing time); the zero-result searches beside them. */
export const Loaded: Story = {
  name: '检索词典',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '检索词典' })).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: '检索词典词组' }));
    const row = (await table.findByRole('list', { name: '公积金的词条' })).closest('tr')!;
    await expect(within(row).getByRole('list', { name: '公积金的词条' })).toHaveTextContent('公积金住房公积金住房公积');
    await expect(within(row).getByText('同义词与简称')).toBeVisible();
    await expect(within(row).getByText('2026-11-20 10:30')).toBeVisible();
    await expect(table.getByRole('button', { name: '编辑：open data' })).toBeVisible();
    await expect(table.getByRole('button', { name: '删除：CSV' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '搜索词条' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '类型' })).toBeVisible();
    const misses = within(canvas.getByRole('region', { name: '零结果检索' }));
    const first = (await misses.findByText('社保卡')).closest('li')!;
    await expect(first).toHaveTextContent('次数 37 · 最近检索 2026-11-24 15:12');
    await expect(misses.getByRole('button', { name: '加入词典：不动产登记' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增词组' })).toBeEnabled();
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: dictionaryHandlers.loading } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('正在加载词组')).toBeVisible();
    await expect(canvas.getByRole('status', { name: '正在加载零结果检索' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '暂无词组',
  parameters: { msw: { handlers: dictionaryHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无词组，请点击“新增词组”添加')).toBeVisible();
    await expect(await canvas.findByText('暂无零结果检索')).toBeVisible();
  },
};

/** The filters come from the URL: 数据格式 groups with a term containing “xml” — none. */
export const EmptyFiltered: Story = {
  name: '没有符合条件的词组',
  parameters: at('/workspace/search/dictionary?kind=format&keyword=xml'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('没有符合条件的词组')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '搜索词条' })).toHaveValue('xml');
    await expect(canvas.getByText('数据格式')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: dictionaryHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('词组加载失败')).toBeVisible();
    await expect(canvas.getByText('服务繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
    await expect(await canvas.findByText('社保卡')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** 加入词典 on a zero-result search: a new group with it as the first term, and it is the query 试一试 starts with. */
export const FromMiss: Story = {
  name: '从零结果检索加入词典',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '加入词典：社保卡' }));
    const dialog = await dialogTitled(canvasElement, '新增词组');
    await expect(dialog.getByRole('radio', { name: '同义词与简称' })).toBeChecked();
    await expect(dialog.getByTitle('社保卡')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '试查检索词' })).toHaveValue('社保卡');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: '词条' })).toHaveFocus());
    await userEvent.keyboard('社会保障卡{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dictionaryServer.saves).toEqual([{ kind: 'synonym', terms: ['社保卡', '社会保障卡'] }]));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(await within(canvasElement).findByRole('list', { name: '社保卡的词条' })).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** 新增词组: the contract's rules first (at least two terms), then the terms sent without their spaces. */
export const SaveNew: Story = {
  name: '新增词组',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('公积金');
    await userEvent.click(canvas.getByRole('button', { name: '新增词组' }));
    const dialog = await dialogTitled(canvasElement, '新增词组');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog.getByText('一组至少包含2个词条')).toBeVisible());
    await userEvent.click(dialog.getByText('数据格式')); // The radio button's label (its input takes no pointer).
    await userEvent.type(dialog.getByRole('combobox', { name: '词条' }), ' XLSX ， Excel表格 ，');
    await waitFor(() => expect(dialog.queryByText('一组至少包含2个词条')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dictionaryServer.saves).toEqual([{ kind: 'format', terms: ['XLSX', 'Excel表格'] }]));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('保存成功')).toBeVisible());
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(await canvas.findByRole('list', { name: 'XLSX的词条' })).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** A term already in another group of the same kind: the 400's message in the open dialog, with what was entered. */
export const Refused: Story = {
  name: '词条已在其他词组中',
  parameters: { msw: { handlers: dictionaryHandlers.taken } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '加入词典：不动产登记' }));
    const dialog = await dialogTitled(canvasElement, '新增词组');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: '词条' })).toHaveFocus());
    await userEvent.keyboard('公积金{Enter}');
    const save = dialog.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(TAKEN_MESSAGE);
    await expect(dictionaryServer.saves).toEqual([{ kind: 'synonym', terms: ['不动产登记', '公积金'] }]);
    // Ready for another try once the answer is in (its loading icon may still be leaving).
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    await expect(dialog.getByTitle('不动产登记')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** 试一试 while editing: the query's results with the dictionary as it is and with the change, side by side; nothing is saved. */
export const TryComparison: Story = {
  name: '试一试',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '编辑：医保' }));
    const dialog = await dialogTitled(canvasElement, '编辑词组：医保');
    await expect(dialog.getByRole('radio', { name: '同义词与简称' })).toBeChecked();
    await waitFor(() => expect(dialog.getByRole('combobox', { name: '词条' })).toHaveFocus());
    await userEvent.keyboard('社保卡{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: '试查检索词' }), '社保卡');
    await userEvent.click(dialog.getByRole('button', { name: '试一试' }));
    const current = within(await dialog.findByRole('group', { name: '当前词典' }));
    const changed = within(dialog.getByRole('group', { name: '应用修改后' }));
    await expect(current.getByText('无结果')).toBeVisible();
    await expect(changed.getByText('共 3 条结果')).toBeVisible();
    await expect(changed.getByText('江苏省社会保障卡服务网点')).toBeVisible();
    await expect(dictionaryServer.tries).toEqual([
      { query: '社保卡', change: { id: 5, kind: 'synonym', terms: ['医保', '医疗保险', '基本医疗保险', '社保卡'] } },
    ]);
    await expect(dictionaryServer.saves).toEqual([]);
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** 删除 asks first; once confirmed the group is gone from the list. */
export const Remove: Story = {
  name: '删除词组',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '删除：CSV' }));
    await waitFor(() => expect(page.getByText('确定删除该词组吗？')).toBeVisible());
    await expect(page.getByText('删除后下一次检索即不再使用')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(dictionaryServer.removes).toEqual([9]));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'CSV的词条' })).toBeNull());
    await waitFor(() => expect(page.getByText('已删除')).toBeVisible());
    await motionSettled(canvasElement.ownerDocument);
  },
};
