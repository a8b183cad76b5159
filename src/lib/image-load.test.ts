import { describe, expect, it } from 'vitest';
import { imageLoadReducer, imageView, INITIAL_IMAGE_LOAD, type ImageLoad, type ImageLoadEvent } from './image-load';

const fold = (events: ImageLoadEvent[], from: ImageLoad = INITIAL_IMAGE_LOAD) => events.reduce(imageLoadReducer, from);

describe('image load (issue 11: a picture that does not come offline)', () => {
  it('shows the picture until it fails', () => {
    expect(imageView(INITIAL_IMAGE_LOAD, false)).toBe('image');
  });

  it('a picture that failed offline says so, and is tried again by itself once online', () => {
    const failed = fold([{ type: 'load-failed', online: false }]);
    expect(imageView(failed, false)).toBe('offline');
    const back = fold([{ type: 'came-online' }], failed);
    expect(back).toEqual({ attempt: 1, failed: false, failedOffline: false });
    expect(imageView(back, true)).toBe('image');
  });

  it('a picture that failed online offers Retry and is not retried on its own', () => {
    const failed = fold([{ type: 'load-failed', online: true }]);
    expect(imageView(failed, true)).toBe('failed');
    expect(fold([{ type: 'came-online' }], failed)).toBe(failed);
    expect(fold([{ type: 'retry-tapped' }], failed)).toEqual({ attempt: 1, failed: false, failedOffline: false });
  });

  it('a failed picture reads "offline" when the device went offline since', () => {
    expect(imageView(fold([{ type: 'load-failed', online: true }]), false)).toBe('offline');
  });

  it('retry, coming online and a new source change nothing while the picture shows', () => {
    expect(fold([{ type: 'retry-tapped' }, { type: 'came-online' }, { type: 'src-changed' }])).toBe(INITIAL_IMAGE_LOAD);
  });

  it('a new source after a failure is a new try; a second failure of the same try changes nothing', () => {
    const failed = fold([{ type: 'load-failed', online: false }]);
    expect(fold([{ type: 'load-failed', online: true }], failed)).toBe(failed);
    expect(fold([{ type: 'src-changed' }], failed)).toEqual({ attempt: 1, failed: false, failedOffline: false });
  });
});
