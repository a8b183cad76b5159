/**
 * Added (nametag): 001 §1 /nametag/. A person's nametag is a code that opens their profile
 * (`profileUrl`), drawn on a colour of their choosing, kept on this device.
 */

/** The colours a nametag comes in, in the order "Change colour" goes through them. */
export const NAMETAG_COLOURS = ['sunset', 'ocean', 'forest', 'berry', 'night'] as const;
export type NametagColour = (typeof NAMETAG_COLOURS)[number];

/** Where the chosen colour is kept (per device, like the theme). */
export const NAMETAG_COLOUR_KEY = 'lumen-nametag-colour';

export function nextColour(c: NametagColour): NametagColour {
  const i = NAMETAG_COLOURS.indexOf(c);
  return NAMETAG_COLOURS[(i + 1) % NAMETAG_COLOURS.length] ?? 'sunset';
}

export function readColour(stored: string | null): NametagColour {
  return (NAMETAG_COLOURS as readonly string[]).includes(stored ?? '') ? (stored as NametagColour) : 'sunset';
}

/** The address the code holds: the profile on this site (001 §2 Links /{username}/). */
export function profileUrl(origin: string, username: string): string {
  return `${origin}/${encodeURIComponent(username)}/`;
}
