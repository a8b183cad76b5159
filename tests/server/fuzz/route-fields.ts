import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Field names for the fuzz's bodies and query strings, read from the source so that a new
 * endpoint's fields join by themselves:
 * - allFieldNames: object keys and quoted snake_case names of the wire types and the server;
 * - routeFieldNames: those of the files that register one route (found by its path, written
 *   out or as a named constant of sync/api) and of the server files they import, so that
 *   requests for that route name its own fields most of the time and reach past validation.
 */
const KEY = /\b([a-z][a-z0-9_]{1,40})\??\s*:/g;
const SNAKE = /['"]([a-z][a-z0-9]*(?:_[a-z0-9]+)+)['"]/g;
const SHORTHAND = /z\.object\(\{([^}]*)\}/g;

function namesIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(KEY)) out.add(m[1] ?? '');
  for (const m of text.matchAll(SNAKE)) out.add(m[1] ?? '');
  for (const m of text.matchAll(SHORTHAND)) {
    for (const part of (m[1] ?? '').split(',')) if (/^\s*[a-z][a-z0-9_]*\s*$/.test(part)) out.add(part.trim());
  }
  out.delete('');
  return [...out];
}

function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(dir, f));
}

export interface FieldSource {
  allFieldNames: string[];
  routeFieldNames(url: string): string[];
}

export function readFieldSource(root: string): FieldSource {
  const server = sourceFiles(join(root, 'server')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const api = sourceFiles(join(root, 'sync/api')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const all = new Set<string>();
  for (const { text } of [...api, ...server]) for (const n of namesIn(text)) all.add(n);

  const importsOf = (file: string, text: string): string[] =>
    [...text.matchAll(/from '(\.\.?\/[^']+)'/g)]
      .map((m) => resolve(dirname(file), `${m[1] ?? ''}.ts`))
      .filter((f) => f.startsWith(join(root, 'server')) && existsSync(f));

  return {
    allFieldNames: [...all].sort(),
    routeFieldNames: (url) => {
      // A path constant ('/web/x/') or a path function ((id) => `/media/${id}/edit/`) of sync/api.
      const shape = (path: string): string => path.replace(/:\w+|\$\{\w+\}/g, ':');
      const constants = api.flatMap(({ text }) => [...text.matchAll(/(\w+): (?:\([^)]*\) => `([^`]*)`|'([^']*)')/g)]
        .filter((m) => shape(m[2] ?? m[3] ?? '') === shape(url)).map((m) => m[1] ?? ''));
      const refers = (text: string): boolean =>
        text.includes(`'${url}'`) || constants.some((c) => new RegExp(`\\.${c}\\b`).test(text));
      const files = server.filter(({ text }) => refers(text)).map(({ file }) => file);
      const names = new Set<string>();
      for (const file of new Set([...files, ...files.flatMap((f) => importsOf(f, readFileSync(f, 'utf8')))])) {
        for (const n of namesIn(readFileSync(file, 'utf8'))) names.add(n);
      }
      return [...names].sort();
    },
  };
}
