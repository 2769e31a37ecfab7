import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the project's real eslint.config.js on small in-memory files, so the one-way import rule cannot
// silently stop matching (a renamed folder, a flat-config block overriding another...).
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  // Only the boundary rules run here; type information is not needed for them and is slow to build.
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

const cases: { file: string; code: string; allowed: boolean }[] = [
  // src/domain and src/contract are pure
  { file: 'src/domain/x/rule.ts', code: "import { useState } from 'react';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { createRouter } from '@tanstack/react-router';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { getDatabase } from 'firebase/database';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import dayjs from 'dayjs';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/lib/thing';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/api/client';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/components/ui/button';", allowed: false },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/contract/envelope';", allowed: true },
  { file: 'src/domain/x/rule.ts', code: "import { a } from '@/domain/format/money';", allowed: true },
  { file: 'src/contract/thing.ts', code: "import { a } from '@/features/catalogue/x';", allowed: false },
  { file: 'src/contract/thing.ts', code: "import { z } from 'zod';", allowed: true },
  // src/lib, src/api, src/components
  { file: 'src/lib/x.ts', code: "import { a } from '@/api/client';", allowed: false },
  { file: 'src/lib/x.ts', code: "import { a } from '@/features/shell/x';", allowed: false },
  { file: 'src/lib/x.ts', code: "import { a } from '@/domain/format/money';", allowed: true },
  { file: 'src/api/x.ts', code: "import { a } from '@/features/shell/x';", allowed: false },
  { file: 'src/api/x.ts', code: "import { a } from '@/app/router';", allowed: false },
  { file: 'src/api/x.ts', code: "import { a } from '@/lib/create-store';", allowed: true },
  { file: 'src/components/ui/x.tsx', code: "import { a } from '@/features/shell/x';", allowed: false },
  { file: 'src/components/ui/x.tsx', code: "import { a } from '@/routes/index';", allowed: false },
  // features never import each other, nor routes/app
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/features/catalogue/queries';", allowed: false },
  { file: 'src/features/vouchers/x.ts', code: "import { a } from '@/features/account';", allowed: false },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/routes/index';", allowed: false },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/app/providers';", allowed: false },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/features/booking/hooks/y';", allowed: true },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/api/client';", allowed: true },
  { file: 'src/features/booking/x.ts', code: "import { a } from '@/components/ui/button';", allowed: true },
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
    else expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
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
