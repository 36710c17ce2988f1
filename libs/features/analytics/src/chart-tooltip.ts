/**
 * The charts' tooltip content, built with DOM calls. G2's own tooltip writes each item from an HTML
 * template whose colour marker has an inline `style` attribute; the pages' CSP allows no inline
 * style (issue 13), so every hover would be refused and reported. Here the marker's colour is set
 * through the CSSOM (allowed), and all text goes in as text. The class names are G2's (`g2-…`), so
 * its tooltip styles still apply.
 *
 * @ant-design/plots treats a config function whose source reads like JSX (e.g. a createElement call
 * with a tag in quotes) as a React component and renders it itself; the tags are therefore looked
 * up, not written in the calls (chart-tooltip.test.ts checks the function's source).
 */

const TAGS = { box: 'div', title: 'div', list: 'ul', item: 'li', span: 'span' } as const;
const PREFIX = 'g2-tooltip';

function node(tag: keyof typeof TAGS, className: string, text?: string): HTMLElement {
  const element = document.createElement(TAGS[tag]);
  element.className = `${PREFIX}${className}`;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** One line of a tooltip, as G2 hands it over (its value already through the item's valueFormatter). */
export interface TooltipItem {
  name?: unknown;
  value?: unknown;
  color?: unknown;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** G2's `interaction.tooltip.render`: the title, then a line per item with its colour, name and value. */
export function tooltipContent(_event: unknown, { title, items }: { title?: unknown; items: readonly TooltipItem[] }): HTMLElement {
  const box = node('box', '-content');
  if (text(title)) box.append(node('title', '-title', text(title)));
  const list = node('list', '-list');
  for (const item of items) {
    const line = node('item', '-list-item');
    const name = node('span', '-list-item-name');
    const marker = node('span', '-list-item-marker');
    marker.style.background = text(item.color);
    name.append(marker, node('span', '-list-item-name-label', text(item.name)));
    line.append(name, node('span', '-list-item-value', text(item.value)));
    list.append(line);
  }
  box.append(list);
  return box;
}

/** The charts' tooltip interaction (a constant: the chart wrapper redraws on a new function). */
export const TOOLTIP_INTERACTION = { tooltip: { render: tooltipContent } } as const;
