import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@portal/i18n';
import { contractMessage } from './contract-text';

// Issue 19 §English: the contract's messages, and the server's `msg` built from them, in the interface language.
describe('issue 19: contract messages in the interface language', () => {
  afterEach(() => changeLocale('zh-CN', { remember: false }));

  it('shows a message as it came in Chinese', () => {
    expect(contractMessage('链接不能超过2048个字符')).toBe('链接不能超过2048个字符');
  });

  it('translates a whole message by its Chinese text in English', async () => {
    await changeLocale('en', { remember: false });
    expect(contractMessage('关键词不能超过50个字符')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('translates a message built from a label and a limit, the label looked up like any message', async () => {
    await changeLocale('en', { remember: false });
    expect(contractMessage('标题不能超过200个字符')).toBe('Title must be at most 200 characters');
    expect(contractMessage('请填写区块标题')).toBe('Enter Block title');
    expect(contractMessage('附件不能超过10个')).toBe('Attachments: at most 10');
    expect(contractMessage('页码不能小于1')).toBe('Page number must be at least 1');
  });

  it('leaves a message it does not know as it is, also in English', async () => {
    await changeLocale('en', { remember: false });
    expect(contractMessage('某个未知的字段不能超过5个字符')).toBe('某个未知的字段不能超过5个字符');
    expect(contractMessage('服务器内部的说明')).toBe('服务器内部的说明');
    expect(contractMessage('')).toBe('');
  });
});
