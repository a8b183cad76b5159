import { describe, expect, it } from 'vitest';
import { ContactsPath } from '../../sync/api/contacts-wire';
import type { WireContactMatch } from '../../sync/api/contacts-wire';
import type { Handler, Harness } from '../test-support/engine-harness';
import { closedAfterEach, createHarness, json, newProfile } from '../test-support/engine-harness';
import { UNLINK_WAITING } from './contacts-api';

// Added (contacts): the contacts reads, the upload and Delete all through the engine.

const keep = closedAfterEach();

const match = (id: string, username: string, contactName: string): WireContactMatch => ({
  user: {
    id, username, full_name: username, profile_pic_url: '', is_private: false, is_verified: false,
    followed_by_viewer: false, requested_by_viewer: false, follows_viewer: false, has_requested_viewer: false,
  },
  contact_name: contactName,
});

interface Server {
  down: boolean;
  kept: { name: string; value: string }[];
  unlinks: number;
  links: string[];
}

/** The contacts calls as server/routes/contacts.ts answers them; `down`: no answer at all. */
function contactsServer(s: Server): Handler {
  const matches = () => s.kept.filter((k) => k.value.endsWith('@example.com')).map((k, i) => match(`u${String(i + 1)}`, k.value.split('@')[0] ?? '', k.name));
  return ({ method, url, body }) => {
    if (s.down) throw new TypeError('Failed to fetch');
    if (method === 'GET' && url.pathname === ContactsPath.matches) return json({ status: 'ok', total: s.kept.length, matches: matches() });
    if (method === 'GET' && url.pathname === ContactsPath.history) {
      return json({ status: 'ok', total: s.kept.length, items: s.kept.map((k) => ({ name: k.name, kind: 'email', value: k.value, uploaded_at: 100 })), next_cursor: null });
    }
    if (method === 'POST' && url.pathname === ContactsPath.link) {
      const contacts = JSON.parse(new URLSearchParams(body).get('contacts') ?? '[]') as { name: string; email_addresses: string[] }[];
      s.links.push(body);
      for (const c of contacts) for (const e of c.email_addresses) s.kept.push({ name: c.name, value: e.toLowerCase() });
      return json({ status: 'ok', uploaded: contacts.length, skipped: 0, total: s.kept.length, matches: matches() });
    }
    if (method === 'POST' && url.pathname === ContactsPath.unlink) {
      s.unlinks += 1;
      const deleted = s.kept.length;
      s.kept = [];
      return json({ status: 'ok', deleted });
    }
    return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
  };
}

function harness(s: Server, profile = newProfile()): Harness {
  return keep(createHarness(profile, contactsServer(s)));
}

describe('contacts through the engine', () => {
  it('an upload answers the accounts found and keeps them for offline; contacts with nothing to send are not sent', async () => {
    const s: Server = { down: false, kept: [], unlinks: 0, links: [] };
    const h = harness(s);
    await h.start();
    const r = await h.engine.linkContacts([{ name: ['Ana'], email: ['ana@example.com'] }, { name: ['Nobody'] }, { name: ['Bo'], email: ['bo@example.com'] }]);
    expect(r).toMatchObject({ ok: true, value: { picked: 2, uploaded: 2, total: 2, items: [{ userId: 'u1', contactName: 'Ana' }, { userId: 'u2', contactName: 'Bo' }] } });
    expect(h.engine.getState().users.users['u1']?.username).toBe('ana');
    expect(s.links).toHaveLength(1);

    s.down = true;
    h.engine.setOnline(false);
    const offline = await h.engine.loadContactMatches();
    expect(offline).toMatchObject({ ok: true, value: { total: 2, offline: true, items: [{ userId: 'u1' }, { userId: 'u2' }] } });
    // Offline an upload sends nothing and says there was no answer.
    expect(await h.engine.linkContacts([{ name: ['Cy'], email: ['cy@example.com'] }])).toMatchObject({ ok: false, statusCode: 0 });
  });

  it('Delete all offline: nothing kept shows at once and after a reload, an upload waits for it, and it is sent once when online', async () => {
    const s: Server = { down: false, kept: [{ name: 'Ana', value: 'ana@example.com' }, { name: 'Dentist', value: 'dentist@clinic.example' }], unlinks: 0, links: [] };
    const profile = newProfile();
    const h = harness(s, profile);
    await h.start();
    expect(await h.engine.loadContactMatches()).toMatchObject({ ok: true, value: { total: 2, items: [{ contactName: 'Ana' }] } });
    expect(await h.engine.loadContactHistory(null)).toMatchObject({ ok: true, value: { total: 2 } });

    s.down = true;
    h.engine.setOnline(false);
    await h.engine.unlinkContacts();
    expect(h.engine.getState().activity.contactsUnlinking).toBe(true);
    expect(await h.engine.loadContactMatches()).toMatchObject({ ok: true, value: { total: 0, items: [] } });
    expect(await h.engine.loadContactHistory(null)).toMatchObject({ ok: true, value: { total: 0, items: [] } });
    s.down = false; // even with the network back before the delete went, an upload waits for it
    expect(await h.engine.linkContacts([{ name: ['Cy'], email: ['cy@example.com'] }])).toEqual(UNLINK_WAITING);
    expect(s.links).toEqual([]);
    s.down = true;
    await h.engine.settle();
    await h.close();

    const again = harness(s, profile);
    await again.start('v1', false);
    expect(again.engine.getState().activity.contactsUnlinking).toBe(true);
    expect(await again.engine.loadContactMatches()).toMatchObject({ ok: true, value: { total: 0, items: [] } });
    expect(s.unlinks).toBe(0);

    s.down = false;
    again.engine.setOnline(true);
    await again.engine.settle();
    expect(s.unlinks).toBe(1);
    expect(s.kept).toEqual([]);
    expect(again.engine.getState().activity.contactsUnlinking).toBe(false);
    expect(await again.engine.loadContactMatches()).toMatchObject({ ok: true, value: { total: 0, offline: false } });
    // And an upload goes again.
    expect(await again.engine.linkContacts([{ name: ['Cy'], email: ['cy@example.com'] }])).toMatchObject({ ok: true, value: { total: 1 } });
  });
});
