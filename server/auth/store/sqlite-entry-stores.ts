import type { Database } from 'better-sqlite3';
import { sqliteConsent, sqliteUnderageAttempts } from '../../consent/sqlite-consent';
import type { EntryStores } from '../../db/types';
import { sqliteOutbox } from '../../mail/sqlite-outbox';
import { sqliteAccounts, sqliteDeviceContacts, sqlitePhones, sqliteTwoFactor } from './sqlite-accounts';
import { sqliteCodes } from './sqlite-codes';
import { sqliteDownloads } from './sqlite-downloads';
import { sqliteOneTap, sqliteSocialLinks } from './sqlite-links';

/** The entry-flow stores over the same connection as the foundation's Repos. */
export function sqliteEntryStores(db: Database): EntryStores {
  return {
    phones: sqlitePhones(db),
    twoFactor: sqliteTwoFactor(db),
    codes: sqliteCodes(db),
    oneTap: sqliteOneTap(db),
    consent: sqliteConsent(db),
    underage: sqliteUnderageAttempts(db),
    social: sqliteSocialLinks(db),
    downloads: sqliteDownloads(db),
    accounts: sqliteAccounts(db),
    deviceContacts: sqliteDeviceContacts(db),
    outbox: sqliteOutbox(db),
  };
}
