import { parseArgs } from 'node:util';
import { buildScaleData } from './scale-data';

/**
 * The scale generator's command (server/README.md "Scale data"; not run by npm start):
 *   npx tsx server/seed/scale.ts --out DIR --users 100000 --follows 1000000 --posts 1000000
 * then `DATA_DIR=DIR npx tsx server/main.ts` serves it (log in as demo / lumen-demo).
 */
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    users: { type: 'string', default: '100000' },
    follows: { type: 'string', default: '1000000' },
    posts: { type: 'string', default: '1000000' },
    'demo-follows': { type: 'string', default: '1000' },
    seed: { type: 'string', default: '424242' },
  },
});
const int = (name: string, raw: string | undefined): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name}: a whole number, got ${raw}`);
  return n;
};
if (!values.out) {
  console.error('usage: npx tsx server/seed/scale.ts --out DIR [--users N] [--follows N] [--posts N] [--demo-follows N] [--seed N]');
  process.exit(2);
}
const started = performance.now();
const result = await buildScaleData({
  out: values.out,
  users: int('users', values.users),
  follows: int('follows', values.follows),
  posts: int('posts', values.posts),
  demoFollows: int('demo-follows', values['demo-follows']),
  seed: int('seed', values.seed),
  log: (line) => console.log(line),
});
console.log(
  `${result.users} users, ${result.follows} follows, ${result.posts} posts, ${result.hashtags} hashtags in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s; app.db ${(result.dbBytes / 1e6).toFixed(0)} MB in ${values.out}`,
);
