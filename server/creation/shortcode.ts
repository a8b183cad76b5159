import { randomBytes } from 'node:crypto';

/** A new shortcode for a post or a sidecar child: 11 base64url characters. */
export const newShortcode = (): string => randomBytes(8).toString('base64url').slice(0, 11);
