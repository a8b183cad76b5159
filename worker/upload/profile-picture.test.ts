import { describe, expect, it } from 'vitest';
import { photoInput, startedHarnesses } from './test-harness';
import { testFile, waitFor } from './test-kit';

const harness = startedHarnesses();

const picture = (size = 500) => photoInput(size, { kind: 'profile-picture', files: [testFile(size, 'me.jpg')], facts: [{ width: 400, height: 300, mimeType: 'image/jpeg', bytes: size }] });
const removal = () => photoInput(0, { kind: 'profile-picture', files: [], facts: [] });

describe('profile picture (001 §7 web_change_profile_picture, 001 §4 Profile picture)', () => {
  it('sends the JPEG as form data profile_pic with a mutation id; success updates the picture', async () => {
    const h = await harness();
    const result = await h.engine.startUpload(picture());
    if (!result.ok) throw new Error(result.message);
    await waitFor(() => h.view(result.value)?.state === 'done', 'done');
    expect(h.server.pictures).toEqual([{ mutationId: expect.any(String), bytes: 500 }]);
    expect(h.pictures).toEqual(['/avatars/new.jpg']);
    expect(h.view(result.value)).toMatchObject({ kind: 'profile-picture', percent: 100, bytesSent: 500 });
  });

  it('an empty body removes the picture', async () => {
    const h = await harness();
    const result = await h.engine.startUpload(removal());
    if (!result.ok) throw new Error(result.message);
    await waitFor(() => h.view(result.value)?.state === 'done', 'done');
    expect(h.server.pictures).toEqual([{ mutationId: expect.any(String), bytes: null }]);
    expect(h.pictures).toEqual(['/avatars/default.jpg']);
  });

  it('001 §5: only a JPEG', async () => {
    const h = await harness();
    const png = photoInput(10, { kind: 'profile-picture', files: [testFile(10, 'me.png', 'image/png')], facts: [{ width: 1, height: 1, mimeType: 'image/png', bytes: 10 }] });
    expect(await h.engine.startUpload(png)).toMatchObject({ ok: false, message: expect.stringContaining('JPEG') });
  });

  it('offline it waits for the network; a refusal fails with the message, and retry sends the same mutation id', async () => {
    const h = await harness();
    h.setOnline(false);
    const result = await h.engine.startUpload(picture());
    if (!result.ok) throw new Error(result.message);
    expect(h.view(result.value)?.state).toBe('waiting-for-network');
    h.server.faults.push({ type: 'status', status: 400, message: 'profile_pic: too small' });
    h.setOnline(true);
    await waitFor(() => h.view(result.value)?.state === 'failed', 'failed');
    expect(h.view(result.value)?.error).toBe('profile_pic: too small');
    expect(h.toasts).toEqual(["Couldn't change your profile photo. profile_pic: too small"]);
    await h.engine.retry(result.value);
    await waitFor(() => h.view(result.value)?.state === 'done', 'done');
    expect(new Set(h.server.pictures.map((p) => p.mutationId)).size).toBe(1);
  });
});
