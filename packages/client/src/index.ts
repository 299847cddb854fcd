export { createTesseraClient, type DataMethod, type PagedPath, type PageItem, type PaginateOptions, type TesseraClient, type TesseraClientOptions } from './client';
export { TesseraApiError, type ApiErrorBody } from './errors';
export { retryingFetch, type RetryOptions } from './retry';
export type { components, operations, paths } from './generated/api';
