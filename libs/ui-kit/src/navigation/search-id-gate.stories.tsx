import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { SearchIdGate } from './search-id-gate';

const isId = (id: string) => /^app_\d{4}$/.test(id);

const meta = {
  title: 'ui-kit/导航/SearchIdGate',
  component: SearchIdGate,
  parameters: { router: { initialEntries: ['/workspace/domain/detail?id=app_0001'] } },
  args: { isId, children: (id: string) => <p>申请 {id}</p> },
  render: (args) => (
    <Routes>
      <Route path="/workspace/domain/detail" element={<SearchIdGate {...args} />} />
      <Route path="/404" element={<p>页面不存在</p>} />
    </Routes>
  ),
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchIdGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A well-formed ?id= reaches the page. */
export const WellFormed: Story = {
  name: '编号有效',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('申请 app_0001')).toBeVisible();
  },
};

/** An id that cannot exist goes to /404 without asking for anything. */
export const Malformed: Story = {
  name: '编号无效',
  parameters: { router: { initialEntries: ['/workspace/domain/detail?id=..%2Fetc'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('页面不存在')).toBeVisible();
  },
};
