import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// Runs the project's real eslint.config.js on small in-memory files, so the one-way import rule cannot
// silently stop matching (a renamed folder, a flat-config block overriding another...).
const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'house/no-restricted-imports';

/** Only the boundary rule runs here; type information is not needed for it and is slow to build. */
function boundaryLinter(cwd: string, overrideConfigFile?: string): ESLint {
  return new ESLint({
    cwd,
    ...(overrideConfigFile ? { overrideConfigFile } : {}),
    ruleFilter: ({ ruleId }) => ruleId === RULE,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  });
}

const eslint = boundaryLinter(root);

async function violations(filePath: string, code: string, linter = eslint, base = root): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: `${base}/${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

const reported: unknown[] = [expect.stringMatching(/^house\/no-restricted-imports: /)];

const featuresIn = (base: string): string[] =>
  readdirSync(path.join(base, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const features = featuresIn(root);

const cases: { file: string; code: string; allowed: boolean }[] = [
  // src/domain and src/contract are pure
  { file: 'src/domain/x/rule.ts', code: "import { useState } from 'react';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { createRouter } from '@tanstack/react-router';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { getDatabase } from 'firebase/database';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import dayjs from 'dayjs';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/lib/thing';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/api/client';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/components/ui/button';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/entities/reservation/x';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/contract/envelope';", allowed: true },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/domain/format/money';", allowed: true },
  { file: 'src/contract/thing.ts', code: "import { a } from '@/features/catalogue/x';", allowed: false },
  { file: 'src/contract/thing.ts', code: "import { z } from 'zod';", allowed: true },
  // src/lib, src/api, src/components: below entities and features
  { file: 'src/lib/x.ts', code: "import { a } from '@/api/client';", allowed: false },
  { file: 'src/lib/x.ts', code: "import { a } from '@/features/shell/x';", allowed: false },
  { file: 'src/lib/x.ts', code: "import { a } from '@/entities/session/session';", allowed: false },
  { file: 'src/lib/x.ts', code: "import { a } from '@/entities';", allowed: false },
  { file: 'src/lib/x.ts', code: "import { a } from '@/domain/format/money';", allowed: true },
  { file: 'src/api/x.ts', code: "import { a } from '@/features/shell/x';", allowed: false },
  { file: 'src/api/x.ts', code: "import { a } from '@/entities/reservation/x';", allowed: false },
  { file: 'src/api/x.ts', code: "import { a } from '@/app/router';", allowed: false },
  { file: 'src/api/x.ts', code: "import { a } from '@/lib/create-store';", allowed: true },
  { file: 'src/components/ui/x.tsx', code: "import { a } from '@/features/shell/x';", allowed: false },
  { file: 'src/components/ui/x.tsx', code: "import { a } from '@/entities/city/x';", allowed: false },
  { file: 'src/components/ui/x.tsx', code: "import { a } from '@/routes/index';", allowed: false },
  // src/entities: what features share; below features, routes and app
  { file: 'src/entities/reservation/x.ts', code: "import { a } from '@/features/booking/x';", allowed: false },
  { file: 'src/entities/reservation/x.ts', code: "import { a } from '@/routes/index';", allowed: false },
  { file: 'src/entities/reservation/x.ts', code: "import { a } from '@/app/router';", allowed: false },
  { file: 'src/entities/reservation/x.ts', code: "import { a } from '@/entities/session/session';", allowed: true },
  { file: 'src/entities/reservation/x.ts', code: "import { a } from '@/lib/create-store';", allowed: true },
  { file: 'src/entities/reservation/x.ts', code: "import { a } from '@/api/call';", allowed: true },
  { file: 'src/entities/reservation/x.tsx', code: "import { a } from '@/components/ui/icons';", allowed: true },
  // features never import each other, nor routes/app; they do import entities
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/features/catalogue/queries';", allowed: false },
  { file: 'src/features/payments/x.ts', code: "import { a } from '@/features/booking';", allowed: false },
  { file: 'src/features/shell/x.ts', code: "export { a } from '@/features/payments/x';", allowed: false },
  { file: 'src/features/catalogue/x.ts', code: "export * from '@/features/shell/x';", allowed: false },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/routes/index';", allowed: false },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/app/providers';", allowed: false },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/features/booking/hooks/y';", allowed: true },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/entities/reservation/x';", allowed: true },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/api/client';", allowed: true },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/components/ui/button';", allowed: true },
  // import() and `typeof import()` meet the same boundaries as static imports
  { file: 'src/features/booking/x.ts', code: "const load = () => import('@/features/catalogue/queries');", allowed: false },
  { file: 'src/features/booking/x.ts', code: 'const load = () => import(`@/features/payments/x`);', allowed: false },
  { file: 'src/features/booking/x.ts', code: "type Q = typeof import('@/features/catalogue/queries');", allowed: false },
  { file: 'src/lib/x.ts', code: "const load = () => import('@/entities/reservation/watch');", allowed: false },
  { file: 'src/entities/city/x.ts', code: "const load = () => import('@/features/catalogue/x');", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "const load = () => import('dayjs');", allowed: false },
  { file: 'src/app/x.ts', code: "const load = () => import('../routes/index');", allowed: false },
  { file: 'server/modules/x.ts', code: "const load = () => import('@/lib/create-store');", allowed: false },
  { file: 'sw/x.ts', code: "const load = () => import('@/api/client');", allowed: false },
  // a computed path could go anywhere, so it is refused where the boundaries apply
  { file: 'src/features/booking/x.ts', code: 'const load = (name: string) => import(`@/features/${name}/x`);', allowed: false },
  { file: 'src/features/booking/x.ts', code: "const load = () => import('@/features/booking/pending/x');", allowed: true },
  { file: 'src/app/x.ts', code: "const load = () => import('@/entities/reservation/watch');", allowed: true },
  { file: 'server/modules/x.ts', code: "const load = () => import('pg');", allowed: true },
  // no ../ anywhere in src
  { file: 'src/features/booking/components/x.tsx', code: "import { a } from '../hooks/y';", allowed: false },
  { file: 'src/app/x.ts', code: "import { a } from '../routes/index';", allowed: false },
  { file: 'src/app/x.ts', code: "import { a } from './y';", allowed: true },
  { file: 'src/app/x.ts', code: "import { a } from '@/features/booking/x';", allowed: true },
  // React and react-dom run every build, so their whole API is open to the UI layers
  { file: 'src/features/booking/x.tsx', code: "import { useActionState, useOptimistic } from 'react';", allowed: true },
  { file: 'src/features/booking/x.tsx', code: "import { useFormStatus } from 'react-dom';", allowed: true },
  { file: 'src/components/ui/x.tsx', code: "import { createPortal, flushSync } from 'react-dom';", allowed: true },
  // server/ takes only domain and contract from src
  { file: 'server/modules/x.ts', code: "import { a } from '@/lib/create-store';", allowed: false },
  { file: 'server/modules/x.ts', code: "import { a } from '@/features/catalogue/x';", allowed: false },
  { file: 'server/modules/x.ts', code: "import { a } from '@/api/client';", allowed: false },
  { file: 'server/modules/x.ts', code: "import { a } from '@/entities/session/session';", allowed: false },
  { file: 'server/modules/x.ts', code: "import { a } from '@/domain/format/money';", allowed: true },
  { file: 'server/modules/x.ts', code: "import { a } from '@/contract/envelope';", allowed: true },
  // sw/ likewise
  { file: 'sw/x.ts', code: "import { a } from '@/lib/create-store';", allowed: false },
  { file: 'sw/x.ts', code: "import { a } from '@/api/client';", allowed: false },
  { file: 'sw/x.ts', code: "import { a } from '../src/lib/create-store';", allowed: false },
  { file: 'sw/x.ts', code: "import { a } from '@/domain/format/money';", allowed: true },
  { file: 'sw/x.ts', code: "import { a } from '@/contract/envelope';", allowed: true },
];

describe('the one-way import rule', () => {
  it.each(cases)('$file: $code → allowed: $allowed', async ({ file, code, allowed }) => {
    const found = await violations(file, `${code}\n`);
    if (allowed) expect(found).toEqual([]);
    else expect(found).toEqual(reported);
  });

  // Every folder under src/features is a feature, checked against its neighbour.
  it.each(features.map((feature, i) => [feature, features[(i + 1) % features.length]!]))(
    'src/features/%s may not import src/features/%s',
    async (feature, other) => {
      const code = `import { a } from '@/features/${other}/x';\nconst b = () => import('@/features/${other}/y');\n`;
      expect(await violations(`src/features/${feature}/x.ts`, code)).toEqual([...reported, ...reported]);
    },
  );

  describe('a feature folder added later', () => {
    // A copy of the real config next to a src/features tree with one folder the repository does not have:
    // the copy reads its own folder when it loads, as the real one does.
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    const sandbox = mkdtempSync(path.join(root, '.tmp', 'lint-features-'));
    for (const feature of ['booking', 'loyalty']) mkdirSync(path.join(sandbox, 'src/features', feature), { recursive: true });
    copyFileSync(path.join(root, 'eslint.config.js'), path.join(sandbox, 'eslint.config.js'));
    const linter = boundaryLinter(sandbox, path.join(sandbox, 'eslint.config.js'));
    afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

    it('may not import another feature', async () => {
      expect(features).not.toContain('loyalty');
      expect(featuresIn(sandbox)).toEqual(['booking', 'loyalty']);
      const code = "import { a } from '@/features/booking/x';\nconst b = () => import('@/features/booking/y');\n";
      expect(await violations('src/features/loyalty/x.ts', code, linter, sandbox)).toEqual([...reported, ...reported]);
    });

    it('may not be imported by another feature', async () => {
      const code = "import { a } from '@/features/loyalty/x';\n";
      expect(await violations('src/features/booking/x.ts', code, linter, sandbox)).toEqual(reported);
    });

    it('imports its own files and the entities', async () => {
      const code = "import { a } from '@/features/loyalty/y';\nimport { b } from '@/entities/session/session';\n";
      expect(await violations('src/features/loyalty/x.ts', code, linter, sandbox)).toEqual([]);
    });
  });

  it('keeps domain code free of its own clock', async () => {
    const pure = new ESLint({
      cwd: root,
      ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-properties' || ruleId === 'no-restricted-syntax',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    });
    const [result] = await pure.lintText('export const a = Date.now();\nexport const b = new Date();\n', {
      filePath: `${root}/src/domain/x/clock.ts`,
    });
    expect(result?.messages).toHaveLength(2);
  });
});
