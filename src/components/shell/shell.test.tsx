import { describe, expect, it } from 'vitest';
import { outboxItem, post, state, user } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { OfflineBanner, OFFLINE_TEXT } from './offline-banner';
import { OutboxRow } from './outbox-row';
import { OutboxTray } from './outbox-tray';
import { toastActions } from './toast-actions';
import { ToastHost } from './toast-host';

describe('OfflineBanner', () => {
  it('says so in a status region when offline', () => {
    const html = renderWith(state({ online: false }), <OfflineBanner />);
    expect(html).toContain('role="status"');
    expect(html).toContain(OFFLINE_TEXT.replace(/'/g, '&#x27;'));
  });
  it('is empty when online', () => {
    expect(renderWith(state({}), <OfflineBanner />)).toBe('<div class="connection" role="status"></div>');
  });
});

describe('OutboxTray (DESIGN rule 6)', () => {
  it('shows "Unsent activity (N)" while items are pending or failed', () => {
    const html = renderWith(state({ outbox: [outboxItem('a'), outboxItem('b', { state: 'failed' })] }), <OutboxTray />);
    expect(html).toContain('Unsent activity (2)');
    expect(html).toContain('aria-expanded="false"');
  });
  it('is hidden when the outbox is empty', () => {
    expect(renderWith(state({}), <OutboxTray />)).toBe('');
  });
  it("names what a row acts on: a like links to its owner's post", () => {
    const s = state({ posts: [post('p1', 'u2')], users: [user('u2', 'maya.chen')] });
    const html = renderWith(s, <OutboxRow item={outboxItem('a', { entityKey: 'post:p1', summary: 'Like' })} />);
    expect(html).toMatch(/Like · <a[^>]*href="\/p\/[^"]+\/"[^>]*>maya\.chen&#x27;s post<\/a>/);
  });
});

describe('ToastHost (000 §4 Toast)', () => {
  it('shows the toast text and action in an alert', () => {
    const s = state({});
    s.status.toast = { id: 't', text: "Couldn't like the post.", actionText: 'Retry', action: { type: 'retry-mutation', mutationId: 'm' }, persistOnNavigate: false, noExpire: false };
    const html = renderWith(s, <ToastHost />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('>Retry</button>');
    expect(html).toContain('aria-label="Dismiss"');
  });
  it('shows a UI action only while its callback is registered on the main thread', () => {
    const s = state({});
    s.status.toast = { id: 't', text: "Couldn't log you in.", actionText: 'Retry', action: { type: 'ui', actionId: 'test-retry', args: { userId: '1' } }, persistOnNavigate: false, noExpire: false };
    expect(renderWith(s, <ToastHost />)).not.toContain('>Retry</button>');
    const remove = toastActions.register('test-retry', () => undefined);
    try {
      expect(renderWith(s, <ToastHost />)).toContain('>Retry</button>');
    } finally {
      remove();
    }
  });
});
