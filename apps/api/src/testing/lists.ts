/** What the list API tests share (issue 5 lists: news, policies, calls, products). */

export interface Bucket {
  value: string;
  label: string;
  count: number;
}

/** The rows a facet's buckets count in all. */
export const bucketSum = (buckets: Bucket[]) => buckets.reduce((total, bucket) => total + bucket.count, 0);

/** The count of one value of a facet. */
export const bucketCount = (buckets: Bucket[], value: string) => buckets.find((bucket) => bucket.value === value)?.count;

/** Bad list parameters every publication list refuses (spec §8 envelope, HTTP 400, code 4000), with what the message names. */
export const BAD_PAGING: Array<[string, string]> = [
  ['page=0', 'query.page'],
  ['page=-1', 'query.page'],
  ['page=abc', 'query.page'],
  ['pageSize=10000', 'query.pageSize'],
  ['pageSize=0', 'query.pageSize'],
  ['colour=red', '不支持的字段 colour'],
  ['sort=title', '不支持的字段 sort'],
  ["year=' OR 1=1 --", 'query.year'],
  ['year=1899', 'query.year'],
  [`keyword=${'数'.repeat(51)}`, 'query.keyword'],
];

/** Keywords that would change a query if they were not bound parameters (or LIKE wildcards if not escaped). */
export const SQLISH = ["' OR 1=1 --", '%', '_', '\\', '"; DROP TABLE news; --'];
