/** A resource's rows and the files made of them (issue 22). */
export interface DeliveryTables {
  resource_records: ResourceRecordTable;
  resource_datasets: ResourceDatasetTable;
  resource_distributions: ResourceDistributionTable;
}

/** One record of a resource. */
export interface ResourceRecordTable {
  resource_id: string;
  /** 1…n, in load order: a page is a range of it. */
  seq: number;
  /** JSON object: field name → text, number, truth value or null. */
  data: string;
}

/** The rows loaded for a resource. */
export interface ResourceDatasetTable {
  resource_id: string;
  row_count: number;
  /** Epoch ms of the load: the files' and the API's "last update". */
  loaded_at: number;
}

/** One file format of a resource's rows. */
export interface ResourceDistributionTable {
  resource_id: string;
  /** 'CSV' | 'XLSX' | 'JSON' | 'XML' */
  format: string;
  /** The generated file's exact size, measured at load. */
  byte_size: number;
  downloads: number;
}
