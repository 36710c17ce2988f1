import { delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { AUDIT_RECORDS, auditListData } from './audit-fixtures';

const LIST = anyOrigin('/primary/audit/list');

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing. */
export const auditHandlers = {
  list: [http.get(LIST, () => ok(auditListData(AUDIT_RECORDS, { total: 46 })))],
  loading: [http.get(LIST, async () => delay('infinite'))],
  empty: [http.get(LIST, () => ok(auditListData([])))],
  error: [http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试'))],
};
