import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';

describe('issue 19 §English: the language switch', () => {
  it('says the switch in the chosen language once the page is in it, and keeps the focus (Orca pass: the new name alone was not read)', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(status).toHaveTextContent('Switched to English'), { timeout: 10_000 });
    expect(status).toHaveAttribute('lang', 'en');
    const back = screen.getByRole('button', { name: '中文' });
    expect(back).toHaveFocus();
    await user.click(back);
    await waitFor(() => expect(status).toHaveTextContent('已切换为中文'), { timeout: 10_000 });
    expect(status).toHaveAttribute('lang', 'zh-CN');
  });
});
