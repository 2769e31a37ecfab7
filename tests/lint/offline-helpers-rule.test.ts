import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The journeys' offline rule in eslint.config.js: a journey goes offline and back only through
// e2e/support/offline.ts, whose goOnline also ends the offline conditions it sent to a page's document.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((m) => m.message);
}

const code = 'export async function f(context: { setOffline(v: boolean): Promise<void> }) { await context.setOffline(false); }\n';

describe('setOffline in the journeys', () => {
  it('is refused in a journey and in the other support files', async () => {
    expect(await messages('e2e/offline-thing.spec.ts', code)).toEqual([expect.stringMatching(/goOffline \/ goOnline/)]);
    expect(await messages('e2e/support/fixtures-thing.ts', code)).toEqual([expect.stringMatching(/goOffline \/ goOnline/)]);
  });

  it('is the offline helpers’ own business', async () => {
    expect(await messages('e2e/support/offline.ts', code)).toEqual([]);
  });
});
