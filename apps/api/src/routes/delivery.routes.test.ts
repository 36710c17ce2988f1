import { parse as parseCsv } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, PREVIEW_ROWS, type DataRecord, type ResourceDelivery, type ResourceDetail } from '@portal/api-contract';
import { openTestDatabases } from '@portal/server-db/testing';
import { loadResourceRecords } from '@portal/server-delivery';
import { ACTORS, signInActors, type Actor } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

/** Rows each resource gets here: more than a preview, three pages of 50 minus some. */
const ROWS = 120;
/** The first row's text: what CSV, XML and spreadsheets must not misread. */
const TRICKY = '=HYPERLINK("http://evil")';
const QUOTED = 'a,"b"\nc <d> & \'e\'';

type Picked = { id: string; code: string; fields: ResourceDetail['fields'] };

/** A value of the field's type; row 1 carries the tricky texts and a null. */
function valueOf(field: ResourceDetail['fields'][number], seq: number, index: number): DataRecord[string] {
  if (seq === 1 && field.type === 'string') return index % 3 === 0 ? TRICKY : index % 3 === 1 ? QUOTED : null;
  switch (field.type) {
    case 'integer':
      return seq * 10 + index;
    case 'decimal':
      return seq + 0.25;
    case 'boolean':
      return seq % 2 === 0;
    case 'date':
      return '2026-11-01';
    case 'datetime':
      return '2026-11-01 08:00:00';
    default:
      return `${field.name}-${seq}`;
  }
}

function* rowsOf(resource: Picked, count: number): Generator<DataRecord> {
  for (let seq = 1; seq <= count; seq++) yield Object.fromEntries(resource.fields.map((field, index) => [field.name, valueOf(field, seq, index)]));
}

for (const target of openTestDatabases()) {
  describe(`issue 22 data delivery (${target.name})`, () => {
    let server: PortalServer;
    const picked: Record<'openApi' | 'openFiles' | 'conditional' | 'closed' | 'empty', Picked> = {} as never;

    async function pick(where: { openType: 'unconditional' | 'conditional' | 'closed'; api: boolean }, skip: string[] = []): Promise<Picked> {
      const row = await server.database.db
        .selectFrom('data_resources')
        .select(['id', 'code', 'field_schema', 'formats'])
        .where('open_type', '=', where.openType)
        .where('formats', where.api ? 'like' : 'not like', '%"API"%')
        .where('id', 'not in', skip.length > 0 ? skip : [''])
        .where('field_schema', 'like', '%"string"%')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, code: row.code, fields: JSON.parse(row.field_schema) as ResourceDetail['fields'] };
    }

    beforeAll(async () => {
      server = await startPortalServer(target);
      picked.openApi = await pick({ openType: 'unconditional', api: true });
      picked.openFiles = await pick({ openType: 'unconditional', api: false });
      picked.conditional = await pick({ openType: 'conditional', api: false });
      picked.closed = await pick({ openType: 'closed', api: true });
      picked.empty = await pick({ openType: 'unconditional', api: false }, [picked.openFiles.id]);
      for (const key of ['openApi', 'openFiles', 'conditional'] as const) {
        await loadResourceRecords(server.database.db, picked[key].id, rowsOf(picked[key], ROWS), server.clock.now);
      }
    }, 120_000);
    afterAll(() => server.close());

    const delivery = async (id: string) => (await server.get(`/web/data-resource/delivery?id=${id}`)).body.data as ResourceDelivery;
    const download = (id: string, format: string) =>
      server.app.inject({ method: 'GET', url: `/alpha-portal/api/v1/web/data-resource/download?id=${id}&format=${format}`, headers: { host: server.host } });
    const records = (code: string, query = '', headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url: `/alpha-portal/api/v1/open/v1/resources/${code}/records${query}`, headers: { host: server.host, ...headers } });

    describe('delivery (what each open type offers)', () => {
      it('open data: four files whose sizes are the bytes a download sends, and no API without the API format', async () => {
        const data = await delivery(picked.openFiles.id);
        expect(data.access).toBe('open');
        expect(data.api).toBeNull();
        expect(data.distributions.map((file) => file.format)).toEqual(['CSV', 'XLSX', 'JSON', 'XML']);
        for (const file of data.distributions) {
          expect(file.rowCount).toBe(ROWS);
          expect(file.url).toBe(`/alpha-portal/api/v1/web/data-resource/download?id=${picked.openFiles.id}&format=${file.format}`);
          const response = await download(picked.openFiles.id, file.format);
          expect(response.statusCode).toBe(200);
          expect(response.rawPayload.byteLength).toBe(file.byteSize);
        }
      });

      it('open data with the API format: documented from the field schema, its example the first two records', async () => {
        const { api, access } = await delivery(picked.openApi.id);
        expect(access).toBe('open');
        expect(api).toMatchObject({
          method: 'GET',
          path: `/alpha-portal/api/v1/open/v1/resources/${picked.openApi.code}/records`,
          keyRequired: false,
          rowCount: ROWS,
        });
        expect(api?.parameters.map((parameter) => parameter.name)).toEqual(['code', 'page', 'pageSize', 'fields']);
        expect(api?.fields).toEqual(picked.openApi.fields);
        expect(api?.example.data.records).toEqual([...rowsOf(picked.openApi, 2)]);
        expect(api?.example.data.total).toBe(ROWS);
      });

      it('conditional data: no file; its API needs a key and its example shows no row of it', async () => {
        const data = await delivery(picked.conditional.id);
        expect(data.access).toBe('authorized');
        expect(data.distributions).toEqual([]);
        expect(data.api?.keyRequired).toBe(true);
        expect(data.api?.parameters.at(-1)).toMatchObject({ name: APP_KEY_HEADER, in: 'header', required: true });
        const example = JSON.stringify(data.api?.example);
        for (const row of rowsOf(picked.conditional, 2)) {
          for (const value of Object.values(row)) if (typeof value === 'string' && value.includes('-')) expect(example).not.toContain(value);
        }
      });

      it('closed data offers nothing; open data without rows offers no file yet', async () => {
        expect(await delivery(picked.closed.id)).toEqual({ access: 'none', distributions: [], api: null });
        expect(await delivery(picked.empty.id)).toEqual({ access: 'open', distributions: [], api: null });
      });

      it('an unknown id is 4011, a malformed one 400', async () => {
        expect(await server.get('/web/data-resource/delivery?id=res_9999999')).toMatchObject({ status: 404, body: { code: 4011 } });
        expect(await server.get('/web/data-resource/delivery?id=../x')).toMatchObject({ status: 400, body: { code: 4000 } });
      });
    });

    describe('preview', () => {
      it(`shows the first ${PREVIEW_ROWS} rows of open data with the field schema`, async () => {
        const { status, body } = await server.get(`/web/data-resource/preview?id=${picked.openFiles.id}`);
        expect(status).toBe(200);
        expect(body.data.fields).toEqual(picked.openFiles.fields);
        expect(body.data.total).toBe(ROWS);
        expect(body.data.rows).toEqual([...rowsOf(picked.openFiles, PREVIEW_ROWS)]);
      });

      it('refuses conditional and closed data (403) and shows no row of it', async () => {
        for (const id of [picked.conditional.id, picked.closed.id]) {
          const { status, body } = await server.get(`/web/data-resource/preview?id=${id}`);
          expect([status, body.code, body.data]).toEqual([403, 4030, null]);
        }
      });
    });

    describe('downloads', () => {
      it('CSV: UTF-8 with a BOM, a header of field names, every row, formulas neutralised, counted', async () => {
        const before = (await delivery(picked.openFiles.id)).distributions.find((file) => file.format === 'CSV')?.downloads ?? -1;
        const response = await download(picked.openFiles.id, 'CSV');
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(picked.openFiles.code)}_`);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.body.startsWith('\uFEFF')).toBe(true);
        const rows = parseCsv(response.body, { bom: true }) as string[][];
        expect(rows[0]).toEqual(picked.openFiles.fields.map((field) => field.name));
        expect(rows).toHaveLength(ROWS + 1);
        const first = rows[1] ?? [];
        expect(first).toContain(`'${TRICKY}`);
        expect(first).toContain(QUOTED);
        const after = (await delivery(picked.openFiles.id)).distributions.find((file) => file.format === 'CSV')?.downloads;
        expect(after).toBe(before + 1);
      });

      it('XLSX: a workbook whose first sheet has the header and every row, the second the field schema', async () => {
        const response = await download(picked.openFiles.id, 'XLSX');
        const parts = unzipSync(new Uint8Array(response.rawPayload));
        expect(Object.keys(parts).sort()).toEqual(
          [
            '[Content_Types].xml',
            '_rels/.rels',
            'xl/_rels/workbook.xml.rels',
            'xl/workbook.xml',
            'xl/worksheets/sheet1.xml',
            'xl/worksheets/sheet2.xml',
          ].sort(),
        );
        const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] as Uint8Array);
        expect(sheet.match(/<row>/g)).toHaveLength(ROWS + 1);
        expect(sheet).toContain(`<t xml:space="preserve">${picked.openFiles.fields[0]?.name}</t>`);
        expect(sheet).toContain('&lt;d&gt; &amp;');
        const schema = strFromU8(parts['xl/worksheets/sheet2.xml'] as Uint8Array);
        for (const field of picked.openFiles.fields) expect(schema).toContain(field.label.replace(/&/g, '&amp;'));
      });

      it('JSON: the resource, its fields and every record', async () => {
        const body = (await download(picked.openFiles.id, 'JSON')).json() as { code: string; fields: unknown; records: DataRecord[] };
        expect(body.code).toBe(picked.openFiles.code);
        expect(body.fields).toEqual(picked.openFiles.fields);
        expect(body.records).toEqual([...rowsOf(picked.openFiles, ROWS)]);
      });

      it('XML: a record element per row, text escaped', async () => {
        const text = (await download(picked.openFiles.id, 'XML')).body;
        expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
        expect(text.match(/<record>/g)).toHaveLength(ROWS);
        expect(text).toContain('a,&quot;b&quot;\nc &lt;d&gt; &amp; &apos;e&apos;');
      });

      it('refuses conditional and closed data (403), a file not made yet (4011) and an unknown format (400)', async () => {
        for (const id of [picked.conditional.id, picked.closed.id]) expect((await download(id, 'CSV')).statusCode).toBe(403);
        expect((await download(picked.empty.id, 'CSV')).json()).toMatchObject({ code: 4011 });
        expect((await download(picked.openFiles.id, 'PDF')).json()).toMatchObject({ code: 4000 });
      });
    });

    describe('open API records', () => {
      it('pages the rows of open data without a key; a page past the end is empty', async () => {
        const page = (await records(picked.openApi.code, '?page=2&pageSize=50')).json();
        expect(page).toMatchObject({ code: 0, data: { code: picked.openApi.code, total: ROWS, page: 2, pageSize: 50 } });
        expect(page.data.records).toEqual([...rowsOf(picked.openApi, 100)].slice(50));
        expect((await records(picked.openApi.code, '?page=3&pageSize=50')).json().data.records).toHaveLength(ROWS - 100);
        expect((await records(picked.openApi.code, '?page=4&pageSize=50')).json().data.records).toEqual([]);
      });

      it('returns only the fields asked for, and refuses a field the resource lacks', async () => {
        const [a, b] = picked.openApi.fields;
        const page = (await records(picked.openApi.code, `?pageSize=1&fields=${b?.name},${a?.name}`)).json().data;
        expect(page.fields).toEqual([a?.name, b?.name]);
        expect(Object.keys(page.records[0])).toEqual([a?.name, b?.name]);
        expect((await records(picked.openApi.code, '?fields=no_such_field')).json()).toMatchObject({ code: 4000 });
      });

      it('asks conditional data for an app key (401, 4010), and takes no key it did not issue', async () => {
        expect([(await records(picked.conditional.code)).statusCode, (await records(picked.conditional.code)).json().code]).toEqual([401, 4010]);
        const withKey = await records(picked.conditional.code, '', { [APP_KEY_HEADER]: 'ak_not_issued' });
        expect([withKey.statusCode, withKey.json().code]).toEqual([401, 4010]);
      });

      it('refuses closed data (403), open data without the API format (4011), unknown and malformed codes and bad paging', async () => {
        expect((await records(picked.closed.code)).statusCode).toBe(403);
        expect((await records(picked.openFiles.code)).json()).toMatchObject({ code: 4011 });
        expect((await records('320000-JT-999999')).json()).toMatchObject({ code: 4011 });
        expect((await records('not-a-code')).json()).toMatchObject({ code: 4000 });
        expect((await records(picked.openApi.code, '?pageSize=101')).json()).toMatchObject({ code: 4000 });
        expect((await records(picked.openApi.code, '?extra=1')).json()).toMatchObject({ code: 4000 });
      });

      it('is in the OpenAPI document with its path parameter and the app key scheme', async () => {
        const doc = (await server.app.inject({ method: 'GET', url: '/alpha-portal/api/v1/docs', headers: { host: server.host } })).json();
        const operation = doc.paths['/open/v1/resources/{code}/records'].get;
        expect(operation.parameters[0]).toMatchObject({ name: 'code', in: 'path', required: true });
        expect(operation.security).toEqual([{}, { appKey: [] }]);
        expect(doc.components.securitySchemes.appKey).toEqual({ type: 'apiKey', in: 'header', name: APP_KEY_HEADER });
      });
    });

    it('authorization table: every caller, signed in or not, gets the same public answers', async () => {
      const { tokens } = await signInActors(server);
      const calls = [
        `/web/data-resource/delivery?id=${picked.openFiles.id}`,
        `/web/data-resource/preview?id=${picked.openFiles.id}`,
        `/web/data-resource/preview?id=${picked.conditional.id}`,
        `/open/v1/resources/${picked.openApi.code}/records?pageSize=1`,
        `/open/v1/resources/${picked.conditional.code}/records`,
      ];
      const expected = [200, 200, 403, 200, 401];
      for (const actor of ACTORS) {
        const token = tokens[actor as Actor];
        const statuses = await Promise.all(calls.map(async (path) => (await server.get(path, token)).status));
        expect({ actor, statuses }).toEqual({ actor, statuses: expected });
        const file = await server.app.inject({
          method: 'GET',
          url: `/alpha-portal/api/v1/web/data-resource/download?id=${picked.openFiles.id}&format=CSV`,
          headers: { host: server.host, ...(token ? { 'user-token': token } : {}) },
        });
        expect({ actor, status: file.statusCode }).toEqual({ actor, status: 200 });
      }
    });
  });
}
