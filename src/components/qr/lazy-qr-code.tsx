import { lazy, Suspense } from 'react';

const QrCode = lazy(() => import('./qr-code'));

/** The QR code, its encoder fetched only when one is shown; a blank square of its size meanwhile. */
export function LazyQrCode(props: { text: string; label: string; size?: number }) {
  const size = props.size ?? 180;
  return (
    <Suspense fallback={<svg className="qr-code" width={size} height={size} aria-hidden="true" />}>
      <QrCode {...props} size={size} />
    </Suspense>
  );
}
