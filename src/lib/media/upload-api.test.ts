import { describe, expect, it } from 'vitest';
import type { IgtvDraftItem } from '../../../worker/api-types';
import type { Post } from '../../../worker/model';
import { toIgtvDraft } from './upload-api';

const post = (over: Partial<Post>): Post => ({ id: '9', thumbnailSrc: '/m/9-150.jpg', src: '/m/9-1080.jpg', ...over }) as Post;

describe('IGTV drafts as the drafts screen lists them (001 §7 publish mode igtv_draft)', () => {
  it('takes the id, the title and the thumbnail as the cover', () => {
    const item: IgtvDraftItem = { post: post({}), title: 'Trip' };
    expect(toIgtvDraft(item)).toEqual({ id: '9', title: 'Trip', coverUrl: '/m/9-150.jpg' });
  });

  it('falls back to the picture, and to no cover at all', () => {
    expect(toIgtvDraft({ post: post({ thumbnailSrc: '' }), title: '' }).coverUrl).toBe('/m/9-1080.jpg');
    expect(toIgtvDraft({ post: post({ thumbnailSrc: '', src: '' }), title: '' }).coverUrl).toBeNull();
  });
});
