import { z } from 'zod';
import { ScreenKey } from '../../sync/api/auth-wire';
import { badRequest } from '../http/errors';
import { formText } from '../http/validate';

/** Request fields of the consent calls (000 §7 Consent). */
const SCREEN_KEYS = Object.values(ScreenKey) as [string, ...string[]];

export const screenKey = z.enum(SCREEN_KEYS, { error: 'must be a screen key of 000 §3' });

/** `updates`: a JSON object, or its JSON text in a form body. */
export const updatesField = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .optional()
  .transform((v): Record<string, unknown> => {
    if (v === undefined || v === '') return {};
    if (typeof v !== 'string') return v;
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      throw badRequest('updates: must be a JSON object');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('updates: must be a JSON object');
    return parsed as Record<string, unknown>;
  });

export const actionField = z.enum(['skip']).optional();

export const optionalText = formText.optional();
