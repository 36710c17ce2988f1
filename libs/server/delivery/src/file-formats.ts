import { stringify } from 'csv-stringify/sync';
import type { DataRecord, FileFormat, ResourceDetail } from '@portal/api-contract';
import { xlsxChunks } from './xlsx';

/** What a file is made of: the resource's identity, its fields, and its rows a batch at a time. */
export interface FileSource {
  code: string;
  name: string;
  fields: ResourceDetail['fields'];
  /** Epoch ms of the rows' load (the file's time). */
  loadedAt: number;
  /** The rows in order, in batches (each batch is written before the next is read). */
  batches: () => AsyncIterable<readonly DataRecord[]>;
}

export const FILE_TYPES: Record<FileFormat, { contentType: string; extension: string }> = {
  CSV: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  XLSX: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  JSON: { contentType: 'application/json; charset=utf-8', extension: 'json' },
  XML: { contentType: 'application/xml; charset=utf-8', extension: 'xml' },
};

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (OWASP CSV injection); numbers stay numbers, so "-3.5" as a number is untouched.
 */
export function neutralised(value: DataRecord[string]): DataRecord[string] {
  if (typeof value !== 'string' || !/^[=+\-@\t\r]/.test(value)) return value;
  return `'${value}`;
}

/** CSV (RFC 4180, UTF-8 with a BOM so spreadsheet programs read Chinese right): a header of field names, then the rows. */
async function* csvChunks(source: FileSource): AsyncGenerator<Uint8Array> {
  const names = source.fields.map((field) => field.name);
  yield bytes(`\uFEFF${stringify([names], { record_delimiter: 'windows' })}`);
  for await (const batch of source.batches()) {
    if (batch.length === 0) continue;
    const rows = batch.map((record) => names.map((name) => csvCell(neutralised(record[name] ?? null))));
    yield bytes(stringify(rows, { record_delimiter: 'windows' }));
  }
}

const csvCell = (value: DataRecord[string]) => (value === null ? '' : typeof value === 'boolean' ? String(value) : value);

/** JSON: the resource, its field schema and its records, one object. */
async function* jsonChunks(source: FileSource): AsyncGenerator<Uint8Array> {
  const head = { code: source.code, name: source.name, fields: source.fields };
  yield bytes(`${JSON.stringify(head).slice(0, -1)},"records":[`);
  let first = true;
  for await (const batch of source.batches()) {
    if (batch.length === 0) continue;
    const text = batch.map((record) => JSON.stringify(pick(record, source.fields))).join(',');
    yield bytes(first ? text : `,${text}`);
    first = false;
  }
  yield bytes(']}');
}

/** The record's values in the schema's order (a field it lacks is null). */
export function pick(record: DataRecord, fields: readonly { name: string }[]): DataRecord {
  return Object.fromEntries(fields.map((field) => [field.name, record[field.name] ?? null]));
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text for XML content or attributes; characters XML 1.0 does not allow are dropped. */
export const xmlText = (text: string) =>
  // eslint-disable-next-line no-control-regex -- XML 1.0 and file names forbid these characters
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);

/** XML: `<dataset>` of `<record>`s, one element per field (field names are XML names: [a-z][a-z0-9_]*). */
async function* xmlChunks(source: FileSource): AsyncGenerator<Uint8Array> {
  yield bytes(`<?xml version="1.0" encoding="UTF-8"?>\n<dataset code="${xmlText(source.code)}" name="${xmlText(source.name)}">\n`);
  for await (const batch of source.batches()) {
    if (batch.length === 0) continue;
    const text = batch
      .map((record) => {
        const cells = source.fields.map(({ name }) => {
          const value = record[name] ?? null;
          return value === null ? `<${name}/>` : `<${name}>${xmlText(String(value))}</${name}>`;
        });
        return `<record>${cells.join('')}</record>\n`;
      })
      .join('');
    yield bytes(text);
  }
  yield bytes('</dataset>\n');
}

/** The file's bytes, produced as they are read: one batch of rows in memory at a time. */
export function fileChunks(format: FileFormat, source: FileSource): AsyncGenerator<Uint8Array> {
  switch (format) {
    case 'CSV':
      return csvChunks(source);
    case 'JSON':
      return jsonChunks(source);
    case 'XML':
      return xmlChunks(source);
    case 'XLSX':
      return xlsxChunks(source);
  }
}

/** The file's exact size in bytes (by producing it). */
export async function fileSize(format: FileFormat, source: FileSource): Promise<number> {
  let size = 0;
  for await (const chunk of fileChunks(format, source)) size += chunk.byteLength;
  return size;
}

/** The download's file name: the catalogue code and the resource's name, e.g. 320000-JT-000001_全省公交线路站点信息.csv. */
export function fileName(source: Pick<FileSource, 'code' | 'name'>, format: FileFormat): string {
  // eslint-disable-next-line no-control-regex -- XML 1.0 and file names forbid these characters
  const name = source.name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 80);
  return `${source.code}_${name}.${FILE_TYPES[format].extension}`;
}
