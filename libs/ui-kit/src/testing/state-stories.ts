import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from './motion';

/**
 * Shared stories of the loading / empty / failed states (issue 5), for Storybook only
 * (`@portal/ui-kit/stories`). Each factory returns story objects without a `name`, so
 * that every story file keeps `export const Loading: Story = { name: '加载中', ...states.loading };`
 * and Storybook's indexer still reads the name statically.
 */

/** The retry button of LoadFailed (its default label, and every feature's `retry` string). */
const RETRY = /重新加载/;
const CLEAR = '清除筛选';

interface PlayContext<TArgs = unknown> {
  canvasElement: HTMLElement;
  args: TArgs;
}

export interface ListStateTexts {
  /** Accessible name of the loading status, e.g. 正在加载数据产品. */
  loading: string;
  /** The empty-state description, e.g. 暂无符合条件的数据产品. */
  empty: string;
  /** The failure title, e.g. 数据产品加载失败. */
  failed: string;
}

/**
 * The states of a ListView-based list component (props `items`, `loading`, `onClear`, `error`):
 * the skeleton's status by name; the empty text, then 清除筛选 calls `onClear`; the failure
 * title and 重新加载, which calls `onRetry`.
 */
export function listStateStories(texts: ListStateTexts) {
  return {
    loading: {
      args: { items: undefined, loading: true },
      play: async ({ canvasElement }: PlayContext) => {
        await expect(within(canvasElement).getByRole('status', { name: texts.loading })).toBeInTheDocument();
      },
    },
    empty: {
      args: { items: [], onClear: fn() },
      play: async ({ canvasElement, args }: PlayContext<{ onClear?: unknown }>) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByText(texts.empty)).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: CLEAR }));
        await expect(args.onClear).toHaveBeenCalled();
      },
    },
    failed: {
      args: { items: undefined, error: { title: texts.failed, onRetry: fn() } },
      play: async ({ canvasElement, args }: PlayContext<{ error?: { onRetry: unknown } }>) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByText(texts.failed)).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: RETRY }));
        await expect(args.error?.onRetry).toHaveBeenCalled();
      },
    },
  };
}

export interface PageStateSpec {
  /** msw handler sets (`parameters.msw.handlers`): pending forever, answering no rows, failing. */
  handlers: { loading: readonly unknown[]; empty?: readonly unknown[]; error: readonly unknown[] };
  /** As for a list; `empty` only where the page has an empty state (a list, not a detail). */
  texts: Omit<ListStateTexts, 'empty'> & { empty?: string };
  /** The router entry of the empty story, e.g. a filtered list path. */
  emptyEntry?: string;
}

/**
 * The states of a whole page over msw: the loading status by name; the empty text with a
 * 清除筛选 button; the failure title, then after 重新加载 the failure again (the handler
 * keeps failing).
 */
export function pageStateStories({ handlers, texts, emptyEntry }: PageStateSpec) {
  return {
    loading: {
      parameters: { msw: { handlers: handlers.loading } },
      play: async ({ canvasElement }: PlayContext) => {
        await expect(within(canvasElement).getByRole('status', { name: texts.loading })).toBeInTheDocument();
      },
    },
    empty: {
      parameters: { ...(emptyEntry ? { router: { initialEntries: [emptyEntry] } } : {}), msw: { handlers: handlers.empty ?? [] } },
      play: async ({ canvasElement }: PlayContext) => {
        if (!texts.empty) throw new Error('pageStateStories: texts.empty is needed for the empty story');
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(texts.empty)).toBeVisible();
        await expect(canvas.getAllByRole('button', { name: CLEAR }).length).toBeGreaterThan(0);
      },
    },
    failed: {
      parameters: { msw: { handlers: handlers.error } },
      play: async ({ canvasElement }: PlayContext) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(texts.failed)).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: RETRY }));
        await waitFor(() => expect(canvas.getByText(texts.failed)).toBeVisible());
      },
    },
  };
}

export interface DrawerStateSpec {
  /** The list path with the detail open, e.g. /policy?id=pol_0001. */
  entry: string;
  /** msw handler sets of the detail request: pending forever, failing. */
  handlers: { loading: readonly unknown[]; error: readonly unknown[] };
  texts: { loading: string; failed: string };
}

/**
 * The states of a DetailDrawer opened by the URL over its list page (rendered in the
 * document's body, outside the canvas): the loading status by name; the failure title with
 * 重新加载. Both wait for antd's motion so that axe sees the settled drawer.
 */
export function drawerStateStories({ entry, handlers, texts }: DrawerStateSpec) {
  const router = { initialEntries: [entry] };
  return {
    loading: {
      parameters: { router, msw: { handlers: handlers.loading } },
      play: async ({ canvasElement }: PlayContext) => {
        await expect(await within(canvasElement.ownerDocument.body).findByRole('status', { name: texts.loading })).toBeInTheDocument();
        await motionSettled(canvasElement.ownerDocument);
      },
    },
    failed: {
      parameters: { router, msw: { handlers: handlers.error } },
      play: async ({ canvasElement }: PlayContext) => {
        const body = within(canvasElement.ownerDocument.body);
        await expect(await body.findByText(texts.failed)).toBeVisible();
        await expect(body.getByRole('button', { name: RETRY })).toBeVisible();
        await motionSettled(canvasElement.ownerDocument);
      },
    },
  };
}
