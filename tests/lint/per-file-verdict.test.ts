import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// `eslint src/app/router.ts` alone once failed while `eslint .` passed: the type-aware rules ask one
// TypeScript checker for types, the checker remembers what it resolved, and a type that refers to itself
// came out `unknown` or fine depending on which file the checker met first. Linting a file on its own must
// give the whole run's verdict (no errors), so each file here gets a brand-new checker.
//
// A new checker comes with a new TypeScript program. The programs share one compiler host that keeps the
// parsed source files (parsing is the slow part and carries no resolved types), so each file costs well
// under a second instead of the seconds a fresh project service takes. The program is built from
// tsconfig.app.json, the project the editor and `eslint .` pick for files under src.
const root = fileURLToPath(new URL('../..', import.meta.url));

const tsconfig = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.app.json'), {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
if (!tsconfig) throw new Error('tsconfig.app.json did not parse');
const host = ts.createCompilerHost(tsconfig.options, true);
const parsed = new Map<string, ts.SourceFile | undefined>();
const readSourceFile = host.getSourceFile.bind(host);
host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
  if (!parsed.has(fileName)) parsed.set(fileName, readSourceFile(fileName, languageVersion, onError, shouldCreate));
  return parsed.get(fileName);
};

function freshProgram(): ts.Program {
  return ts.createProgram({ rootNames: tsconfig!.fileNames, options: tsconfig!.options, host });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .sort();
}

// The app shell and every route: the files that meet the router's registered types most directly.
const files = ['src/app/router.ts', 'src/main.tsx', ...sourceFiles('src/app'), ...sourceFiles('src/routes')].filter(
  (file, index, all) => all.indexOf(file) === index,
);

describe('linting one file alone gives the same verdict as the whole run', () => {
  it('covers the router and every app and route file', () => {
    expect(files).toContain('src/app/router.ts');
    expect(files.length).toBeGreaterThan(20);
    // A file outside the program would make ESLint refuse it, not pass it.
    for (const file of files) expect(tsconfig.fileNames).toContain(path.join(root, file));
  });

  it.each(files)('%s has no problems with a checker of its own', { timeout: 60_000 }, async (file) => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs: [freshProgram()] } } },
    });
    const [result] = await eslint.lintFiles([file]);
    const problems = (result?.messages ?? []).map((m) => `${m.line}:${m.column} ${m.ruleId ?? 'fatal'} ${m.message}`);
    expect(problems).toEqual([]);
  });
});
