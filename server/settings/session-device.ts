/**
 * Login activity's words for a session (pure): a readable device from the User-Agent stored at
 * login, and an approximate place from the address. No geo lookup (ours): a loopback address is
 * "This device's network", a private one "Local network", any other has no place shown.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdgA?\/|\bEdgiOS\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|(\b|Headless)Chrom(e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bInstagram\b/, 'Instagram app'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: readonly [RegExp, string][]): string | null => table.find(([re]) => re.test(ua))?.[1] ?? null;

/** "Chrome on Android", "Safari on iPhone", "Firefox", "Windows", or "Unknown device". */
export function deviceLabel(userAgent: string): string {
  const browser = first(userAgent, BROWSERS);
  const system = first(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** The place shown for an address, or null when none can be said without a lookup. */
export function placeLabel(ip: string): string | null {
  const a = ip.toLowerCase().replace(/^::ffff:/, '');
  if (a === '::1' || /^127\./.test(a)) return "This device's network";
  if (/^10\.|^192\.168\.|^172\.(1[6-9]|2\d|3[01])\.|^f[cd][0-9a-f]{2}:|^fe80:/.test(a)) return 'Local network';
  return null;
}
