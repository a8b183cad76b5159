import { createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startOAuthProvider } from '../../server/oauth-provider';
import type { OAuthTestProfile } from '../../server/oauth-provider';

/**
 * The test OAuth provider (tests/server/oauth-provider.ts) as a process for the browser
 * tests, on a fixed port so that the app server can be told its URL before it starts
 * (playwright.config.ts starts both and passes OAUTH_PROVIDER_URL, OAUTH_CLIENT_ID and
 * OAUTH_CLIENT_SECRET to the app). The provider listens on a free port; this process forwards
 * OAUTH_TEST_PORT to it unchanged. Its dialog offers "Continue as <name>" for each profile.
 */
const port = Number(process.env['OAUTH_TEST_PORT'] ?? 4699);
const provider = await startOAuthProvider({
  ...(process.env['OAUTH_CLIENT_ID'] ? { clientId: process.env['OAUTH_CLIENT_ID'] } : {}),
  ...(process.env['OAUTH_CLIENT_SECRET'] ? { clientSecret: process.env['OAUTH_CLIENT_SECRET'] } : {}),
});
const upstream = new URL(provider.url);

/**
 * POST /test/profiles {id, name, email?}: adds a profile to the dialog, so that each test run
 * signs up someone new (the default profiles would be existing accounts on a second run).
 */
async function addProfile(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const p = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Partial<OAuthTestProfile>;
  if (!p.id || !p.name) {
    res.writeHead(400).end();
    return;
  }
  provider.profiles.set(p.id, { id: p.id, name: p.name, ...(p.email ? { email: p.email } : {}) });
  res.writeHead(204).end();
}

const front = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/test/profiles') {
    addProfile(req, res).catch(() => res.writeHead(500).end());
    return;
  }
  const out = request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  out.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(out);
});
front.listen(port, '127.0.0.1', () => console.log(`test OAuth provider at http://127.0.0.1:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    front.close();
    provider.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
