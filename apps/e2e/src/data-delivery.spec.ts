import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { parse as parseCsv } from 'csv-parse/sync';
import { expect, siteOrigin, test } from './fixtures';

const API = '/alpha-portal/api/v1';

/** An open resource of the demo seed that has rows (the first by the list's default order), with its field names. */
async function openResource(request: APIRequestContext, origin: string) {
  const list = await request.get(`${origin}${API}/web/data-resource/list?openType=unconditional&pageSize=20&t=1`);
  const items = ((await list.json()) as { data: { items: { id: string; name: string }[] } }).data.items;
  for (const item of items) {
    const delivery = await request.get(`${origin}${API}/web/data-resource/delivery?id=${item.id}&t=1`);
    const data = ((await delivery.json()) as { data: { distributions: { format: string; downloads: number }[] } }).data;
    if (data.distributions.length === 0) continue;
    const detail = await request.get(`${origin}${API}/web/data-resource/detail?id=${item.id}&t=1`);
    const fields = ((await detail.json()) as { data: { fields: { name: string; label: string }[] } }).data.fields;
    return { ...item, fields, csvDownloads: data.distributions.find((file) => file.format === 'CSV')?.downloads ?? 0 };
  }
  throw new Error('no open resource with rows in the seed');
}

test.describe('issue 22 open data: preview and download', () => {
  test('a visitor previews an open resource and downloads its CSV: parsed, the header is the field names, the count goes up', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    const resource = await openResource(request, origin);
    await page.goto(`${origin}/dataResource/detail/${resource.id}`);
    await expect(page.getByRole('heading', { name: resource.name, level: 1 })).toBeVisible();

    // The preview: a column per field (its label), the first rows.
    await expect(page.getByRole('heading', { name: '数据预览', level: 2 })).toBeVisible();
    const preview = page.getByRole('region', { name: '数据预览表' }).getByRole('table');
    await expect(preview.getByRole('row').nth(1)).toBeVisible();
    for (const field of resource.fields) await expect(preview.getByRole('columnheader').filter({ hasText: field.label }).first()).toBeVisible();
    expect(await preview.getByRole('row').count()).toBeGreaterThan(1);

    // The CSV, through the page's own link.
    await expect(page.getByRole('heading', { name: '数据获取', level: 2 })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: '下载 CSV 文件' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^\d{6}-[A-Z]{2}-\d{6}_.+\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const rows = parseCsv(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(resource.fields.map((field) => field.name));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.length === resource.fields.length)).toBe(true);

    // The counter shown on the page counts it.
    await page.reload();
    const files = page.getByRole('region', { name: '数据文件列表' });
    const csvRow = files.getByRole('row').filter({ has: page.getByRole('cell', { name: 'CSV', exact: true }) });
    await expect(csvRow.getByRole('cell').nth(4)).toHaveText(String(resource.csvDownloads + 1));
  });

  test('a conditional resource offers no file and no preview; a closed one offers nothing', async ({ page, request, baseURL }) => {
    const origin = siteOrigin(baseURL);
    for (const [openType, title] of [
      ['conditional', '该资源为有条件开放数据，不提供文件下载'],
      ['closed', '该资源不予开放'],
    ] as const) {
      const list = await request.get(`${origin}${API}/web/data-resource/list?openType=${openType}&pageSize=1&t=1`);
      const [item] = ((await list.json()) as { data: { items: { id: string; name: string }[] } }).data.items;
      await page.goto(`${origin}/dataResource/detail/${item?.id}`);
      await expect(page.getByText(title, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: '数据预览' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^下载 .+ 文件$/ })).toHaveCount(0);
    }
  });
});
