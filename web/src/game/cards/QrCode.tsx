import { create } from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules: the four the QR standard asks for, so cameras lock on. */
const QUIET_MODULES = 4;

/** The dark modules of `text`'s QR as one SVG path (the quiet zone included in the coordinates). */
export function qrPath(text: string): { path: string; size: number } {
  // Level M: 15% of the code may be smudged or folded and still read, with a code small enough
  // (version 3 or 4 for a card's address) that each module is over 1 mm at 4 cm.
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + QUIET_MODULES} ${row + QUIET_MODULES}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + 2 * QUIET_MODULES };
}

/**
 * A QR code drawn as SVG (sharp at any print size), white quiet zone included in `width`
 * (a CSS length: "45mm" on paper).
 */
export function QrCode({ text, width, label }: { text: string; width: string; label: string }) {
  const { path, size } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr={text}
      style={{ width, height: width, background: 'white', display: 'block', flex: 'none' }}
    >
      <rect width={size} height={size} fill="white" />
      <path d={path} fill="black" />
    </svg>
  );
}
