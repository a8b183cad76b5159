/** Where a tap on the media lands, as fractions of the shown media (usertags x and y, 001 §3). */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

export function tapToFraction(clientX: number, clientY: number, box: Box): { x: number; y: number } {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return { x: round4(clamp01((clientX - box.left) / box.width)), y: round4(clamp01((clientY - box.top) / box.height)) };
}

/** Our choice: a tag placed without a tap (keyboard) sits in the middle. */
export const DEFAULT_TAG_POINT = { x: 0.5, y: 0.5 } as const;
