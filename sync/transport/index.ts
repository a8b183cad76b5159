export { createTransport } from './transport';
export { createBatchingTransport } from './batch';
export { TransportError, isRetryable } from './transport-error';
export { isSafeUrl, isSameOrigin } from './safe-url';
export { needsCsrf } from './conventions';
export { encryptPassword, ENC_PASSWORD_PREFIX } from './enc-password';
export type { EncryptionKey, EncryptOptions } from './enc-password';
export type * from './types';
