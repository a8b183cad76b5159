import type { OutboxMessageRow } from '../db/types';

/** The development outbox as a small HTML page: newest first, links clickable. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const safeHref = (link: string): string | null => (/^https?:\/\/|^\//.test(link) ? link : null);

function item(m: OutboxMessageRow): string {
  const href = m.link === null ? null : safeHref(m.link);
  const when = new Date(m.createdMs).toISOString().replace('T', ' ').slice(0, 19);
  return `<li class="msg">
  <p class="meta"><strong>${m.kind === 'sms' ? 'SMS' : 'Email'}</strong> to <code>${escapeHtml(m.to)}</code> · ${when} UTC</p>
  <h2>${escapeHtml(m.subject)}</h2>
  <pre>${escapeHtml(m.text)}</pre>
  ${href ? `<p><a href="${escapeHtml(href)}">${escapeHtml(m.link ?? '')}</a></p>` : ''}
</li>`;
}

export function renderOutboxPage(messages: readonly OutboxMessageRow[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (development)</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#262626}
ul{list-style:none;padding:0} .msg{border:1px solid #dbdbdb;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.meta{color:#737373;margin:0} h2{font-size:1rem;margin:.4rem 0} pre{white-space:pre-wrap;font:inherit;margin:.4rem 0}
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Mail and SMS the server would have sent (no SMTP server is configured). Newest first. JSON: <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<ul aria-label="Messages">${messages.map(item).join('\n')}</ul>`}
</body>
</html>
`;
}
