import { describe, expect, it } from 'vitest';
import { uploadView } from '../../components/uploads/test-uploads';
import { latestProfilePhotoUpload, profilePhotoStatus } from './profile-photo-status';

describe('profilePhotoStatus (001 §4 Profile picture: requested, succeeded or failed)', () => {
  it('is requested while the photo uploads', () => {
    expect(profilePhotoStatus(uploadView('a', { kind: 'profile-picture', state: 'uploading' }))).toEqual({ phase: 'requested', text: 'Changing your profile photo…' });
  });
  it('waits for the network offline', () => {
    expect(profilePhotoStatus(uploadView('a', { kind: 'profile-picture', state: 'waiting-for-network' })).phase).toBe('requested');
  });
  it('succeeds once done', () => {
    expect(profilePhotoStatus(uploadView('a', { kind: 'profile-picture', state: 'done' }))).toEqual({ phase: 'succeeded', text: 'Profile photo updated.' });
  });
  it('fails with the error and the upload to retry', () => {
    expect(profilePhotoStatus(uploadView('a', { kind: 'profile-picture', state: 'failed', error: 'Too big.' }))).toEqual({ phase: 'failed', uploadId: 'a', text: "Couldn't change your profile photo — Too big." });
  });
  it('is idle with no upload', () => {
    expect(profilePhotoStatus(null)).toEqual({ phase: 'idle' });
  });
});

describe('latestProfilePhotoUpload', () => {
  it('takes the last profile-photo upload, skipping other kinds and cancelled ones', () => {
    const byId = {
      a: uploadView('a', { kind: 'profile-picture', state: 'done' }),
      b: uploadView('b', { kind: 'feed' }),
      c: uploadView('c', { kind: 'profile-picture', state: 'cancelled' }),
    };
    expect(latestProfilePhotoUpload(byId)?.id).toBe('a');
  });
});
