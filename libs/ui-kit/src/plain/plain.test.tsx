import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainCol, PlainRow } from './layout';
import { PlainPagination, pageWindow } from './pagination';
import { PlainRadioGroup } from './radio';
import { PlainTabs } from './tabs';

describe('issue 13: antd markup without antd code (ui-kit plain)', () => {
  it('pagination shows the first, the last and a window around the current page, with gaps', () => {
    expect(pageWindow(1, 1, 2)).toEqual([1]);
    expect(pageWindow(5, 10, 2)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(2, 10, 1)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(10, 10, 1)).toEqual([1, null, 9, 10]);
  });

  it('pagination: real buttons, the current page marked, the ends disabled, the page size a labelled select', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PlainPagination current={1} pageSize={10} total={95} pageSizeOptions={[10, 20]} onChange={onChange} label="数据资源分页" />);
    const nav = screen.getByRole('navigation', { name: '数据资源分页' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    await user.click(screen.getByRole('button', { name: '第 10 页' }));
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });

  it('issue 15: pagination with addresses: each page a link (opens without JavaScript); a plain click changes the page in place, a modified click is the browser’s', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PlainPagination current={2} pageSize={10} total={35} onChange={onChange} hrefOf={(page) => `?page=${page}&domain=traffic`} />);
    expect(screen.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '第 3 页' })).toHaveAttribute('href', '?page=3&domain=traffic');
    expect(screen.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '?page=1&domain=traffic');
    await user.click(screen.getByRole('link', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    onChange.mockClear();
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: '第 4 页' }).dispatchEvent(modified);
    expect(onChange).not.toHaveBeenCalled();
    expect(modified.defaultPrevented).toBe(false);
    // The last page has no next one: a disabled link, with no address.
    render(<PlainPagination current={4} pageSize={10} total={35} onChange={onChange} hrefOf={(page) => `?page=${page}`} label="末页" />);
    const last = within(screen.getByRole('navigation', { name: '末页' })).getByRole('link', { name: '下一页' });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    expect(last).not.toHaveAttribute('href');
  });

  it('tabs: one tab stop, arrows/Home/End move and select, the active tab is aria-selected', async () => {
    function Tabs() {
      const [active, setActive] = useState('all');
      return (
        <PlainTabs
          label="结果分类"
          activeKey={active}
          onChange={setActive}
          items={[
            { key: 'all', label: '全部' },
            { key: 'resource', label: '数据资源' },
            { key: 'news', label: '运营动态' },
          ]}
        />
      );
    }
    const user = userEvent.setup();
    render(<Tabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '数据资源' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '数据资源' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '运营动态' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '运营动态' })).toHaveFocus();
  });

  it('radio group: native radios, the chosen value reported and checked', async () => {
    function Group() {
      const [value, setValue] = useState('');
      return (
        <PlainRadioGroup
          name="domain"
          value={value}
          onChange={setValue}
          options={[
            { value: '', label: '全部' },
            { value: 'traffic', label: '交通' },
          ]}
        />
      );
    }
    const user = userEvent.setup();
    render(<Group />);
    expect(screen.getByRole('radio', { name: '全部' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '交通' }));
    expect(screen.getByRole('radio', { name: '交通' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '交通' }).closest('label')).toHaveClass('ant-radio-wrapper-checked');
  });

  it('row gutters reach the columns', () => {
    render(
      <PlainRow gutter={[24, 16]}>
        <PlainCol xs={24} md={8}>
          列
        </PlainCol>
      </PlainRow>,
    );
    expect(screen.getByText('列')).toHaveClass('ant-col', 'ant-col-xs-24', 'ant-col-md-8');
    expect(screen.getByText('列')).toHaveStyle({ paddingInline: '12px' });
  });
});

describe('issue 13: PlainIcon and buttonClass follow antd', () => {
  it('draws an icon definition with React attribute names (no fill-rule warning) and hides it from screen readers', async () => {
    const { PlainIcon } = await import('./icon');
    const { default: CloseCircleFilled } = await import('@ant-design/icons-svg/es/asn/CloseCircleFilled');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<PlainIcon icon={CloseCircleFilled} />);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(container.querySelector('svg')).toHaveAttribute('fill-rule', 'evenodd');
    expect(container.querySelector('.anticon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives each button type antd 6 class names', async () => {
    const { buttonClass } = await import('./classes');
    expect(buttonClass({ type: 'primary' })).toBe('ant-btn portal ant-btn-primary ant-btn-color-primary ant-btn-variant-solid');
    expect(buttonClass({ type: 'link' })).toContain('ant-btn-color-link ant-btn-variant-link');
    expect(buttonClass({ type: 'text', size: 'small', shape: 'circle', iconOnly: true })).toBe(
      'ant-btn portal ant-btn-circle ant-btn-text ant-btn-color-default ant-btn-variant-text ant-btn-sm ant-btn-icon-only',
    );
  });
});
