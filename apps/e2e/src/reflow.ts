import { expect, type Page } from '@playwright/test';

/**
 * What sticks out past the page's right edge, and how far the page scrolls sideways (issue 5 at
 * 375 px, issue 19 at 320 px: WCAG 1.4.10 reflow). An element past the edge inside a box that
 * clips or scrolls it (antd's tab strip keeps the tabs that do not fit behind its "…" menu; a wide
 * table scrolls in its own box) scrolls nothing sideways: only that box must fit.
 */
export async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const found = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    // Any clipping or scrolling box around it that fits (a table scrolls in its own box, which may
    // itself sit in a narrower scrolling region).
    const clippedInside = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (/hidden|clip|auto|scroll/.test(getComputedStyle(box).overflowX) && box.getBoundingClientRect().right <= limit + 1) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1 && getComputedStyle(element).position !== 'fixed' && !clippedInside(element))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} → ${Math.round(element.getBoundingClientRect().right)}px`);
    return { wide, scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });
  expect(found, path).toEqual({ wide: [], scroll: 0 });
}
