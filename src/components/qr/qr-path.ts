/**
 * A QR code's dark modules as one SVG path: a run of dark modules in a row is one rectangle
 * (`M x y h n v 1 h -n z`), so a key's code of ≈ 40×40 modules is a few hundred path commands
 * rather than a thousand `<rect>` elements. Pure; the matrix comes from `uqr`'s `encode`.
 */
/** The encoder's options everywhere a key is drawn: medium error correction, a 2-module quiet zone. */
export const QR_OPTIONS = { ecc: 'M', border: 2 } as const;

export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}
