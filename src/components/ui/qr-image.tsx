import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import './qr-image.css';

/**
 * A QR code drawn on this device (no image service): the `qrcode` package renders an SVG, shown as a
 * data: image (allowed by the CSP's img-src). The package loads on demand, off the first bundle.
 */
export function QrImage({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  // The drawing belongs to the value it was made for: a new value shows nothing until it is drawn.
  const [drawn, setDrawn] = useState<{ value: string; src: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (live) setDrawn({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, failed: false });
      })
      .catch(() => {
        if (live) setDrawn({ value, src: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [value]);
  const current = drawn?.value === value ? drawn : null;
  const src = current?.src ?? null;
  const failed = current?.failed ?? false;
  const { t } = useLingui();
  if (failed) return <p className="qr-image__error">{t`The QR code could not be drawn.`}</p>;
  return (
    <div className="qr-image">
      {src ? <img src={src} alt={label} width={size} height={size} data-testid="qr-image" /> : null}
    </div>
  );
}
