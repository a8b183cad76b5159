/**
 * The logging of the entry flows (000 §4: login failure types, social status, blocked login
 * loops, refused link targets). No analytics pipeline exists yet, so events go to the console
 * through an injectable sink; passwords and tokens are never passed here (000 §5).
 */
export type AuthLogSink = (event: string, detail: Record<string, string | number | boolean | null>) => void;

let sink: AuthLogSink = (event, detail) => console.info(`[auth] ${event}`, detail);

export function setAuthLogSink(next: AuthLogSink): void {
  sink = next;
}

export function authLog(event: string, detail: Record<string, string | number | boolean | null> = {}): void {
  sink(event, detail);
}
