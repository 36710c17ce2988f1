import { describe, expect, it } from 'vitest';
import { loadAntdEnglish } from '../text';
import { validateMessages, validateMessagesOf } from './validate-messages';

// Spec §5 generic form messages, in the interface language (issue 19: English is antd's own en_US).
describe('validateMessagesOf', () => {
  it('gives the Chinese messages in Chinese', () => {
    expect(validateMessagesOf('zh-CN')).toBe(validateMessages);
    expect(validateMessagesOf('zh-CN').required).toBe('请输入${label}');
  });

  it("gives antd's English messages once they are fetched, every group kept", async () => {
    const english = (await loadAntdEnglish()).Form?.defaultValidateMessages;
    const messages = validateMessagesOf('en');
    expect(messages.required).toBe(english?.required);
    expect(messages.string.range).toBe(english?.string?.range);
    expect(messages.required).not.toMatch(/[\u4e00-\u9fff]/);
    expect(messages.pattern.mismatch).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
