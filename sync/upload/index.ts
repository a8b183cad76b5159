/**
 * Transport-level helpers of the resumable upload protocol (sync/api/upload.ts), shared by the
 * worker's upload engine (and open to the service worker):
 *   createRuploadClient(deps: RuploadDeps): RuploadClient   offset(path, signal?), send(chunk)
 *   classifyUploadFailure(err): UploadFailure               network | conflict | retryable | fatal
 *   isAbort(err): boolean                                   the caller's signal cut the request
 */
export { createRuploadClient } from './rupload-client';
export type { RuploadChunk, RuploadClient, RuploadDeps } from './rupload-client';
export { classifyUploadFailure, isAbort } from './upload-failure';
export type { UploadFailure, UploadFailureKind } from './upload-failure';
