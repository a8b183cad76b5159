import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIRROR_TABLES } from './tables';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `useSnapshot(s => s.posts.byId)`, `(s) => s.uploads?.byId ?? NONE`, … : a selector returning a table. */
function wholeTableSelections(code: string): string[] {
  const out: string[] = [];
  const selector = /useSnapshot\(\s*\(?\s*(\w+)[^)]*\)?\s*=>\s*([^,;]*?)\)\s*[;,]/g;
  for (const m of code.matchAll(selector)) {
    const [, arg, body] = m;
    for (const id of MIRROR_TABLES) {
      const [slice, table] = id.split('.');
      const tail = new RegExp(`^\\(?${arg}(\\s+as\\s+\\w+)?\\)?\\.${slice}\\??\\.${table}(\\s*\\?\\?\\s*\\w+)?$`);
      if (body !== undefined && tail.test(body.trim())) out.push(m[0]);
    }
  }
  return out;
}

describe('src/state/tables.ts rule: no selector returns a whole entity table', () => {
  it('finds the forbidden shapes', () => {
    expect(wholeTableSelections('const a = useSnapshot((s) => s.outbox.byId);')).toHaveLength(1);
    expect(wholeTableSelections('return useSnapshot((s) => (s as X).uploads?.byId ?? NONE);')).toHaveLength(1);
    expect(wholeTableSelections('const p = useSnapshot((s) => s.posts.byId[id]);')).toHaveLength(0);
    expect(wholeTableSelections('const o = useSnapshot((s) => s.outbox);')).toHaveLength(0);
  });

  it('no component or hook in src selects a whole table', () => {
    const found = sources(SRC).flatMap((file) => wholeTableSelections(readFileSync(file, 'utf8')).map((m) => `${relative(SRC, file)}: ${m}`));
    expect(found).toEqual([]);
  });
});
