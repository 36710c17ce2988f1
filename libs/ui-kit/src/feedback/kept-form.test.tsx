import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SESSION_ENDING_EVENT } from '@portal/util';
import { useKeptForm, type KeepableForm } from './kept-form';

// Issue 19 §Time: a form's typed content survives the end of a session (kept in this tab, same page, same account).

function fakeForm(initial: Record<string, string>): KeepableForm<Record<string, string>> & { values: Record<string, string> } {
  const form = {
    values: { ...initial },
    getFieldsValue: () => ({ ...form.values }),
    setFieldsValue: (next: Record<string, string>) => Object.assign(form.values, next),
  };
  return form;
}

function Kept({ form, owner }: { form: KeepableForm<Record<string, string>>; owner: string | undefined }) {
  const [stableForm] = useState(form);
  const restored = useKeptForm(stableForm, 'application', owner);
  return <p>{restored ? 'restored' : 'fresh'}</p>;
}

describe('issue 19: useKeptForm', () => {
  it('keeps the values when the session ends and gives them back once, on the same page, to the same account', async () => {
    const typed = fakeForm({ contactName: '超时测试' });
    const first = render(<Kept form={typed} owner="second:某公司:张三" />);
    act(() => window.dispatchEvent(new Event(SESSION_ENDING_EVENT)));
    first.unmount();

    const again = fakeForm({});
    const second = render(<Kept form={again} owner="second:某公司:张三" />);
    expect(await second.findByText('restored')).toBeInTheDocument();
    expect(again.values).toEqual({ contactName: '超时测试' });
    second.unmount();

    // Once: a later visit starts empty.
    const third = fakeForm({});
    const view = render(<Kept form={third} owner="second:某公司:张三" />);
    expect(view.getByText('fresh')).toBeInTheDocument();
    expect(third.values).toEqual({});
  });

  it('another account signing in on the tab never gets them, and nothing is kept without a session end', async () => {
    const typed = fakeForm({ contactName: '别人的内容' });
    const first = render(<Kept form={typed} owner="second:甲公司:张三" />);
    act(() => window.dispatchEvent(new Event(SESSION_ENDING_EVENT)));
    first.unmount();
    const other = fakeForm({});
    const view = render(<Kept form={other} owner="second:乙公司:李四" />);
    expect(view.getByText('fresh')).toBeInTheDocument();
    expect(other.values).toEqual({});
    view.unmount();
    expect(Object.keys(sessionStorage)).toEqual([]);

    const untouched = fakeForm({ contactName: '未过期' });
    render(<Kept form={untouched} owner="second:甲公司:张三" />).unmount();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('kept under the address at the session end: a new draft that got its ?id= since comes back there', async () => {
    window.history.replaceState(null, '', '/workspace/domain/apply');
    const typed = fakeForm({ contactName: '新草稿' });
    const first = render(<Kept form={typed} owner="second:某公司:张三" />);
    // Saved: the page moved to the draft's address without remounting the form.
    window.history.replaceState(null, '', '/workspace/domain/apply?id=app_0042');
    act(() => window.dispatchEvent(new Event(SESSION_ENDING_EVENT)));
    first.unmount();
    // Signing in again returns to that address (spec §2 preUrl).
    const again = fakeForm({});
    const second = render(<Kept form={again} owner="second:某公司:张三" />);
    expect(await second.findByText('restored')).toBeInTheDocument();
    expect(again.values).toEqual({ contactName: '新草稿' });
    second.unmount();
    window.history.replaceState(null, '', '/');
  });
});
