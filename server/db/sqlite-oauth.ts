import type { Database } from 'better-sqlite3';
import type { OAuthScope } from '../../sync/api/oauth-wire';
import { parseScopes } from '../settings/oauth-rules';
import type { RegisteredApp } from '../settings/oauth-rules';

/** Apps and websites (migration 021). Codes and tokens are kept as hashes only. */
export interface OAuthAppRow extends RegisteredApp {
  name: string;
  secretHash: string;
}

export interface GrantRow {
  id: string;
  userId: number;
  appId: string;
  appName: string;
  scopes: OAuthScope[];
  createdAt: number;
}

export interface TesterInviteRow {
  appId: string;
  appName: string;
  accepted: boolean;
  createdAt: number;
}

export interface OAuthRepo {
  registerApp(app: OAuthAppRow, now: number): void;
  app(id: string): OAuthAppRow | undefined;
  /** Makes or updates the person's grant to the app; its id. */
  grant(userId: number, appId: string, scopes: readonly OAuthScope[], newId: string, now: number): string;
  grantOf(userId: number, appId: string): GrantRow | undefined;
  grants(userId: number): GrantRow[];
  /** Deletes the person's grant of that id (its codes and tokens with it); false when they have none. */
  revoke(userId: number, grantId: string): boolean;
  addCode(codeHash: string, grantId: string, redirectUri: string, expiresAt: number): void;
  /** A live code's grant and redirect (an expired one: undefined). */
  code(codeHash: string, now: number): { grant: GrantRow; redirectUri: string } | undefined;
  /** Uses a code up; false when it was used already (by a request racing this one). */
  useCode(codeHash: string): boolean;
  addToken(tokenHash: string, grantId: string, now: number): void;
  grantOfToken(tokenHash: string): GrantRow | undefined;
  invite(appId: string, userId: number, now: number): void;
  invites(userId: number): TesterInviteRow[];
  /** Accepts or deletes (declines) a pending or accepted invite; false when the person has none from that app. */
  answerInvite(userId: number, appId: string, accept: boolean): boolean;
  isTester(userId: number, appId: string): boolean;
}

interface AppRecord { id: string; name: string; redirect_uri: string; secret_hash: string; scopes: string; mode: 'live' | 'development' }
interface GrantRecord { id: string; user_id: number; app_id: string; name: string; scopes: string; created_at: number }

const toApp = (r: AppRecord): OAuthAppRow => ({ id: r.id, name: r.name, redirectUri: r.redirect_uri, secretHash: r.secret_hash, scopes: parseScopes(r.scopes) ?? [], mode: r.mode });
const toGrant = (r: GrantRecord): GrantRow => ({ id: r.id, userId: r.user_id, appId: r.app_id, appName: r.name, scopes: parseScopes(r.scopes) ?? [], createdAt: r.created_at });
const GRANT = 'SELECT g.id, g.user_id, g.app_id, a.name, g.scopes, g.created_at FROM oauth_grants g JOIN oauth_apps a ON a.id = g.app_id';

export function sqliteOAuth(db: Database): OAuthRepo {
  const insertApp = db.prepare('INSERT OR IGNORE INTO oauth_apps (id, name, redirect_uri, secret_hash, scopes, mode, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const appById = db.prepare<[string], AppRecord>('SELECT id, name, redirect_uri, secret_hash, scopes, mode FROM oauth_apps WHERE id = ?');
  const upsertGrant = db.prepare<[string, number, string, string, number], { id: string }>(
    `INSERT INTO oauth_grants (id, user_id, app_id, scopes, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, app_id) DO UPDATE SET scopes = excluded.scopes RETURNING id`,
  );
  const grantByApp = db.prepare<[number, string], GrantRecord>(`${GRANT} WHERE g.user_id = ? AND g.app_id = ?`);
  const grantById = db.prepare<[string], GrantRecord>(`${GRANT} WHERE g.id = ?`);
  const grantsOf = db.prepare<[number], GrantRecord>(`${GRANT} WHERE g.user_id = ? ORDER BY g.created_at DESC, g.id`);
  const delGrant = db.prepare('DELETE FROM oauth_grants WHERE user_id = ? AND id = ?');
  const insertCode = db.prepare('INSERT INTO oauth_codes (code_hash, grant_id, redirect_uri, expires_at) VALUES (?, ?, ?, ?)');
  const codeByHash = db.prepare<[string, number], { grant_id: string; redirect_uri: string }>(
    'SELECT grant_id, redirect_uri FROM oauth_codes WHERE code_hash = ? AND expires_at > ?',
  );
  const delCode = db.prepare('DELETE FROM oauth_codes WHERE code_hash = ?');
  const insertToken = db.prepare('INSERT INTO oauth_tokens (token_hash, grant_id, created_at) VALUES (?, ?, ?)');
  const tokenGrant = db.prepare<[string], GrantRecord>(`${GRANT} JOIN oauth_tokens t ON t.grant_id = g.id WHERE t.token_hash = ?`);
  const insertInvite = db.prepare('INSERT OR IGNORE INTO oauth_tester_invites (app_id, user_id, created_at) VALUES (?, ?, ?)');
  const invitesOf = db.prepare<[number], { app_id: string; name: string; accepted: number; created_at: number }>(
    'SELECT i.app_id, a.name, i.accepted, i.created_at FROM oauth_tester_invites i JOIN oauth_apps a ON a.id = i.app_id WHERE i.user_id = ? ORDER BY i.created_at DESC, i.app_id',
  );
  const accept = db.prepare('UPDATE oauth_tester_invites SET accepted = 1 WHERE user_id = ? AND app_id = ?');
  const decline = db.prepare('DELETE FROM oauth_tester_invites WHERE user_id = ? AND app_id = ?');
  const tester = db.prepare<[number, string], { one: number }>('SELECT 1 AS one FROM oauth_tester_invites WHERE user_id = ? AND app_id = ? AND accepted = 1');

  return {
    registerApp: (a, now) => {
      insertApp.run(a.id, a.name, a.redirectUri, a.secretHash, a.scopes.join(','), a.mode, now);
    },
    app: (id) => {
      const r = appById.get(id);
      return r ? toApp(r) : undefined;
    },
    grant: (userId, appId, scopes, newId, now) => upsertGrant.get(newId, userId, appId, scopes.join(','), now)?.id ?? newId,
    grantOf: (userId, appId) => {
      const r = grantByApp.get(userId, appId);
      return r ? toGrant(r) : undefined;
    },
    grants: (userId) => grantsOf.all(userId).map(toGrant),
    revoke: (userId, grantId) => delGrant.run(userId, grantId).changes === 1,
    addCode: (codeHash, grantId, redirectUri, expiresAt) => {
      insertCode.run(codeHash, grantId, redirectUri, expiresAt);
    },
    code: (codeHash, now) => {
      const code = codeByHash.get(codeHash, now);
      const grant = code === undefined ? undefined : grantById.get(code.grant_id);
      return code && grant ? { grant: toGrant(grant), redirectUri: code.redirect_uri } : undefined;
    },
    useCode: (codeHash) => delCode.run(codeHash).changes === 1,
    addToken: (tokenHash, grantId, now) => {
      insertToken.run(tokenHash, grantId, now);
    },
    grantOfToken: (tokenHash) => {
      const r = tokenGrant.get(tokenHash);
      return r ? toGrant(r) : undefined;
    },
    invite: (appId, userId, now) => {
      insertInvite.run(appId, userId, now);
    },
    invites: (userId) => invitesOf.all(userId).map((r) => ({ appId: r.app_id, appName: r.name, accepted: r.accepted === 1, createdAt: r.created_at })),
    answerInvite: (userId, appId, yes) => (yes ? accept : decline).run(userId, appId).changes === 1,
    isTester: (userId, appId) => tester.get(userId, appId) !== undefined,
  };
}
