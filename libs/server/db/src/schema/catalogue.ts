import type { Selectable } from 'kysely';

export interface CatalogueTables {
  departments: DepartmentTable;
  data_domains: DataDomainTable;
  data_resources: DataResourceTable;
  data_products: DataProductTable;
}

/** A provincial department that publishes data resources (省交通运输厅 …). */
export interface DepartmentTable {
  id: string;
  name: string;
  short_name: string;
  sort_order: number;
}

/** A data domain (交通运输, 医疗健康 …): resources, products and operator onboarding are per domain. */
export interface DataDomainTable {
  id: string;
  name: string;
  description: string;
  sort_order: number;
}

/** A catalogued public data resource. */
export interface DataResourceTable {
  id: string;
  /** Catalogue code, unique, e.g. 320000-JT-000123. */
  code: string;
  name: string;
  department_id: string;
  domain_id: string;
  /** 'unconditional' 无条件开放 | 'conditional' 有条件开放 | 'closed' 不予开放 */
  open_type: 'unconditional' | 'conditional' | 'closed';
  /** 'realtime' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'irregular' */
  update_frequency: string;
  /** JSON array of formats: 'CSV' | 'JSON' | 'XLSX' | 'XML' | 'API' | 'PDF'. */
  formats: string;
  /** The same formats as bits (formatMask of @portal/api-contract), for filters and counts. */
  format_mask: number;
  record_count: number;
  /** JSON array of fields: { name, label, type, description }. */
  field_schema: string;
  description: string;
  /** JSON array of tags. */
  tags: string;
  published_at: number;
  updated_at: number;
}

/** A data product built by an authorized operator (a corporation). */
export interface DataProductTable {
  id: string;
  name: string;
  /** The operator corporation (organisations.id). */
  org_id: string;
  domain_id: string;
  /** 'api' | 'dataset' | 'report' | 'application' */
  product_type: 'api' | 'dataset' | 'report' | 'application';
  /** JSON array of application scenarios. */
  scenarios: string;
  description: string;
  published_at: number;
  updated_at: number;
}

export type Department = Selectable<DepartmentTable>;
export type DataDomain = Selectable<DataDomainTable>;
export type DataResource = Selectable<DataResourceTable>;
export type DataProduct = Selectable<DataProductTable>;
