import { describe, expect, it } from 'vitest';
import { checkComment } from './comment-policy';

describe('comment policy (our choice; 001 §8 invalid_comment)', () => {
  it('accepts ordinary comments, hashtags and mentions', () => {
    expect(checkComment('Love this! #sunset @maya.chen 🔥')).toEqual({ ok: true });
  });

  it('rejects a blocked word in any case, as a whole word', () => {
    expect(checkComment('this is SpamWord!')).toEqual({ ok: false, reason: 'blocked_word' });
    expect(checkComment('antispamwordy is fine')).toEqual({ ok: true });
  });

  it('rejects bulk hashtags and bulk mentions', () => {
    const tags = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ');
    expect(checkComment(tags)).toEqual({ ok: false, reason: 'too_many_hashtags' });
    const mentions = Array.from({ length: 11 }, (_, i) => `@u${i}`).join(' ');
    expect(checkComment(mentions)).toEqual({ ok: false, reason: 'too_many_mentions' });
  });
});
