/**
 * A minimal multipart/form-data reader (RFC 7578) for small bodies already in memory (the
 * profile picture, 001 §7 "form data profile_pic"): parts with their name, file name,
 * content type and bytes. Nothing streams here; large uploads use the rupload routes.
 */
export interface FormPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

export function boundaryOf(contentType: string | undefined): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function parseHeaders(block: string): Omit<FormPart, 'data'> | null {
  let name: string | null = null;
  let filename: string | null = null;
  let contentType: string | null = null;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-type') contentType = value.toLowerCase();
    if (key === 'content-disposition') {
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1] ?? null;
      filename = /;\s*filename="([^"]*)"/i.exec(value)?.[1] ?? null;
    }
  }
  return name === null ? null : { name, filename, contentType };
}

/** The parts, or null when the body is not well-formed multipart with this boundary. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  const parts: FormPart[] = [];
  for (;;) {
    pos += delimiter.length;
    if (body.toString('latin1', pos, pos + 2) === '--') return parts;
    if (body.toString('latin1', pos, pos + 2) !== '\r\n') return null;
    const headerEnd = body.indexOf('\r\n\r\n', pos + 2);
    if (headerEnd < 0) return null;
    const headers = parseHeaders(body.toString('utf8', pos + 2, headerEnd));
    const next = body.indexOf(between, headerEnd + 4);
    if (headers === null || next < 0) return null;
    parts.push({ ...headers, data: body.subarray(headerEnd + 4, next) });
    pos = next + 2;
  }
}
