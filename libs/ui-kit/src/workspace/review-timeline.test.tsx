import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REJECTED_HISTORY } from '../testing/timeline-fixtures';
import { ReviewTimeline } from './review-timeline';

describe('ReviewTimeline (issues 6, 22: an application’s review history)', () => {
  it('lists each step oldest first: what was done, from → to, when (China Standard Time), who, stage and opinion', () => {
    render(<ReviewTimeline items={REJECTED_HISTORY} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveTextContent('提交');
    expect(items[1]).toHaveTextContent('草稿 → 待初审');
    expect(items[1]).toHaveTextContent('2026-03-02 09:30 · 李明（申请单位）');
    expect(items[1]).not.toHaveTextContent('审核阶段');
    expect(within(items[3]!).getByText('2026-03-04 16:05')).toHaveAttribute('dateTime', '2026-03-04T08:05:00.000Z');
    expect(items[3]).toHaveTextContent('王管理（平台管理员） · 审核阶段：终审');
    expect(within(items[3]!).getByText('意见：数据使用说明缺少安全保障措施')).toBeInTheDocument();
  });

  it('a step with no status before shows only where it went', () => {
    render(<ReviewTimeline items={REJECTED_HISTORY.slice(0, 1)} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('→ 草稿');
    expect(screen.getByRole('listitem')).not.toHaveTextContent('undefined');
  });

  it('colours a step by its tone (info by default)', () => {
    const { container } = render(<ReviewTimeline items={REJECTED_HISTORY} />);
    const dots = [...container.querySelectorAll('.ant-timeline-item')].map((item) => item.className);
    expect(dots[1]).toMatch(/blue/);
    expect(dots[2]).toMatch(/green/);
    expect(dots[3]).toMatch(/red/);
  });

  it('says so when there is no step yet (its own words, or the caller’s)', () => {
    const { rerender } = render(<ReviewTimeline items={[]} />);
    expect(screen.getByText('暂无审批记录')).toBeInTheDocument();
    rerender(<ReviewTimeline items={[]} empty="暂无处理记录" />);
    expect(screen.getByText('暂无处理记录')).toBeInTheDocument();
  });
});
