/**
 * Who may use the development routes (/dev/, issue 11): only when DEV_ROUTES turned them on,
 * and only a client on this machine talking to the server directly:
 * - the connection comes from a loopback address (the socket's, never a forwarded header,
 *   which any client can write);
 * - it did not come through a proxy (no forwarding header): a reverse proxy on the same
 *   machine connects from loopback on behalf of anyone;
 * - it names this machine (a loopback Host): a web page that rebinds its own name to
 *   127.0.0.1 (DNS rebinding) sends its own name as Host.
 */
export interface DevRequest {
  remoteAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'] as const;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** A Host header naming this machine: localhost (or *.localhost), 127.x.y.z or [::1], any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  const h = (host ?? '').trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(1, h.indexOf(']')) : (h.split(':', 1)[0] ?? '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

export function devRequestAllowed(enabled: boolean, req: DevRequest): boolean {
  const host = req.headers['host'];
  return (
    enabled &&
    isLoopbackAddress(req.remoteAddress) &&
    FORWARDING_HEADERS.every((name) => req.headers[name] === undefined) &&
    typeof host === 'string' &&
    isLoopbackHost(host)
  );
}
