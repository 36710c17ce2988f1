import { describe, expect, it } from 'vitest';
import type { DataFormat } from '@portal/api-contract';
import { apiNeedsKey, deliveryAccess, fileFormatsFor, offersApi, offersFiles, recordsRefusal, type DeliveryFacts } from './delivery.policy';
import { XLSX_MAX_ROWS } from './xlsx';

const resource = (openType: DeliveryFacts['openType'], formats: DataFormat[]): DeliveryFacts => ({ openType, formats });

describe('delivery policy (issue 22: what each open type delivers)', () => {
  it.each([
    ['unconditional', ['CSV'], 'open', true, false, false, 'no_api'],
    ['unconditional', ['CSV', 'API'], 'open', true, true, false, null],
    ['conditional', ['CSV'], 'authorized', false, true, true, null],
    ['conditional', ['API'], 'authorized', false, true, true, null],
    ['closed', ['API'], 'none', false, false, false, 'closed'],
    ['closed', ['CSV'], 'none', false, false, false, 'closed'],
  ] as const)('%s %j: access %s, files %s, api %s, key %s, refusal %s', (openType, formats, access, files, api, key, refusal) => {
    const facts = resource(openType, [...formats]);
    expect(deliveryAccess(facts)).toBe(access);
    expect(offersFiles(facts)).toBe(files);
    expect(offersApi(facts)).toBe(api);
    expect(apiNeedsKey(facts)).toBe(key);
    expect(recordsRefusal(facts)).toBe(refusal);
  });

  it('offers XLSX only while the rows fit one sheet', () => {
    expect(fileFormatsFor(0)).toEqual(['CSV', 'XLSX', 'JSON', 'XML']);
    expect(fileFormatsFor(XLSX_MAX_ROWS)).toEqual(['CSV', 'XLSX', 'JSON', 'XML']);
    expect(fileFormatsFor(XLSX_MAX_ROWS + 1)).toEqual(['CSV', 'JSON', 'XML']);
  });
});
