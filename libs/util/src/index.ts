export { isEmpty } from './is-empty';
export { isNumericString, formatThousands } from './numeric';
export { formatDay, formatMinute, provinceDayOf, provinceDayStart } from './format-date';
export { setTimedItem, getTimedItem, removeTimedItem, type TimedEntry, type TimedStorageOptions } from './timed-storage';
export { createPendingCounter, type PendingCounter } from './pending-counter';
export { formatFileSize } from './format-size';
export { daysUntil } from './days-until';
export { RICH_TEXT_TAGS, RICH_TEXT_ATTRIBUTES } from './rich-text-allow-list';
export { SESSION_ENDING_EVENT } from './session-ending';
