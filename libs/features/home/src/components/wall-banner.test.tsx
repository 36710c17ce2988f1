import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { WallBlock } from '@portal/api-contract';
import { READING_MODE_KEY, ReadingModeProvider } from '@portal/ui-kit';
import { WALL } from '../testing/fixtures';
import { WallBanner } from './wall-banner';

const fixture = WALL.blocks.find((block): block is Extract<WallBlock, { type: 'banner' }> => block.type === 'banner');
if (!fixture) throw new Error('the wall fixture has a banner');
// Every slide with a picture behind its words.
const banner = { ...fixture, slides: fixture.slides.map((slide, index) => ({ ...slide, imageUrl: `/uploads/banner-${index}.jpg` })) };
const slideOf = (title: HTMLElement) => title.parentElement as HTMLElement;

const renderBanner = () =>
  render(
    <MemoryRouter>
      <ReadingModeProvider>
        <WallBanner block={banner} />
      </ReadingModeProvider>
    </MemoryRouter>,
  );

describe('issue 19 §Older readers: simplified page chrome', () => {
  it('normally the banner is a carousel: one slide at a time, with its controls', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: '平台要闻' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(within(region).getByRole('button', { name: '下一张' })).toBeInTheDocument();
    expect(slideOf(within(region).getByRole('heading', { level: 2 })).style.backgroundImage).toContain('/uploads/banner-0.jpg');
  });

  it('in the age-friendly mode every slide shows, one under the other, with nothing to operate and no image behind the words', () => {
    localStorage.setItem(READING_MODE_KEY, 'large');
    renderBanner();
    const region = screen.getByRole('region', { name: '平台要闻' });
    expect(region).not.toHaveAttribute('aria-roledescription');
    const titles = within(region).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(banner.slides.map((slide) => slide.title));
    expect(within(region).queryByRole('button')).toBeNull();
    for (const title of titles) expect(slideOf(title).style.backgroundImage).toBe('');
  });
});
