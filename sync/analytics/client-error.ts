/**
 * 000 §7 POST /client_error/ and 000 §9 Error sampling, as pure decisions shared by the page,
 * the worker and the service worker: "sent for all canary errors and for 10 percent of others;
 * skipped for network errors with no status"; identical errors are sent once per session
 * (issue 14; the caller keeps the keys it has sent).
 */
import type { LogExtra } from './types';

/** The fields of 000 §7 /client_error/. */
export interface ClientErrorReport {
  line: number;
  column: number;
  name: string;
  message: string;
  script: string;
  stack: string;
  /** ms since epoch. */
  timestamp: number;
  /** Where it happened: the page, 'worker' or 'service-worker' (the page URL, sanitized). */
  ref: string;
  deployment_stage: string;
  is_canary: boolean;
  rollout_hash: string;
  is_prerelease: boolean;
  bundle_variant: string;
  request_url: string;
  /** 0 when no HTTP answer came (or not a request's error). */
  response_status_code: number;
}

export interface BuildInfo {
  deployment_stage: string;
  is_canary: boolean;
  rollout_hash: string;
  is_prerelease: boolean;
  bundle_variant: string;
}

export const UNKNOWN_BUILD: BuildInfo = { deployment_stage: 'prod', is_canary: false, rollout_hash: '', is_prerelease: false, bundle_variant: '' };

/** 000 §9: 10 percent of errors, every canary error. */
export const ERROR_SAMPLE_RATE = 0.1;
const MAX_TEXT = 1000;
const MAX_STACK = 4000;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  statusCode?: unknown;
  url?: unknown;
  networkError?: unknown;
}

const text = (v: unknown, max = MAX_TEXT): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v)).slice(0, max);

/** A report from what an error event gives (error, or an unhandled rejection's reason). */
export function buildReport(
  error: unknown,
  where: { script?: string; line?: number; column?: number; message?: string; ref: string; now: number },
  build: BuildInfo,
): ClientErrorReport {
  const e: ErrorLike = typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
  const status = typeof e.statusCode === 'number' ? e.statusCode : 0;
  return {
    line: where.line ?? 0,
    column: where.column ?? 0,
    name: text(e.name) || 'Error',
    message: text(e.message) || text(where.message) || text(typeof error === 'string' ? error : ''),
    script: text(where.script),
    stack: text(e.stack, MAX_STACK),
    timestamp: where.now,
    ref: text(where.ref),
    ...build,
    request_url: text(e.url),
    response_status_code: status,
  };
}

/** A transport error that never got an answer (000 §8: network error text, status 0). */
export function isNetworkErrorWithoutStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as ErrorLike;
  return e.statusCode === 0 && typeof e.networkError === 'string';
}

/** Identical errors: same name, message, script and place. */
export const errorKey = (r: ClientErrorReport): string => [r.name, r.message, r.script, r.line, r.column].join('\u0000');

/** 000 §7, §9: every canary error, else 1 in 10 (`random` in [0, 1)). */
export const errorSampled = (r: ClientErrorReport, random: () => number): boolean => r.is_canary || random() < ERROR_SAMPLE_RATE;

/** The report as flat logged values (a queue item's extra). */
export const reportExtra = (r: ClientErrorReport): LogExtra => ({ ...r });
