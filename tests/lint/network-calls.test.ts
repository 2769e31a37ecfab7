import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The client reaches the network only through src/api (call() for the API, plus the one call to GB
// Prime Pay's tokenizer); the service worker (sw/) fetches for its cache. API paths are written once,
// in the contract's endpoint declarations: no '/api/v5' typed by hand anywhere else in the client.
const root = fileURLToPath(new URL('../..', import.meta.url));
const clientFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f));

function offenders(pattern: RegExp, allowed: (file: string) => boolean): string[] {
  return clientFiles
    .filter((file) => !allowed(file))
    .flatMap((file) =>
      readFileSync(`${root}/${file}`, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('network calls of the client', () => {
  it('has no fetch( outside src/api', () => {
    expect(offenders(/(?<![.\w])fetch\(/, (f) => f.startsWith('src/api/'))).toEqual([]);
  });

  it("has no '/api/v5' path outside src/contract", () => {
    expect(offenders(/\/api\/v5/, (f) => f.startsWith('src/contract/'))).toEqual([]);
  });

  it('finds what it looks for (the checks can fail)', () => {
    expect(/\bfetch\(/.test("const res = await fetch('/x');")).toBe(true);
    expect(/\/api\/v5/.test("get('/api/v5/config.json')")).toBe(true);
  });
});
