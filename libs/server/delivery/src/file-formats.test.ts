import { parse as parseCsv } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DataRecord } from '@portal/api-contract';
import { fileChunks, fileName, fileSize, neutralised, type FileSource } from './file-formats';

const FIELDS = [
  { name: 'station_name', label: '站点名称', type: 'string' as const, description: '' },
  { name: 'count', label: '数量', type: 'integer' as const, description: '' },
  { name: 'open', label: '是否开放', type: 'boolean' as const, description: '' },
];

/** `rows` records in batches of `batch`, counting how many batches were read. */
function source(rows: number, batch = 7): FileSource & { reads: () => number } {
  let reads = 0;
  return {
    code: '320000-JT-000001',
    name: '全省/公交:站点*信息',
    fields: FIELDS,
    loadedAt: Date.UTC(2026, 10, 1),
    reads: () => reads,
    batches: async function* () {
      for (let from = 1; from <= rows; from += batch) {
        reads += 1;
        const records: DataRecord[] = [];
        for (let seq = from; seq < Math.min(rows + 1, from + batch); seq++)
          records.push({ station_name: seq === 1 ? '@cmd' : `站${seq}`, count: -seq, open: seq % 2 === 0 });
        yield records;
      }
    },
  };
}

const text = async (chunks: AsyncIterable<Uint8Array>) => {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
};

describe('file formats (issue 22)', () => {
  it('neutralises text a spreadsheet would run, never numbers', () => {
    expect(neutralised('=1+1')).toBe("'=1+1");
    expect(neutralised('-2+3')).toBe("'-2+3");
    expect(neutralised('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralised(-3.5)).toBe(-3.5);
    expect(neutralised('普通文本')).toBe('普通文本');
  });

  it('CSV keeps negative numbers as numbers and every row across batches', async () => {
    const rows = parseCsv((await text(fileChunks('CSV', source(20)))).toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual(['station_name', 'count', 'open']);
    expect(rows[1]).toEqual(["'@cmd", '-1', 'false']);
    expect(rows).toHaveLength(21);
  });

  it('reads the rows a batch at a time as the file is consumed', async () => {
    const files = source(70, 10);
    const chunks = fileChunks('CSV', files);
    await chunks.next(); // the header: no row read yet
    expect(files.reads()).toBe(0);
    await chunks.next();
    expect(files.reads()).toBe(1);
    await chunks.return(undefined);
  });

  it('XLSX: an empty resource is still a workbook with its header', async () => {
    const parts = unzipSync(new Uint8Array(await text(fileChunks('XLSX', source(0)))));
    expect(strFromU8(parts['xl/worksheets/sheet1.xml'] as Uint8Array)).toContain('<row><c t="inlineStr"><is><t xml:space="preserve">station_name</t>');
    expect(strFromU8(parts['xl/workbook.xml'] as Uint8Array)).toContain('name="字段说明"');
  });

  it('XLSX writes numbers and truth values as such', async () => {
    const parts = unzipSync(new Uint8Array(await text(fileChunks('XLSX', source(2)))));
    expect(strFromU8(parts['xl/worksheets/sheet1.xml'] as Uint8Array)).toContain('<c><v>-2</v></c><c t="b"><v>1</v></c>');
  });

  it('measures exactly the bytes it produces, the same each time', async () => {
    for (const format of ['CSV', 'XLSX', 'JSON', 'XML'] as const) {
      const size = await fileSize(format, source(33));
      expect((await text(fileChunks(format, source(33)))).byteLength).toBe(size);
      expect(await fileSize(format, source(33))).toBe(size);
    }
  });

  it('names the file by code and name, without characters file systems refuse', () => {
    expect(fileName(source(0), 'CSV')).toBe('320000-JT-000001_全省_公交_站点_信息.csv');
  });
});
