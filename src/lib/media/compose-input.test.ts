import { describe, expect, it } from 'vitest';
import { composeInput, removeProfilePictureInput } from './compose-input';

describe('composeInput', () => {
  it('fills neutral values around what the screen gives', () => {
    const input = composeInput('story', [], [], { caption: 'hi' });
    expect(input).toMatchObject({ kind: 'story', caption: 'hi', transform: null, usertags: [], cover: null, igtvPublishMode: 'igtv', shareToFeed: false });
  });
  it('removes the profile picture with no file (001 §7: an empty body removes the picture)', () => {
    expect(removeProfilePictureInput()).toMatchObject({ kind: 'profile-picture', files: [], facts: [] });
  });
});
