import { z } from 'zod';
import { UPLOAD_ID } from '../uploads/rupload-headers';
import { userText } from '../http/validate';

/**
 * Fields of the creation calls (001 §7). Form bodies carry strings, so the structured
 * fields (location, usertags, children) are JSON text; a JSON body may send them as JSON
 * values too. An empty string means absent.
 */
export const Creation = {
  /** Our choice (the spec shows no caption limit): the same 2200 as an IGTV description. */
  captionMax: 2200,
  accessibilityCaptionMax: 1000,
  /** Our choice: usertags per post. */
  usertagsMax: 20,
  carouselMin: 2,
  carouselMax: 10,
} as const;

export function jsonField<S extends z.ZodType>(schema: S) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
      return z.NEVER;
    }
  }, schema.optional());
}

const idText = z.union([z.string(), z.number()]).transform(String);

export const uploadIdField = idText.pipe(z.string().regex(UPLOAD_ID, 'must be 1-64 letters, digits, - or _'));

export const textField = (max: number, what: string) =>
  userText.pipe(z.string().max(max, `${what} can have at most ${max} characters`));

/** 'true', '1', true → true; 'false', '0', '', false → false. */
export const flagField = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || (typeof v === 'string' && v.toLowerCase() === 'true'));

export const LocationInput = z.object({
  id: idText.optional(),
  external_id: idText.optional(),
  // Place names and addresses are stored (a new place): the same text rules as captions.
  name: userText.pipe(z.string().max(200)).optional(),
  address: userText.pipe(z.string().max(300)).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export type LocationInput = z.output<typeof LocationInput>;

const fraction = z.coerce.number().min(0).max(1);
export const UsertagsInput = z.object({
  in: z
    .array(z.object({ user_id: idText, position: z.tuple([fraction, fraction]) }))
    .max(Creation.usertagsMax, `at most ${Creation.usertagsMax} people can be tagged`),
});
export type UsertagsInput = z.output<typeof UsertagsInput>;

export const ChildrenInput = z
  .array(uploadIdField)
  .min(Creation.carouselMin, `a carousel has ${Creation.carouselMin} to ${Creation.carouselMax} items`)
  .max(Creation.carouselMax, `a carousel has ${Creation.carouselMin} to ${Creation.carouselMax} items`);
