import { describe, expect, it } from 'vitest';
import { UploadPath } from '../sync/api/upload';
import type { Bootstrap } from '../sync/api/bootstrap';
import { photoInput } from './upload/test-harness';
import { testFile, waitFor } from './upload/test-kit';
import type { Handler, Harness, Profile } from './test-support/engine-harness';
import { SESSION, createHarness, json, newProfile, closedAfterEach } from './test-support/engine-harness';

// Issue 11: after "Profile photo updated." the viewer's avatar still showed the initial until
// a reload: the viewer was not in the users slice (no post of theirs loaded), so the answer's
// new picture had nowhere to go.
const keep = closedAfterEach();

const server: Handler = ({ method, url }) => {
  if (method === 'POST' && url.pathname === UploadPath.changeProfilePicture) return json({ status: 'ok', changed_profile: true, id: 'alice', has_profile_pic: true, profile_pic_url: '/media/new-150.jpg' });
  return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
};

const viewer: NonNullable<Bootstrap['viewer']> = { id: 'alice', username: 'alice', full_name: 'Alice A', profile_pic_url: '', badge_count: 0 };

async function start(profile: Profile, opts: { bootstrap: 'server' | 'cache'; viewer?: Bootstrap['viewer'] }): Promise<Harness> {
  const h = keep(createHarness(profile, server));
  h.engine.setOnline(true);
  await h.engine.init(SESSION, opts.bootstrap === 'server' ? 'alice' : null, h.senderPort, opts);
  return h;
}

const picture = (h: Harness) => h.engine.getState().users.users['alice']?.profilePictureUrl;

describe('the viewer\'s profile picture (001 §7 web_change_profile_picture; 001 §3 users.viewerId)', () => {
  it('a fresh page\'s bootstrap viewer is in the users slice from the start', async () => {
    const h = await start(newProfile(), { bootstrap: 'server', viewer: { ...viewer, profile_pic_url: '/media/old.jpg' } });
    expect(h.engine.getState().users.users['alice']).toMatchObject({ username: 'alice', fullName: 'Alice A', profilePictureUrl: '/media/old.jpg' });
    expect(h.engine.getState().users.usernameToId['alice']).toBe('alice');
  });

  it('the new picture is the viewer\'s at once, with no post of theirs loaded, and after a reload', async () => {
    const profile = newProfile();
    const h = await start(profile, { bootstrap: 'server', viewer });
    const file = testFile(300, 'me.jpg');
    const result = await h.engine.startUpload(photoInput(300, { kind: 'profile-picture', files: [file], facts: [{ width: 400, height: 400, mimeType: 'image/jpeg', bytes: 300 }] }));
    if (!result.ok) throw new Error(result.message);
    await waitFor(() => picture(h) === '/media/new-150.jpg', 'the new picture in the users slice');
    await h.engine.settle();
    await h.close();
    // Offline reload: the page bootstrap comes from the cache; the stored users slice has the new picture.
    const again = await start(profile, { bootstrap: 'cache', viewer: { ...viewer, profile_pic_url: '/media/stale.jpg' } });
    expect(picture(again)).toBe('/media/new-150.jpg');
  });

  it('a bootstrap read from the cache offline does not overwrite the cached viewer', async () => {
    const h = await start(newProfile(), { bootstrap: 'cache', viewer: { ...viewer, profile_pic_url: '/media/stale.jpg' } });
    expect(picture(h)).toBeUndefined();
  });
});
