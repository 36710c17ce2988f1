import type { Locale } from '@portal/i18n';

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

const englishType = '${label} is not a valid ${type}';

/** The same messages in English (issue 19), worded as antd's en_US locale words them. */
export const englishValidateMessages: typeof validateMessages = {
  default: 'Validation error on field ${label}',
  required: 'Please enter ${label}',
  enum: '${label} must be one of [${enum}]',
  whitespace: '${label} cannot be empty',
  date: {
    format: '${label} is invalid for format date',
    parse: '${label} could not be parsed as date',
    invalid: '${label} is invalid date',
  },
  types: {
    string: englishType,
    method: englishType,
    array: englishType,
    object: englishType,
    number: englishType,
    date: englishType,
    boolean: englishType,
    integer: englishType,
    float: englishType,
    regexp: englishType,
    email: '${label} is not a valid email address',
    url: '${label} is not a valid web address',
    hex: englishType,
  },
  string: {
    len: '${label} must be ${len} characters',
    min: '${label} must be at least ${min} characters',
    max: '${label} cannot be longer than ${max} characters',
    range: '${label} must be between ${min} and ${max} characters',
  },
  number: {
    len: '${label} must equal ${len}',
    min: '${label} cannot be less than ${min}',
    max: '${label} cannot be greater than ${max}',
    range: '${label} must be between ${min} and ${max}',
  },
  array: {
    len: 'Select exactly ${len} ${label}',
    min: 'Select at least ${min} ${label}',
    max: 'Select at most ${max} ${label}',
    range: 'Select between ${min} and ${max} ${label}',
  },
  pattern: {
    mismatch: '${label} does not match the expected format',
  },
};

/** The form messages of an interface language. */
export function validateMessagesOf(locale: Locale): typeof validateMessages {
  return locale === 'en' ? englishValidateMessages : validateMessages;
}
