/**
 * The logging of the entry flows (000 §4: login failure types, social status, blocked login
 * loops, refused link targets). The page's telemetry sets the sink to the logging pipeline
 * (src/lib/analytics/page-telemetry.ts, issue 14); until then, and in tests, the console.
 * Passwords and tokens are never passed here (000 §5).
 */
export type AuthLogSink = (event: string, detail: Record<string, string | number | boolean | null>) => void;

let sink: AuthLogSink = (event, detail) => console.info(`[auth] ${event}`, detail);

export function setAuthLogSink(next: AuthLogSink): void {
  sink = next;
}

export function authLog(event: string, detail: Record<string, string | number | boolean | null> = {}): void {
  sink(event, detail);
}
