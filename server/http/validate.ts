import { z } from 'zod';
import { cleanUserText } from '../content/user-text';
import { badRequest } from './errors';

/**
 * Parses input with a zod schema; a failure is a 400 whose message names the field
 * (e.g. "comment_text: Required").
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, label = 'body'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : label;
  throw badRequest(`${field}: ${issue?.message ?? 'Invalid value'}`);
}

/**
 * A form field: form bodies carry strings, JSON bodies may carry numbers or booleans. Either
 * way the handler sees a string. A repeated form key (an array) is rejected.
 */
export const formText = z.union([z.string(), z.number(), z.boolean()], { error: 'Expected a text value' }).transform(String);

/**
 * Free text the server stores (comments, captions, titles, place names, people's names):
 * formText cleaned by the one normaliser of ../content/user-text.ts (NFC, invisible and
 * bidi controls stripped; NUL, other controls and lone surrogates refused with 400).
 */
export const userText = formText.transform((raw, ctx) => {
  const verdict = cleanUserText(raw);
  if (verdict.ok) return verdict.text;
  ctx.addIssue({ code: 'custom', message: verdict.message });
  return z.NEVER;
});

/** Ids are decimal strings on the wire; anything else is no id (so: not found). */
export const parseId = (raw: string): number | null => (/^\d{1,15}$/.test(raw) ? Number(raw) : null);
