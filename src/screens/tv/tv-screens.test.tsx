import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { CoverPicker } from './cover-picker';
import { TvDraftsScreen } from './tv-drafts-screen';
import { TvUploadScreen } from './tv-upload-screen';
import { uploadView, withUploads } from '../../components/uploads/test-uploads';

function render(node: ReactNode, path: string, online = true, client = new QueryClient()) {
  return renderWith(state({ viewerId: 'u1', online }), <QueryClientProvider client={client}>{node}</QueryClientProvider>, path);
}

describe('TvUploadScreen (001 §5 long video limits)', () => {
  const html = render(<TvUploadScreen />, '/tv/upload');

  it('asks for one MP4 and says the limits', () => {
    expect(html).toContain('<h1 class="create__title">Upload a long video</h1>');
    expect(html).toMatch(/<input type="file" class="file-picker__input" accept="video\/mp4"\/>/);
    expect(html).toContain('Choose an MP4 video from 1 to 60 minutes long.');
    expect(html).toContain('Up to 3.6 GB.');
  });

  it('is the current "Long video" entry of the create links', () => {
    expect(html).toContain('<a aria-current="page" href="/tv/upload/"');
  });

  it('shows no Post or Save draft before a video is picked', () => {
    expect(html).not.toContain('>Post</button>');
    expect(html).not.toContain('Save draft');
  });
});

describe('CoverPicker (001 §5 cover 4:5, crop 9:16)', () => {
  it('offers a frame or a JPEG, with an empty 4:5 preview', () => {
    const html = renderWith(state({}), <CoverPicker cover={null} error={null} canUseFrame onFile={() => undefined} onFrame={() => undefined} />);
    expect(html).toContain('<legend class="cover-picker__legend">Cover</legend>');
    expect(html).toContain('>Use current frame</button>');
    expect(html).toMatch(/accept="image\/jpeg"\/><span>Upload cover image<\/span>/);
    expect(html).toContain('No cover yet');
  });

  it('shows the chosen cover, named by where it came from', () => {
    const cover = { blob: new Blob(), url: 'blob:c', source: 'frame' as const };
    const html = renderWith(state({}), <CoverPicker cover={cover} error="Oops" canUseFrame onFile={() => undefined} onFrame={() => undefined} />);
    expect(html).toContain('<img src="blob:c" alt="Cover from a video frame"/>');
    expect(html).toContain('role="alert">Oops</p>');
  });
});

describe('TvDraftsScreen', () => {
  it('lists drafts with cover and title', () => {
    const client = new QueryClient();
    client.setQueryData(['igtv-drafts'], [
      { id: 'd1', title: 'Trip', coverUrl: '/c/d1.jpg' },
      { id: 'd2', title: ' ', coverUrl: null },
    ]);
    const html = render(<TvDraftsScreen />, '/tv/drafts', true, client);
    expect(html).toContain('<ul class="tv-drafts" aria-label="Drafts">');
    expect(html).toContain('alt="Cover of Trip"');
    expect(html).toContain('<span class="tv-draft__title">Untitled</span>');
    expect(html).toContain('No cover');
  });

  it('says it is loading, or that drafts come back online', () => {
    expect(render(<TvDraftsScreen />, '/tv/drafts')).toContain('Loading drafts…');
    expect(render(<TvDraftsScreen />, '/tv/drafts', false)).toContain('Your drafts will show when you&#x27;re back online.');
  });

  it('points at the uploads tray while a long video still uploads', () => {
    const s = withUploads(state({ viewerId: 'u1' }), [uploadView('v', { kind: 'igtv', state: 'uploading' })]);
    const html = renderWith(s, <QueryClientProvider client={new QueryClient()}><TvDraftsScreen /></QueryClientProvider>, '/tv/drafts');
    expect(html).toContain('A long video is still uploading; see Uploads at the top.');
  });

  it('says so when there are no drafts', () => {
    const client = new QueryClient();
    client.setQueryData(['igtv-drafts'], []);
    expect(render(<TvDraftsScreen />, '/tv/drafts', true, client)).toContain('No drafts yet.');
  });
});
