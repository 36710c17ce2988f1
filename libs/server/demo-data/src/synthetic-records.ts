import { enterpriseCreditCode, type DataRecord, type ResourceDetail } from '@portal/api-contract';
import { mulberry32 } from './seed-shared';

/*
 * Synthetic rows for the demo catalogue (issue 22): real in shape — the columns of the resource's
 * field schema, values of each field's type that read like the field (a city for a region, a
 * masked name for a person, a valid credit code, coordinates inside Jiangsu) — but nobody's data.
 * Deterministic: a resource's rows depend only on its code, fields and `now`.
 */

type Field = ResourceDetail['fields'][number];
type Rng = () => number;

const CITIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['320100', '南京市'],
  ['320200', '无锡市'],
  ['320300', '徐州市'],
  ['320400', '常州市'],
  ['320500', '苏州市'],
  ['320600', '南通市'],
  ['320700', '连云港市'],
  ['320800', '淮安市'],
  ['320900', '盐城市'],
  ['321000', '扬州市'],
  ['321100', '镇江市'],
  ['321200', '泰州市'],
  ['321300', '宿迁市'],
];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗';
const WORDS = ['恒信', '华泰', '苏宁', '金陵', '锦程', '润达', '新元', '天成', '江海', '瑞丰', '长江', '东方', '云帆', '国信', '汇通', '永安'];
const TRADES = ['科技', '物流', '建设', '商贸', '医药', '食品', '环保', '信息', '能源', '农业'];
const ROADS = ['中山路', '解放路', '人民路', '建设路', '长江路', '太湖路', '淮海路', '文昌路'];
const LEVELS = ['一级', '二级', '三级', '四级'];
const KINDS = ['甲类', '乙类', '丙类'];
const DAY = 86_400_000;

const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A label's stem: without its unit in brackets and without 名称. */
const stem = (label: string) => label.replace(/（.*?）/g, '').replace(/名称$/, '');

/** Beijing time, as the catalogue's date and datetime fields are written. */
function beijing(ms: number): { day: string; time: string } {
  const iso = new Date(ms + 8 * 3_600_000).toISOString();
  return { day: iso.slice(0, 10), time: `${iso.slice(0, 10)} ${iso.slice(11, 19)}` };
}

function company(rng: Rng, city: string): string {
  return `${city.replace(/市$/, '')}${pick(rng, WORDS)}${pick(rng, TRADES)}有限公司`;
}

function maskedPerson(rng: Rng): string {
  return `${pick(rng, [...SURNAMES])}${rng() < 0.5 ? '*' : '**'}`;
}

/** A text value that reads like the field. */
function text(rng: Rng, field: Field, row: { seq: number; code: string; city: readonly [string, string]; department: string }): string {
  const { name, label } = field;
  const [cityCode, cityName] = row.city;
  if (name === 'record_id') return `${row.code}-${pad(row.seq, 7)}`;
  if (name === 'credit_code') return enterpriseCreditCode(cityCode, pad(int(rng, 0, 99_999_999), 8));
  if (/(region|division|parent)_code$/.test(name)) return cityCode;
  if (/(region|division|city)_name$/.test(name)) return cityName;
  if (name === 'data_source') return row.department;
  if (name === 'remark') return rng() < 0.8 ? '' : '数据已核验';
  if (name === 'address') return `${cityName}${pick(rng, ROADS)}${int(rng, 1, 399)}号`;
  if (name === 'plate_no') return `苏${'ABCDEFGHJKLMN'[CITIES.findIndex(([code]) => code === cityCode)] ?? 'A'}·${pad(int(rng, 0, 99_999), 5)}`;
  if (label.includes('脱敏') || /^(legal_representative|registrant|doctor_name)$/.test(name)) return maskedPerson(rng);
  if (/(enterprise|entity|party|taxpayer|supplier|purchaser|operator|builder|manufacturer)/.test(name)) return company(rng, cityName);
  if (/(_no|_code)$/.test(name)) return `${cityCode.slice(0, 4)}${int(rng, 2019, 2026)}${pad(int(rng, 0, 999_999), 6)}`;
  if (/(等级|级别|层级|层次)/.test(label)) return pick(rng, LEVELS);
  if (/(类型|类别|种类|业态|性质)/.test(label)) return `${pick(rng, KINDS)}${stem(label)}`;
  if (/(时间|时段)$/.test(label)) return `${pad(int(rng, 7, 9), 2)}:${pick(rng, ['00', '30'])}-${pad(int(rng, 17, 21), 2)}:${pick(rng, ['00', '30'])}`;
  if (name.endsWith('_name')) return `${cityName.replace(/市$/, '')}${stem(label)}${int(rng, 1, 99)}号`;
  return `${stem(label)}${pick(rng, ['一', '二', '三', '四', '五'])}`;
}

function decimal(rng: Rng, field: Field): number {
  const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  if (field.name === 'longitude') return round(116.4 + rng() * 5.4, 6);
  if (field.name === 'latitude') return round(30.8 + rng() * 4.3, 6);
  if (field.label.includes('%')) return round(rng() * 100, 2);
  if (field.label.includes('℃')) return round(-5 + rng() * 43, 1);
  return round(10 ** (rng() * 5), 2);
}

function integer(rng: Rng, field: Field, now: number): number {
  if (/(year|年度)/.test(`${field.name}${field.label}`)) return int(rng, 2019, new Date(now).getUTCFullYear());
  if (field.name === 'aqi') return int(rng, 20, 300);
  if (field.name.endsWith('_seq')) return int(rng, 1, 60);
  return Math.floor(10 ** (rng() * 4.5));
}

/** One value of a field's type. */
function value(rng: Rng, field: Field, row: Parameters<typeof text>[2], now: number): DataRecord[string] {
  switch (field.type) {
    case 'string':
      return text(rng, field, row);
    case 'integer':
      return integer(rng, field, now);
    case 'decimal':
      return decimal(rng, field);
    case 'boolean':
      return rng() < 0.7;
    case 'date':
      return beijing(now - int(rng, 0, 3 * 365) * DAY).day;
    case 'datetime':
      return beijing(now - int(rng, 0, 365 * DAY)).time;
  }
}

/** A number from a text, for the generator's seed. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) as number), 16777619);
  return h >>> 0;
}

/** `count` synthetic records of the resource, generated one at a time. */
export function* syntheticRecords(
  resource: Pick<ResourceDetail, 'code' | 'fields'> & { department: { name: string } },
  count: number,
  now: number,
): Generator<DataRecord> {
  const rng = mulberry32(hash(resource.code));
  for (let seq = 1; seq <= count; seq++) {
    const row = { seq, code: resource.code, city: pick(rng, CITIES), department: resource.department.name };
    yield Object.fromEntries(resource.fields.map((field) => [field.name, value(rng, field, row, now)]));
  }
}
