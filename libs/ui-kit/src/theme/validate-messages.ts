import type { Locale } from '@portal/i18n';
import { loadedAntdEnglish } from '../text';

/**
 * Generic form messages (spec §5: "required: Please enter the field label; string
 * length, number range, whitespace-only rejected, wrong type"), in Chinese.
 * antd fills ${label}, ${len}, ${min}, ${max}, ${type}, ${pattern}, ${enum}.
 */
const typeMessage = '${label}不是有效的${type}';

export const validateMessages = {
  default: '${label}校验未通过',
  required: '请输入${label}',
  enum: '${label}必须是以下之一：${enum}',
  whitespace: '${label}不能只包含空格',
  date: {
    format: '${label}日期格式不正确',
    parse: '${label}无法解析为日期',
    invalid: '${label}不是有效的日期',
  },
  types: {
    string: typeMessage,
    method: typeMessage,
    array: typeMessage,
    object: typeMessage,
    number: typeMessage,
    date: typeMessage,
    boolean: typeMessage,
    integer: typeMessage,
    float: typeMessage,
    regexp: typeMessage,
    email: '${label}不是有效的邮箱地址',
    url: '${label}不是有效的网址',
    hex: typeMessage,
  },
  string: {
    len: '${label}须为${len}个字符',
    min: '${label}不能少于${min}个字符',
    max: '${label}不能超过${max}个字符',
    range: '${label}须为${min}到${max}个字符',
  },
  number: {
    len: '${label}必须等于${len}',
    min: '${label}不能小于${min}',
    max: '${label}不能大于${max}',
    range: '${label}须在${min}到${max}之间',
  },
  array: {
    len: '${label}须为${len}项',
    min: '${label}至少选择${min}项',
    max: '${label}最多选择${max}项',
    range: '${label}须选择${min}到${max}项',
  },
  pattern: {
    mismatch: '${label}格式不正确',
  },
};

/**
 * The form messages of an interface language. English is antd's own (`en_US`, fetched with the
 * English catalogues, text.ts), over the Chinese set so every group is there while it loads.
 */
export function validateMessagesOf(locale: Locale): typeof validateMessages {
  const english = locale === 'en' ? loadedAntdEnglish()?.Form?.defaultValidateMessages : undefined;
  if (!english) return validateMessages;
  return {
    ...validateMessages,
    ...english,
    date: { ...validateMessages.date, ...english.date },
    types: { ...validateMessages.types, ...english.types },
    string: { ...validateMessages.string, ...english.string },
    number: { ...validateMessages.number, ...english.number },
    array: { ...validateMessages.array, ...english.array },
    pattern: { ...validateMessages.pattern, ...english.pattern },
  } as typeof validateMessages;
}
