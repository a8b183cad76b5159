/** Plain-language numbers for upload progress (our wording; the spec does not show it). */

const KB = 1000;
const MB = 1000 * KB;
const GB = 1000 * MB;

const oneDecimal = (n: number) => (n < 10 ? (Math.round(n * 10) / 10).toFixed(1).replace(/\.0$/, '') : String(Math.round(n)));

/** Decimal units, as file managers show them: "950 KB", "1.8 MB", "3.6 GB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return `${Math.round(bytes)} B`;
  if (bytes < MB) return `${oneDecimal(bytes / KB)} KB`;
  if (bytes < GB) return `${oneDecimal(bytes / MB)} MB`;
  return `${oneDecimal(bytes / GB)} GB`;
}

/** "1.8 MB/s"; null when the speed is unknown. */
export function formatSpeed(bytesPerSecond: number | null): string | null {
  if (bytesPerSecond === null || !Number.isFinite(bytesPerSecond) || bytesPerSecond <= 0) return null;
  return `${formatBytes(bytesPerSecond)}/s`;
}

/** "about 12 s left", "about 3 min left", "about 1 h 5 min left"; null when unknown. */
export function formatTimeLeft(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  if (seconds < 1) return 'almost done';
  if (seconds < 60) return `about ${Math.ceil(seconds)} s left`;
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} min left`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds - hours * 3600) / 60);
  return minutes === 0 || minutes === 60 ? `about ${minutes === 60 ? hours + 1 : hours} h left` : `about ${hours} h ${minutes} min left`;
}

/** A whole percentage, 0..100. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.floor(percent)));
}
