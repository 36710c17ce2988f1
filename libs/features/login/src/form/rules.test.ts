import { describe, expect, it } from 'vitest';
import { fieldErrors } from './rules';

describe("plain form rules (antd rule semantics, the site's Chinese messages)", () => {
  const account = [{ required: true, whitespace: true }, { min: 3, transform: (value: string) => value.trim(), message: '账号至少3个字符' }, { max: 64 }];

  it('required and whitespace-only values take validateMessages with the label filled in', () => {
    expect(fieldErrors('账号', '', account)).toEqual(['请输入账号']);
    expect(fieldErrors('账号', '   ', account)).toEqual(['账号不能只包含空格']);
  });

  it('length limits count the transformed value; an empty value is left to required', () => {
    expect(fieldErrors('账号', ' ab ', account)).toEqual(['账号至少3个字符']);
    expect(fieldErrors('账号', 'abc', account)).toEqual([]);
    expect(fieldErrors('密码', 'x'.repeat(65), [{ required: true }, { max: 64 }])).toEqual(['密码不能超过64个字符']);
    expect(fieldErrors('备注', '', [{ min: 3 }])).toEqual([]);
    expect(fieldErrors('名称', 'ab', [{ min: 3, max: 5 }])).toEqual(['名称须为3到5个字符']);
  });

  it('a pattern rule uses its own message, or the generic one; every failing rule is reported in order', () => {
    const code = [
      { required: true, message: '请输入6位数字验证码' },
      { pattern: /^\d{6}$/, message: '请输入6位数字验证码' },
    ];
    expect(fieldErrors('短信验证码', '', code)).toEqual(['请输入6位数字验证码']);
    expect(fieldErrors('短信验证码', '12ab', code)).toEqual(['请输入6位数字验证码']);
    expect(fieldErrors('短信验证码', '123456', code)).toEqual([]);
    expect(fieldErrors('编码', 'x', [{ pattern: /^\d+$/g }])).toEqual(['编码格式不正确']);
    expect(fieldErrors('编码', 'x', [{ min: 2 }, { pattern: /^\d+$/ }])).toEqual(['编码不能少于2个字符', '编码格式不正确']);
  });
});
