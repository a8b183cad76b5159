import { describe, expect, it } from 'vitest';
import { isActiveUpload, orderUploads, showsProgress, trayButtonCount, trayButtonText, uploadStateText } from './upload-labels';
import type { UploadState } from './upload-api';

const view = (state: UploadState, error: string | null = null) => ({ state, error, kind: 'feed' as const });

describe('uploadStateText', () => {
  it.each([
    ['queued', 'Waiting to upload'],
    ['uploading', 'Uploading'],
    ['stalled', 'Resuming…'],
    ['waiting-for-network', 'Waiting for network'],
    ['processing', 'Processing'],
    ['configuring', 'Publishing'],
    ['done', 'Posted'],
    ['cancelled', 'Cancelled'],
  ] as const)('%s reads "%s"', (state, text) => {
    expect(uploadStateText(view(state))).toBe(text);
  });

  it('a failure names its error', () => {
    expect(uploadStateText(view('failed', 'The video is too long.'))).toBe("Couldn't upload — The video is too long.");
    expect(uploadStateText(view('failed'))).toBe("Couldn't upload");
  });

  it('a finished story or profile photo says where it went', () => {
    expect(uploadStateText({ state: 'done', error: null, kind: 'story' })).toBe('Added to your story');
    expect(uploadStateText({ state: 'done', error: null, kind: 'profile-picture' })).toBe('Profile photo updated');
  });
});

describe('active states', () => {
  it('can cancel until publishing starts', () => {
    expect(isActiveUpload('stalled')).toBe(true);
    expect(isActiveUpload('waiting-for-network')).toBe(true);
    expect(isActiveUpload('configuring')).toBe(false);
    expect(isActiveUpload('failed')).toBe(false);
  });
  it('shows progress while publishing, not once finished', () => {
    expect(showsProgress('configuring')).toBe(true);
    expect(showsProgress('done')).toBe(false);
  });
  it('counts moving uploads on the tray button', () => {
    expect(trayButtonText([view('uploading'), view('queued'), view('done')])).toBe('Uploading 2');
    expect(trayButtonText([view('done'), view('failed')])).toBe('Uploads (2)');
    expect(trayButtonText([view('waiting-for-network'), view('done')])).toBe('Waiting for network (1)');
    expect(trayButtonText([view('waiting-for-network'), view('stalled')])).toBe('Uploading 2');
  });
  it('counts the same uploads where the top bar has room for a count only', () => {
    expect(trayButtonCount([view('uploading'), view('queued'), view('done')])).toBe('2');
    expect(trayButtonCount([view('done'), view('failed')])).toBe('2');
    expect(trayButtonCount([view('waiting-for-network'), view('done')])).toBe('1');
  });
});

describe('orderUploads', () => {
  it('lists unfinished uploads first, each group in the order composed', () => {
    const byId = {
      a: { id: 'a', state: 'done' as const, createdAt: 1 },
      b: { id: 'b', state: 'uploading' as const, createdAt: 4 },
      c: { id: 'c', state: 'failed' as const, createdAt: 0 },
      d: { id: 'd', state: 'queued' as const, createdAt: 2 },
    };
    expect(orderUploads(byId).map((v) => v.id)).toEqual(['d', 'b', 'c', 'a']);
  });
});
