import { describe, expect, it } from 'vitest';
// The chart wrapper's own test of a config function: "does its source read like JSX?"
import { isValidElement } from '@ant-design/plots/lib/util/is-valid-element';
import { TOOLTIP_INTERACTION, tooltipContent } from './chart-tooltip';

describe('issue 18 analytics: the charts’ tooltip', () => {
  it('shows the title and a line per item: its colour, name and value, all as text', () => {
    const content = tooltipContent(null, {
      title: '2026-11-18',
      items: [
        { name: '页面浏览', value: '2,314', color: '#1783FF' },
        { name: '<img src=x onerror=alert(1)>', value: 0, color: 'rgb(0, 201, 201)' },
      ],
    });
    expect(content.querySelector('.g2-tooltip-title')?.textContent).toBe('2026-11-18');
    const lines = [...content.querySelectorAll('li.g2-tooltip-list-item')];
    expect(lines.map((line) => line.textContent)).toEqual(['页面浏览2,314', '<img src=x onerror=alert(1)>0']);
    expect(content.querySelector('img')).toBeNull();
    const marker = lines[0]!.querySelector<HTMLElement>('.g2-tooltip-list-item-marker')!;
    expect(marker.style.background).toMatch(/#1783ff|rgb\(23, 131, 255\)/i);
  });

  it('leaves the title out when there is none', () => {
    expect(tooltipContent(null, { items: [] }).querySelector('.g2-tooltip-title')).toBeNull();
  });

  it('is not taken for a React component by the chart wrapper (it would render it itself)', () => {
    expect(isValidElement(String(tooltipContent))).toBe(false);
    expect(TOOLTIP_INTERACTION.tooltip.render).toBe(tooltipContent);
  });
});
