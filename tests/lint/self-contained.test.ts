import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository must explain itself: comments and docs state the rule they implement in their own
// words instead of pointing at documents a reader of this repository does not have (a spec's numbered
// sections, a design file or anything next to the checkout).
const root = fileURLToPath(new URL('../..', import.meta.url));
const self = 'tests/lint/self-contained.test.ts';
/** package-lock.json is generated; this file spells out the very patterns it looks for. */
const skipped = new Set(['package-lock.json', self]);

const rules: { why: string; test: (line: string) => boolean }[] = [
  { why: 'points at ../shared', test: (l) => /\.\.\/shared\b/.test(l) },
  { why: 'cites DESIGN.md', test: (l) => /\bDESIGN\.md\b/.test(l) },
  { why: 'cites a numbered section (§)', test: (l) => l.includes('§') },
  {
    // The word in prose; as a name in code (`spec.theme`, `(spec, w)`, `spec: ArtSpec`) it is fine.
    why: 'cites the spec',
    test: (l) =>
      /\b(?:the|per|by|a) spec(?:'s)?\b(?! files?\b)/i.test(l) ||
      /(?<![.\w-])[Ss]pec(?:'s)?\b(?!\.\w|[([,)]|: [A-Z]\w*[,)]| =| of\b| files?\b)/.test(l),
  },
  {
    why: 'names an absolute path on the build machine',
    test: (l) => /(?:^|[\s'"`(])\/(?:work|home|root|Users|mnt)\//.test(l),
  },
];

/**
 * A relative path in `line` that climbs above the repository root from `file`'s folder, if any. Only
 * prose is read (Markdown, comment lines): in code, `../*` is also a glob or an import pattern.
 */
function escapingPath(file: string, line: string): string | undefined {
  const prose = file.endsWith('.md') || /^\s*(?:\/\/|\/?\*|#|<!--)/.test(line);
  if (!prose) return undefined;
  for (const m of line.matchAll(/(?<![\w./-])((?:\.\.\/)+)[\w.@-]*/g)) {
    const resolved = posix.normalize(posix.join(posix.dirname(file), m[0]));
    if (resolved === '..' || resolved.startsWith('../')) return m[0];
  }
  return undefined;
}

/** 'file:line: why — text' for every line of `text` that points outside the repository. */
function findings(file: string, text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, index) => {
    const why =
      rules.find((r) => r.test(line))?.why ??
      (escapingPath(file, line) ? 'a path outside the repository' : undefined);
    if (why) out.push(`${file}:${index + 1}: ${why} — ${line.trim().slice(0, 120)}`);
  });
  return out;
}

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '' && !skipped.has(f));
}

describe('the repository is self-contained', () => {
  it('recognises each kind of outside reference (so the scan below cannot silently stop matching)', () => {
    const flagged = [
      ['src/a/b.ts', '// see ../shared/spec/x.md'],
      ['src/a/b.ts', '/** DESIGN.md rule 5 */'],
      ['src/a/b.ts', '/** Party size (booking §4). */'],
      ['src/a/b.ts', "it('shows the spec message')"],
      ['src/a/b.ts', '// spec shell: breakpoints'],
      ['src/a/b.ts', '// The form messages of the spec.'],
      ['src/a/b.ts', '/** Countries (spec: Thailand is 218). */'],
      ['src/a/b.ts', '// see ../../../notes.md'],
      ['docs/x.md', 'read /work/shared/DESIGN.md'],
      ['docs/x.md', 'see [notes](../../notes.md)'],
    ] as const;
    for (const [file, line] of flagged) expect(findings(file, line), line).toHaveLength(1);
    // Inside the repository, a Playwright spec file and `spec` as a name in code are fine.
    const fine = [
      ['src/a/b.ts', "import { x } from '../../lib/x';"],
      ['eslint.config.js', "group: ['../*', '..'],"],
      ['e2e/a.spec.ts', '// the spec file runs on both projects'],
      ['src/a/b.ts', 'const spec = artFor(kind);'],
      ['src/a/b.ts', 'function svg(spec: ArtSpec, w: number) {'],
    ] as const;
    for (const [file, line] of fine) expect(findings(file, line), line).toEqual([]);
  });

  it('no tracked text file points outside the repository', () => {
    const all: string[] = [];
    for (const file of trackedTextFiles()) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(posix.join(root, file));
      } catch {
        continue; // deleted in the work tree but not yet in the index
      }
      if (bytes.includes(0)) continue; // binary (pictures)
      all.push(...findings(file, bytes.toString('utf8')));
    }
    expect(all).toEqual([]);
  });
});
