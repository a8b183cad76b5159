/** The development page of the logging pipeline (issue 14): counts per event name, the last events, client errors grouped. */
import { escapeHtml } from '../dev/outbox-page';
import { DevAnalyticsPath } from '../../sync/analytics/paths';
import type { ErrorGroup, StoredEvent } from './sqlite-analytics';

export interface AnalyticsView {
  counts: { name: string; count: number }[];
  recent: StoredEvent[];
  errors: ErrorGroup[];
}

const when = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

export function renderAnalyticsPage(view: AnalyticsView): string {
  const counts = view.counts.map((c) => `<tr><td><code>${escapeHtml(c.name)}</code></td><td>${c.count}</td></tr>`).join('\n');
  const recent = view.recent
    .map(
      (e) =>
        `<tr><td>${when(e.receivedAt)}</td><td>${escapeHtml(e.channel)}</td><td><code>${escapeHtml(e.name)}</code></td>` +
        `<td>${escapeHtml(e.deviceId.slice(0, 8))}</td><td>${e.userId ?? ''}</td><td><code>${escapeHtml(e.data)}</code></td></tr>`,
    )
    .join('\n');
  const errors = view.errors
    .map((g) => `<tr><td>${escapeHtml(g.name)}: ${escapeHtml(g.message)}</td><td><code>${escapeHtml(g.script)}</code></td><td>${g.count}</td><td>${when(g.lastAt)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Analytics (development)</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#262626}
table{border-collapse:collapse;width:100%;margin:0 0 1.5rem} td,th{border-bottom:1px solid #dbdbdb;padding:.3rem .5rem;text-align:left;vertical-align:top}
code{word-break:break-all}
</style>
</head>
<body>
<h1>Analytics</h1>
<p>What the logging endpoints received (000 §7). Reload to refresh. JSON: <a href="${DevAnalyticsPath.json}">${DevAnalyticsPath.json}</a>.</p>
<h2>Events per name</h2>
${counts === '' ? '<p>No events yet.</p>' : `<table aria-label="Events per name"><thead><tr><th>Event</th><th>Count</th></tr></thead><tbody>${counts}</tbody></table>`}
<h2>Client errors by message and script</h2>
${errors === '' ? '<p>No client errors.</p>' : `<table aria-label="Client errors"><thead><tr><th>Error</th><th>Script</th><th>Count</th><th>Last (UTC)</th></tr></thead><tbody>${errors}</tbody></table>`}
<h2>Last events</h2>
${recent === '' ? '<p>No events yet.</p>' : `<table aria-label="Last events"><thead><tr><th>Received (UTC)</th><th>Channel</th><th>Event</th><th>Device</th><th>User</th><th>Data</th></tr></thead><tbody>${recent}</tbody></table>`}
</body>
</html>
`;
}
