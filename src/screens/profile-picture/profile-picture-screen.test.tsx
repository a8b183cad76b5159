import { describe, expect, it } from 'vitest';
import { state, user } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { uploadView, withUploads } from '../../components/uploads/test-uploads';
import { ProfilePhotoSection } from './profile-picture-screen';

const base = () => state({ viewerId: 'u1', users: [user('u1', 'ana')] });

describe('ProfilePhotoSection (001 §7 web_change_profile_picture)', () => {
  it('shows the current photo, a JPEG picker "Change profile photo" and "Remove current photo"', () => {
    const html = renderWith(base(), <ProfilePhotoSection />, '/accounts/edit/');
    expect(html).toContain('alt="ana&#x27;s profile picture"');
    expect(html).toMatch(/accept="image\/jpeg"\/><span>Change profile photo<\/span>/);
    expect(html).toContain('>Remove current photo</button>');
  });

  it('says the change is under way, then done (001 §4 Profile picture)', () => {
    const going = renderWith(withUploads(base(), [uploadView('p', { kind: 'profile-picture' })]), <ProfilePhotoSection />, '/accounts/edit/');
    expect(going).toContain('role="status">Changing your profile photo…</p>');
    const done = renderWith(withUploads(base(), [uploadView('p', { kind: 'profile-picture', state: 'done' })]), <ProfilePhotoSection />, '/accounts/edit/');
    expect(done).toContain('Profile photo updated.');
  });

  it('shows a failure as an alert with Retry', () => {
    const html = renderWith(withUploads(base(), [uploadView('p', { kind: 'profile-picture', state: 'failed', error: 'Server error' })]), <ProfilePhotoSection />, '/accounts/edit/');
    expect(html).toContain('role="alert"><p>Couldn&#x27;t change your profile photo — Server error</p>');
    expect(html).toContain('>Retry</button>');
  });
});
