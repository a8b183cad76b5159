import { describe, expect, it } from 'vitest';
import type { DirectItem } from '../../../worker/direct/direct-state';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { MessageBubble } from './message-bubble';

const item = (over: Partial<DirectItem> = {}): DirectItem => ({
  id: 'i1', threadId: 't1', userId: 'me', itemType: 'text', timestamp: 1, mutationToken: 'tok', reactions: { likes: [], likesCount: 0 }, content: { text: 'hello' }, delivery: 'sent', ...over,
});

const bubble = (i: DirectItem) =>
  renderWith(state({}), <MessageBubble item={i} own firstOfGroup lastOfGroup sender={undefined} showName={false} viewerId="me" canReact />);

describe('MessageBubble', () => {
  it('is memoised: the thread renders again on every change of the direct slice, an unchanged bubble does not (benchmark 13b)', () => {
    expect((MessageBubble as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.memo'));
  });

  it('names the message by its sender and text, and says while it is sending', () => {
    expect(bubble(item())).toContain('aria-label="You: hello"');
    const sending = bubble(item({ delivery: 'sending' }));
    expect(sending).toContain('Sending…');
    expect(sending).not.toContain('aria-label="Like message"');
  });
});
