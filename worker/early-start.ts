/**
 * The worker's databases start opening as this module is evaluated (./early-open.ts): the
 * worker's entry (./main.ts) imports it first, so this runs before the rest of the worker's
 * module is evaluated. Nothing else imports it (a test would open databases by importing it).
 */
import { openDatabasesEarly } from './early-open';

export const earlyDatabases = openDatabasesEarly(typeof indexedDB === 'undefined' ? null : indexedDB);
