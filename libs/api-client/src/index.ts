export {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type ApiHandlers,
  type DownloadedFile,
  type RequestOptions,
} from './client';
export { api, configureApi, preloadApiClient, resolveApiClientWith } from './api';
export { ApiError, actionFailure, errorMessage, isApiError, isConflict, type ActionFailure, type ApiErrorKind } from './api-error';
export { uploadFile, type UploadOptions, type UploadPath } from './upload';
export { downloadFile, downloadFailureMessage, fetchFile, saveBlob, type DownloadFileOptions } from './download';
export { fileNameOf } from './content-disposition';
export { apiText, type ApiText } from './text';
export { pendingRequests, NO_LOADING_HEADER } from './pending';
export { createQueryClient, requestOf, type CallOptions } from './query-client';
export { contractMessage } from './contract-text';
