/**
 * What the logging endpoints accept (000 §7 Analytics, /client_error/), as zod schemas over the
 * client's wire (worker/analytics/wire.ts). Sizes are ours: little data, bounded batches.
 */
import { z } from 'zod';
import { badRequest } from '../http/errors';
import { formText, parseInput } from '../http/validate';

export const MAX_BATCH = 100;
const MAX_EXTRA_KEYS = 40;

const logValue = z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]);
export const WireEventSchema = z.object({
  id: z.string().regex(/^[\w.:-]{1,80}$/, 'an item id'),
  name: z.string().regex(/^[\w.:-]{1,100}$/, 'an event name'),
  time: z.number().int().nonnegative(),
  extra: z.record(z.string().max(100), logValue).refine((r) => Object.keys(r).length <= MAX_EXTRA_KEYS, `at most ${MAX_EXTRA_KEYS} values`),
  session_id: z.string().max(80).default(''),
  seq: z.number().int().nonnegative().default(0),
});
export type WireEventInput = z.output<typeof WireEventSchema>;

const Batch = z.array(WireEventSchema).min(1).max(MAX_BATCH);
const GraphMessage = z.object({
  app_uid: z.string().max(40),
  app_id: z.string().max(40),
  app_ver: z.string().max(100),
  data: Batch,
  log_type: z.string().max(40),
  seq: z.number().int().nonnegative(),
  session_id: z.string().max(80),
  device_id: z.string().max(80),
});
const GraphForm = z.object({ access_token: formText, message: formText });
const QueueForm = z.object({ q: formText, ts: formText.optional() });

function parseJsonField(raw: string, field: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${field}: not JSON`);
  }
}

/** The graph logging endpoint's form: its message's events. */
export function parseGraphBatch(body: unknown): WireEventInput[] {
  const form = parseInput(GraphForm, body);
  return parseInput(GraphMessage, parseJsonField(form.message, 'message'), 'message').data;
}

/** /ajax/bz and /logging/falco: {q: JSON [event…], ts}. */
export function parseQueueBatch(body: unknown): WireEventInput[] {
  const form = parseInput(QueueForm, body);
  return parseInput(Batch, parseJsonField(form.q, 'q'), 'q');
}

/** 000 §7 /client_error/ (JSON). */
export const ClientErrorSchema = z.object({
  line: z.number().int().nonnegative(),
  column: z.number().int().nonnegative(),
  name: z.string().max(200),
  message: z.string().max(1000),
  script: z.string().max(1000),
  stack: z.string().max(4000),
  timestamp: z.number().int().nonnegative(),
  ref: z.string().max(1000),
  deployment_stage: z.string().max(40),
  is_canary: z.boolean(),
  rollout_hash: z.string().max(100),
  is_prerelease: z.boolean(),
  bundle_variant: z.string().max(100),
  request_url: z.string().max(1000),
  response_status_code: z.number().int().min(0).max(599),
});
export type ClientErrorInput = z.output<typeof ClientErrorSchema>;
