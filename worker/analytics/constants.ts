/** The logging engine's constants, each with its spec reference (DESIGN.md: one place per part). */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const AnalyticsLimits = {
  /** 000 §9 Analytics default wait / restore wait / vital wait / expiry: 10 s / 1 s / 1 s / 24 h. */
  defaultWaitMs: 10 * SECOND,
  restoreWaitMs: 1 * SECOND,
  vitalWaitMs: 1 * SECOND,
  expiryMs: 24 * HOUR,
  /** 000 §9 Session inactivity reset 3 min. */
  sessionIdleMs: 3 * MINUTE,
  /** 000 §9 "device info resent every 12 h". */
  deviceInfoEveryMs: 12 * HOUR,
  /** 000 §9 Unified event log: batch 50, 5 retries, 24 h expiry, batched send every 5 s. */
  falcoBatch: 50,
  falcoRetries: 5,
  falcoWaitMs: 5 * SECOND,
  /** Ours: the most items of the other channels in one request (the server refuses more). */
  batchMax: 100,
  /** Ours: a queue bound (a careful app keeps little); the oldest go first past it. */
  queueMax: 2000,
  /** Ours: after a send with no answer (offline), the next try waits this long at least. */
  noAnswerBackoffMs: 30 * SECOND,
  /** 001 §5: first-input delay is logged only under 10000 ms. */
  firstInputDelayMaxMs: 10_000,
} as const;

/**
 * 001 §9 Performance logging: "default sampling 1000; 1 in 10000 for feed load; 1 for report;
 * 10 for direct inbox and thread fetch; 5000 for app start (20 for the lite variant); 1 for
 * story tray and viewer; 10 for story navigation". A rate N keeps 1 event in N.
 */
export const PerfSampling = {
  default: 1000,
  feed_load: 10_000,
  report: 1,
  direct_inbox: 10,
  direct_thread_fetch: 10,
  app_start: 5000,
  app_start_lite: 20,
  story_tray: 1,
  story_viewer: 1,
  story_navigation: 10,
} as const;

export type PerfEventName = Exclude<keyof typeof PerfSampling, 'default'>;
