import { encode } from 'uqr';
import { QR_OPTIONS, qrPath } from './qr-path';

/**
 * A QR code of `text` as inline SVG (one path; no script, no inline style, so it needs nothing
 * of the page's policy). `label` is its accessible name. Loaded on demand (`lazy-qr-code.tsx`):
 * only the authenticator app's setup shows one.
 */
export default function QrCode({ text, label, size = 180 }: { text: string; label: string; size?: number }) {
  const qr = encode(text, QR_OPTIONS);
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" />
    </svg>
  );
}
