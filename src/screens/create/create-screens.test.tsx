import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { state, user } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { CropRatio } from '../../lib/media/crop';
import { composeReducer, emptyCompose, type ComposeAction, type ComposeState, type PickedMedia } from './compose-reducer';
import { ComposeContext, createComposeStore } from './compose-store';
import { CreateDetailsScreen } from './create-details-screen';
import { CreateStoryScreen } from './create-story-screen';
import { CreateStyleScreen } from './create-style-screen';

const photo = (url: string, width: number, height: number): PickedMedia => ({
  file: new File([new Uint8Array(1)], `${url}.jpg`, { type: 'image/jpeg' }),
  previewUrl: `blob:${url}`,
  facts: { width, height, mimeType: 'image/jpeg', bytes: 1 },
  isVideo: false,
});
const composed = (...actions: ComposeAction[]) => actions.reduce(composeReducer, emptyCompose);

function render(node: ReactNode, compose: ComposeState = emptyCompose, path = '/create/style/') {
  const s = state({ viewerId: 'u1', users: [user('u1', 'ana'), user('u2', 'ben', { fullName: 'Ben Bell' })] });
  return renderWith(
    s,
    <QueryClientProvider client={new QueryClient()}>
      <ComposeContext.Provider value={createComposeStore(() => undefined, compose)}>{node}</ComposeContext.Provider>
    </QueryClientProvider>,
    path,
  );
}

describe('CreateStyleScreen', () => {
  it('offers a labelled file input for JPEG photos (several) or an MP4 video', () => {
    const html = render(<CreateStyleScreen />);
    expect(html).toContain('<h1 class="create__title">New post</h1>');
    expect(html).toMatch(/<input type="file" class="file-picker__input" accept="image\/jpeg,video\/mp4" multiple=""/);
    expect(html).toContain('<span>Select from device</span>');
  });

  it('links to story and long-video creation, marking the current one', () => {
    const html = render(<CreateStyleScreen />);
    expect(html).toContain('aria-label="Create"');
    expect(html).toContain('<a aria-current="page" href="/create/style/" class="create-nav__link create-nav__link--here">Post</a>');
    expect(html).toContain('href="/create/story/" class="create-nav__link">Story</a>');
    expect(html).toContain('href="/tv/upload/" class="create-nav__link">Long video</a>');
  });

  it('shows the crop box over the photo and the four ratio choices', () => {
    const compose = composed({ type: 'media-picked', media: [photo('a', 4000, 3000)], originalAllowed: true, originalNote: null }, { type: 'ratio-chosen', ratio: CropRatio.square });
    const html = render(<CreateStyleScreen />, compose);
    expect(html).toContain('alt="Your photo, with the crop box"');
    expect(html).toContain('left:12.5%;top:0%;width:75%;height:100%');
    for (const label of ['Original', '1:1', '4:5', '1.91:1']) expect(html).toContain(`<span>${label}</span>`);
    expect(html).toContain('checked="" value="1:1"');
    expect(html).toContain('Crop position, left to right');
    expect(html).toContain('href="/create/details/"');
  });

  it('disables Original for a too-tall photo and says which limit it breaks (001 §5)', () => {
    const note = 'This photo is too tall: the aspect ratio must be at least 0.792 (width ÷ height), it is 0.3333.';
    const compose = composed({ type: 'media-picked', media: [photo('a', 1000, 3000)], originalAllowed: false, originalNote: note });
    const html = render(<CreateStyleScreen />, compose);
    expect(html).toMatch(/<input type="radio" disabled="" aria-describedby="([^"]+)-note" name="\1" value="original"\/>/);
    expect(html).toContain(`Original isn’t available. ${note}`);
    expect(html).toContain('checked="" value="4:5"');
  });

  it('offers no crop for a video: the server crops photos only', () => {
    const clip: PickedMedia = { ...photo('v', 1920, 1080), isVideo: true, facts: { width: 1920, height: 1080, durationSeconds: 10, mimeType: 'video/mp4', bytes: 1 } };
    const html = render(<CreateStyleScreen />, composed({ type: 'media-picked', media: [clip], originalAllowed: true, originalNote: null }));
    expect(html).toContain('aria-label="Your video"');
    expect(html).not.toContain('<legend class="crop-choices__legend">Crop</legend>');
    expect(html).toContain('Videos are posted in their original shape.');
  });

  it('lists carousel items as buttons', () => {
    const compose = composed({ type: 'media-picked', media: [photo('a', 1000, 1000), photo('b', 1000, 1000)], originalAllowed: true, originalNote: null });
    const html = render(<CreateStyleScreen />, compose);
    expect(html).toContain('aria-label="Show item 2 of 2" aria-pressed="false"');
  });
});

describe('CreateDetailsScreen', () => {
  const compose = composed(
    { type: 'media-picked', media: [photo('a', 1080, 1350)], originalAllowed: true, originalNote: null },
    { type: 'caption-changed', text: 'Sunset 🌅' },
    { type: 'usertag-added', tag: { userId: 'u2', username: 'ben', x: 0.25, y: 0.5 } },
  );
  const html = render(<CreateDetailsScreen />, compose, '/create/details/');

  it('has a caption with a 2200 counter and alt text', () => {
    expect(html).toMatch(/<label for="[^"]+" class="counted-field__label">Caption<\/label><span id="[^"]+-count" class="counted-field__count">9\/2,200<\/span>/);
    expect(html).toContain('>Write alt text</label>');
  });

  it('has location and people comboboxes with listboxes', () => {
    expect(html).toContain('>Add location</label>');
    expect(html).toContain('>Tag people</label>');
    expect(html.match(/role="combobox"/g)).toHaveLength(2);
    expect(html.match(/role="listbox"/g)).toHaveLength(2);
    expect(html).toContain('aria-autocomplete="list" aria-expanded="false"');
  });

  it('shows placed tags with a remove button each, and the tap target', () => {
    expect(html).toContain('style="left:25%;top:50%"');
    expect(html).toContain('aria-label="Remove tag ben"');
    expect(html).toContain('aria-label="Mark where to tag someone"');
  });

  it('has Share and Back', () => {
    expect(html).toContain('>Share</button>');
    expect(html).toContain('href="/create/style/"');
  });

  it('shows the chosen location with a remove button', () => {
    const withPlace = composeReducer(compose, { type: 'location-chosen', location: { id: 'l1', name: 'Lisbon' } });
    const page = render(<CreateDetailsScreen />, withPlace, '/create/details/');
    expect(page).toContain('Lisbon');
    expect(page).toContain('aria-label="Remove location Lisbon"');
    expect(page.match(/role="combobox"/g)).toHaveLength(1);
  });

  it('renders nothing of the form without picked media (it goes back to the first step)', () => {
    expect(render(<CreateDetailsScreen />, emptyCompose, '/create/details/')).not.toContain('Caption');
  });
});

describe('CreateStoryScreen', () => {
  it('offers one photo or video, and no Share before a pick', () => {
    const html = render(<CreateStoryScreen />, emptyCompose, '/create/story/');
    expect(html).toContain('<h1 class="create__title">New story</h1>');
    expect(html).toMatch(/<input type="file" class="file-picker__input" accept="image\/jpeg,video\/mp4"\/>/);
    expect(html).toContain('<a aria-current="page" href="/create/story/"');
    expect(html).not.toContain('Share to story');
  });
});
