import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag, type StatusTone } from './status-tag';

const TONES: StatusTone[] = ['neutral', 'info', 'progress', 'success', 'danger', 'warning', 'accent'];

const channels = (css: string): number[] => {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css);
  if (hex) return hex.slice(1).map((part) => parseInt(part, 16));
  const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!rgb) throw new Error(`not a colour: ${css}`);
  return rgb.slice(1).map(Number);
};

/** antd's filled Tag with a custom colour: the same hue and saturation at 95 % lightness, as 0–255 channels. */
function antdTint(css: string): number[] {
  const [r, g, b] = channels(css).map((value) => value / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(max + min - 1));
  let hue = 0;
  if (delta !== 0) hue = 60 * (max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4);
  const chroma = (1 - Math.abs(2 * 0.95 - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const sector = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][Math.floor(hue / 60) % 6]!;
  return sector.map((value) => Math.round((value + 0.95 - chroma / 2) * 255));
}

describe('StatusTag (issue 13: antd Tag markup without its code)', () => {
  it.each(TONES)('%s: antd filled tag classes, dark text on the tint antd computes for that colour', (tone) => {
    render(<StatusTag tone={tone}>状态</StatusTag>);
    const tag = screen.getByText('状态');
    expect(tag).toHaveClass('ant-tag', 'ant-tag-filled');
    const expected = antdTint(tag.style.color);
    // antd rounds through its own colour library: within one step per channel.
    channels(tag.style.backgroundColor).forEach((value, index) => expect(Math.abs(value - expected[index]!)).toBeLessThanOrEqual(1));
  });
});
