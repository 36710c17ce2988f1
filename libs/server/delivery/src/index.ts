/** Data delivery (issue 22): files, previews and the open API of the catalogue's resources. */
export { resourceDelivery, resourcePreview, resourceDownload, recordsPage, appKeyError, type ResourceFile } from './delivery.service';
export { loadResourceRecords } from './records.load';
export { loadedResourceIds, findDataset } from './records.repository';
export { fileChunks, fileSize, FILE_TYPES, type FileSource } from './file-formats';
export { XLSX_MAX_ROWS } from './xlsx';
