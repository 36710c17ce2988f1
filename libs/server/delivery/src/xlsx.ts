import { Zip, ZipDeflate } from 'fflate';
import type { DataRecord } from '@portal/api-contract';
import type { FileSource } from './file-formats';

/*
 * XLSX (Office Open XML SpreadsheetML) written as it streams: a ZIP (fflate, one deflate stream per
 * part) of the five parts a workbook needs, the rows as inline strings so no shared-string table
 * has to be held. Sheet 1 holds the rows under a header of field names, sheet 2 the field schema.
 * A library writer was weighed (decision 0034): exceljs's streaming writer commits rows
 * synchronously into its zip, so a slow client's bytes pile up in memory; here a batch is
 * compressed only when the reader asks for more.
 */

/** Rows a sheet can hold below its header (Excel's limit is 1,048,576 rows). */
export const XLSX_MAX_ROWS = 1_048_575;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

const CONTENT_TYPES =
  `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SHEET_TYPE}"/>` +
  `<Override PartName="/xl/worksheets/sheet2.xml" ContentType="${SHEET_TYPE}"/></Types>`;
const ROOT_RELS = `${HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${HEAD}<Relationships xmlns="${RELS}">` +
  `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet2.xml"/></Relationships>`;
/** Sheet names: data, field schema (the names a Chinese reader expects). */
const workbook = (data: string, schema: string) =>
  `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>` +
  `<sheet name="${data}" sheetId="1" r:id="rId1"/><sheet name="${schema}" sheetId="2" r:id="rId2"/></sheets></workbook>`;
const SHEET_OPEN = `${HEAD}<worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_CLOSE = '</sheetData></worksheet>';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// eslint-disable-next-line no-control-regex -- XML 1.0 and file names forbid these characters
const escape = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c] as string);

/** One cell: a number or a truth value as itself, text inline, nothing as an empty cell. */
function cell(value: DataRecord[string]): string {
  if (value === null) return '<c/>';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c t="inlineStr"><is><t xml:space="preserve">${escape(String(value))}</t></is></c>`;
}

const row = (values: readonly DataRecord[string][]) => `<row>${values.map(cell).join('')}</row>`;

const encoder = new TextEncoder();

/** The XLSX file, a batch of rows compressed each time the reader asks for more. */
export async function* xlsxChunks(source: FileSource): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const mtime = new Date(source.loadedAt);
  const drain = function* () {
    if (failure) throw failure;
    yield* out.splice(0);
  };
  const part = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    file.push(encoder.encode(text), true);
  };
  part('[Content_Types].xml', CONTENT_TYPES);
  part('_rels/.rels', ROOT_RELS);
  part('xl/workbook.xml', workbook('数据', '字段说明'));
  part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  const schemaRows = [row(['name', 'label', 'type', 'description']), ...source.fields.map((f) => row([f.name, f.label, f.type, f.description]))];
  part('xl/worksheets/sheet2.xml', `${SHEET_OPEN}${schemaRows.join('')}${SHEET_CLOSE}`);
  yield* drain();

  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  sheet.mtime = mtime;
  zip.add(sheet);
  const names = source.fields.map((field) => field.name);
  sheet.push(encoder.encode(`${SHEET_OPEN}${row(names)}`));
  let written = 0;
  for await (const batch of source.batches()) {
    const room = Math.max(0, XLSX_MAX_ROWS - written);
    const rows = batch.slice(0, room);
    written += rows.length;
    if (rows.length > 0) sheet.push(encoder.encode(rows.map((record) => row(names.map((name) => record[name] ?? null))).join('')));
    yield* drain();
  }
  sheet.push(encoder.encode(SHEET_CLOSE), true);
  zip.end();
  yield* drain();
}
