import { escapeHtml } from './html';

/** CAS 3.0 failure codes used here (CAS protocol §2.5.3), plus the client's own fail-closed code. */
export type CasFailureCode = 'INVALID_REQUEST' | 'INVALID_TICKET_SPEC' | 'INVALID_TICKET' | 'INVALID_SERVICE' | 'INTERNAL_ERROR';

export type CasUserType = 'corporation' | 'natural';

/** The attributes this project's CAS (and the government's, as configured) releases. */
export interface CasAttributes {
  userType: CasUserType;
  name: string;
  /** 统一社会信用代码, for corporations. */
  creditCode?: string;
}

export type CasValidation = { ok: true; user: string; attributes: CasAttributes } | { ok: false; code: CasFailureCode; description: string };

export const CAS_NS = 'http://www.yale.edu/tp/cas';

/** The CAS 3.0 XML response of `/p3/serviceValidate`. */
export function toCasXml(result: CasValidation): string {
  if (!result.ok) {
    return `<cas:serviceResponse xmlns:cas="${CAS_NS}">
  <cas:authenticationFailure code="${escapeHtml(result.code)}">${escapeHtml(result.description)}</cas:authenticationFailure>
</cas:serviceResponse>
`;
  }
  const attributes = Object.entries(result.attributes)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => `      <cas:${key}>${escapeHtml(value)}</cas:${key}>`)
    .join('\n');
  return `<cas:serviceResponse xmlns:cas="${CAS_NS}">
  <cas:authenticationSuccess>
    <cas:user>${escapeHtml(result.user)}</cas:user>
    <cas:attributes>
${attributes}
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>
`;
}

/** The CAS 3.0 JSON response of `/p3/serviceValidate?format=JSON`. */
export function toCasJson(result: CasValidation) {
  if (!result.ok) {
    return { serviceResponse: { authenticationFailure: { code: result.code, description: result.description } } };
  }
  return { serviceResponse: { authenticationSuccess: { user: result.user, attributes: { ...result.attributes } } } };
}
