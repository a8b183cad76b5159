import { describe, expect, it } from 'vitest';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { UploadsPanel } from './uploads-panel';
import { UploadsTray } from './uploads-tray';
import { uploadView, withUploads } from './test-uploads';
import { NewPostLink } from './new-post-link';
import { TabBar } from '../shell/tab-bar';
import { TopBar } from '../shell/top-bar';

const panel = (...uploads: Parameters<typeof uploadView>[]) => {
  const views = uploads.map(([id, over]) => uploadView(id, over));
  return renderWith(withUploads(state({}), views), <UploadsPanel id="p" uploads={views} />);
};

describe('UploadsTray', () => {
  it('is hidden while there are no uploads', () => {
    expect(renderWith(state({}), <UploadsTray />)).toBe('');
  });

  it('shows a collapsed button counting moving uploads', () => {
    const html = renderWith(withUploads(state({}), [uploadView('a'), uploadView('b', { state: 'done' })]), <UploadsTray />);
    expect(html).toContain('Uploading 1');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-hidden="true"');
  });

  it('marks the button when an upload failed', () => {
    expect(renderWith(withUploads(state({}), [uploadView('a', { state: 'failed' })]), <UploadsTray />)).toContain('tray__button--failed');
  });
});

describe('UploadsPanel', () => {
  it('names each progress bar "Uploading <label>" with its value', () => {
    const html = panel(['a', { label: 'Beach photo', percent: 42.7 }]);
    expect(html).toContain('role="progressbar" aria-label="Uploading Beach photo" aria-valuemin="0" aria-valuemax="100" aria-valuenow="42"');
  });

  it('shows percent, speed and time left while uploading', () => {
    const html = panel(['a', { percent: 42, speedBps: 1_800_000, secondsLeft: 11.5 }]);
    expect(html).toContain('Uploading<span class="upload-row__details"> · 42% · 1.8 MB/s · about 12 s left</span>');
  });

  it('says "Resuming…" for a stalled upload and "Waiting for network" offline, with Cancel', () => {
    const html = panel(['a', { state: 'stalled', label: 'Clip' }], ['b', { state: 'waiting-for-network', label: 'Pic' }]);
    expect(html).toContain('Resuming…');
    expect(html).toContain('Waiting for network');
    expect(html).toContain('aria-label="Cancel upload Clip"');
    expect(html).toContain('aria-label="Cancel upload Pic"');
  });

  it('offers Retry on a failure and names the error', () => {
    const html = panel(['a', { state: 'failed', label: 'Clip', error: 'Server said no.' }]);
    expect(html).toContain('Couldn&#x27;t upload — Server said no.');
    expect(html).toContain('aria-label="Retry upload Clip"');
    expect(html).not.toContain('role="progressbar"');
  });

  it('shows a finished upload as Posted, with no bar and no Cancel', () => {
    const html = panel(['a', { state: 'done', percent: 100 }]);
    expect(html).toContain('Posted');
    expect(html).not.toContain('role="progressbar"');
    expect(html).not.toContain('Cancel');
  });

  it('keeps the bar but drops Cancel while publishing', () => {
    const html = panel(['a', { state: 'configuring', percent: 100 }]);
    expect(html).toContain('Publishing');
    expect(html).toContain('aria-valuenow="100"');
    expect(html).not.toContain('Cancel upload');
  });
});

describe('New post entry', () => {
  it('is a link named "New post" to the composer, in the top bar and the tab bar', () => {
    const s = state({ viewerId: 'u1' });
    const top = renderWith(s, <TopBar username="ana" />);
    const tabs = renderWith(s, <TabBar username="ana" />);
    for (const html of [top, tabs]) expect(html).toMatch(/<a aria-label="New post" href="\/create\/style\/" class="[^"]+"><svg aria-hidden="true"/);
  });

  it('is the current page while composing', () => {
    expect(renderWith(state({}), <NewPostLink className="x" />, '/create/details/')).toContain('aria-current="page"');
  });

  it('puts the uploads tray in the top bar when uploads exist', () => {
    expect(renderWith(withUploads(state({ viewerId: 'u1' }), [uploadView('a')]), <TopBar username="ana" />)).toContain('Uploading 1');
  });
});
