import { describe, expect, it } from 'vitest';
import { CSV_BOM, buildCsv, csvBlob, csvField, csvFileName } from './csv';

describe('issue 18 analytics: CSV export', () => {
  it('quotes every field and doubles the quotes inside', () => {
    expect(csvField('公积金')).toBe('"公积金"');
    expect(csvField('"公积金" 提取')).toBe('"""公积金"" 提取"');
    expect(csvField('a,b\r\nc')).toBe('"a,b\r\nc"');
    expect(csvField(1234)).toBe('"1234"');
    expect(csvField(0)).toBe('"0"');
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
  });

  it('makes text a spreadsheet would run as a formula plain text, with a leading single quote', () => {
    expect(csvField('=HYPERLINK("http://evil.example","点我")')).toBe(`"'=HYPERLINK(""http://evil.example"",""点我"")"`);
    expect(csvField('+86 025')).toBe(`"'+86 025"`);
    expect(csvField('-国土空间规划')).toBe(`"'-国土空间规划"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    // Only at the start; numbers stay numbers.
    expect(csvField('a=b')).toBe('"a=b"');
    expect(csvField('100%')).toBe('"100%"');
    expect(csvField(-3)).toBe('"-3"');
  });

  it('builds a file: the BOM, the header, the rows, CRLF line ends', () => {
    const csv = buildCsv(
      ['检索词', '次数'],
      [
        ['社保卡', 33],
        ['-GIS', 12],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}"检索词","次数"\r\n"社保卡","33"\r\n"'-GIS","12"\r\n`);
    expect(buildCsv(['日期'], [])).toBe(`${CSV_BOM}"日期"\r\n`);
  });

  it('saves as UTF-8 with the BOM as the first three bytes', async () => {
    const blob = csvBlob(buildCsv(['页面'], [['首页']]));
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe('"页面"\r\n"首页"\r\n');
  });

  it('names the file by the table, the site when one is chosen, and the range', () => {
    expect(csvFileName('页面浏览', '2026-11-01', '2026-11-30')).toBe('页面浏览-2026-11-01至2026-11-30.csv');
    expect(csvFileName('下载排行', '2026-11-01', '2026-11-30', '南京')).toBe('下载排行-南京-2026-11-01至2026-11-30.csv');
    expect(csvFileName('各阶段用时（中位数）', '2026-11-01', '2026-11-30')).toBe('各阶段用时（中位数）-2026-11-01至2026-11-30.csv');
    expect(csvFileName('a/b:c', '2026-11-01', '2026-11-30')).toBe('a_b_c-2026-11-01至2026-11-30.csv');
  });
});
