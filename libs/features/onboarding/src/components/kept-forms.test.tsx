import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewDecision } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { siteFixture } from '@portal/site-config';
import { SiteProviders } from '@portal/ui-kit';
import { SESSION_ENDING_EVENT } from '@portal/util';
import { ADMIN, ENTRY_CONFIGS, REVIEWER } from '../testing/fixtures';
import { signIn } from '../testing/render-onboarding';
import { DecisionModal } from './decision-modal';
import { EntryConfigEditor } from './entry-config-editor';

// Issue 19 §Time: a reviewer's opinion and an entry description survive the session's end (kept in this tab, for the same account).

const OPINION_RESTORED = '已恢复登录失效前填写的审核意见，请核对后确定。';
const DESCRIPTION_RESTORED = '已恢复登录失效前填写的入驻说明，请核对后保存。';
const OPINION = '请补充数据安全保障措施';

const providers = (children: ReactNode) => (
  <SiteProviders site={siteFixture('portal')}>
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  </SiteProviders>
);

/** The decision dialog on `applicationId`, open on `decision` (closed on null); `reopen` renders it again with another. */
function renderDecision(applicationId: string, decision: ReviewDecision | null) {
  const modal = (next: ReviewDecision | null) =>
    providers(<DecisionModal applicationId={applicationId} decision={next} onCancel={vi.fn()} onConfirm={vi.fn()} />);
  const view = render(modal(decision));
  return { ...view, reopen: (next: ReviewDecision | null) => view.rerender(modal(next)) };
}

const endSession = () => act(() => window.dispatchEvent(new Event(SESSION_ENDING_EVENT)));

/** Signed in as `who`, types the opinion of a 驳回 on app_0001 and lets the session end. */
async function typeOpinionAndEnd(who: typeof REVIEWER) {
  signIn(who);
  const view = renderDecision('app_0001', 'reject');
  await userEvent.setup().type(await screen.findByLabelText('审核意见'), OPINION);
  endSession();
  view.unmount();
}

describe('issue 19 kept forms of domain onboarding', { timeout: 20_000 }, () => {
  it('issue 19 the opinion typed when the session ends is back when the same decision on the same application opens again, as the same reviewer', async () => {
    await typeOpinionAndEnd(REVIEWER);

    // Signed in again, the drawer is back (?id=) with the dialog closed; 驳回 opens it and its form mounts.
    const view = renderDecision('app_0001', null);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    view.reopen('reject');
    expect(await screen.findByRole('status')).toHaveTextContent(OPINION_RESTORED);
    expect(screen.getByLabelText('审核意见')).toHaveValue(OPINION);
  });

  it('issue 19 another application, another decision or another reviewer finds the opinion empty', async () => {
    await typeOpinionAndEnd(REVIEWER);
    for (const [id, decision] of [
      ['app_0002', 'reject'],
      ['app_0001', 'return'],
    ] as const) {
      const view = renderDecision(id, decision);
      expect(await screen.findByLabelText('审核意见')).toHaveValue('');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      view.unmount();
    }

    signIn(ADMIN);
    const other = renderDecision('app_0001', 'reject');
    expect(await screen.findByLabelText('审核意见')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    other.unmount();
    // Dropped, not kept for later: the first reviewer signing in again finds nothing either.
    signIn(REVIEWER);
    renderDecision('app_0001', 'reject');
    expect(await screen.findByLabelText('审核意见')).toHaveValue('');
  });

  it('issue 19 the entry description typed when the session ends is back in the same domain’s editor for the same account, and never for another', async () => {
    const config = ENTRY_CONFIGS[0]!;
    const editor = () => providers(<EntryConfigEditor config={config} onClose={vi.fn()} onSaved={vi.fn()} upload={vi.fn()} />);
    const user = userEvent.setup();
    signIn(ADMIN);
    const first = render(editor());
    const description = await screen.findByLabelText('入驻说明');
    await user.clear(description);
    await user.type(description, '提供近一年的公交客流数据');
    endSession();
    first.unmount();

    const again = render(editor());
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('status')).toHaveTextContent(DESCRIPTION_RESTORED);
    expect(dialog.getByLabelText('入驻说明')).toHaveValue('提供近一年的公交客流数据');
    endSession();
    again.unmount();

    signIn(REVIEWER);
    render(editor());
    expect(await screen.findByLabelText('入驻说明')).toHaveValue(config.description);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
