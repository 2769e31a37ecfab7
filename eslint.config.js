// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The one-way import rule (domain ← api, lib ← features ← routes ← app), as `no-restricted-imports`
 * patterns per folder. Flat config replaces (does not merge) a rule's options per matching block, so
 * every block carries the full list for its folder, built by `boundary()`.
 * tests/lint/import-rules.test.ts proves each boundary still reports.
 */
export const FEATURES = ['shell', 'catalogue', 'booking', 'payments', 'account', 'vouchers'];

const alias = (name) => [`@/${name}`, `@/${name}/*`];
const pkg = (name) => [name, `${name}/*`];
const NO_PARENT_IMPORTS = {
  group: ['../*', '..'],
  message: 'Use the @/ alias for imports outside this folder (no ../ imports in src).',
};

/** @param {string} from @param {string[]} group */
const forbid = (from, group) => ({
  group,
  message: `${from} may not import this (imports flow domain ← api, lib ← features ← routes ← app).`,
});

/** @param {string[]} files @param {Array<{group: string[], message: string}>} patterns */
const boundary = (files, patterns) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns },
    ],
  },
});

const PURE = [
  ...pkg('react'),
  ...pkg('react-dom'),
  '@tanstack/*',
  ...pkg('firebase'),
  ...pkg('firebase-admin'),
  '@firebase/*',
  ...pkg('dayjs'),
  ...['lib', 'api', 'features', 'routes', 'app', 'components'].flatMap(alias),
];

export const boundaries = [
  boundary(['src/**/*.{ts,tsx}'], [NO_PARENT_IMPORTS]),
  boundary(['src/domain/**/*.{ts,tsx}'], [NO_PARENT_IMPORTS, forbid('src/domain', PURE)]),
  boundary(['src/contract/**/*.{ts,tsx}'], [NO_PARENT_IMPORTS, forbid('src/contract', PURE)]),
  boundary(['src/lib/**/*.{ts,tsx}'], [
    NO_PARENT_IMPORTS,
    forbid('src/lib', ['api', 'features', 'routes', 'app'].flatMap(alias)),
  ]),
  boundary(['src/api/**/*.{ts,tsx}'], [NO_PARENT_IMPORTS, forbid('src/api', ['features', 'routes', 'app'].flatMap(alias))]),
  boundary(['src/components/**/*.{ts,tsx}'], [
    NO_PARENT_IMPORTS,
    forbid('src/components', ['features', 'routes', 'app'].flatMap(alias)),
  ]),
  boundary(['src/routes/**/*.{ts,tsx}'], [NO_PARENT_IMPORTS, forbid('src/routes', alias('app'))]),
  ...FEATURES.map((feature) =>
    boundary(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [
        NO_PARENT_IMPORTS,
        forbid(`src/features/${feature}`, [
          ...['routes', 'app'].flatMap(alias),
          // Features do not import each other: what two features share moves down a layer.
          ...FEATURES.filter((other) => other !== feature).flatMap((other) => alias(`features/${other}`)),
        ]),
      ],
    ),
  ),
  boundary(['server/**/*.ts'], [forbid('server/', ['api', 'lib', 'features', 'routes', 'app', 'components'].flatMap(alias))]),
  boundary(['sw/**/*.ts'], [
    forbid('sw/', ['@/*', '!@/domain', '!@/domain/*', '!@/contract', '!@/contract/*', '../src/*']),
  ]),
];

/** src/domain is pure: no framework, no fetch, no clock; time comes in as an argument. */
const domainPurity = {
  files: ['src/domain/**/*.ts', 'src/contract/**/*.ts'],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'Date', property: 'now', message: 'Pass the time in; src/domain and src/contract are pure.' },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'Pass the time in; src/domain and src/contract are pure.',
      },
      { selector: "CallExpression[callee.name='fetch']", message: 'No fetch in src/domain or src/contract.' },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dev-dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'server/db/migrations/**',
      '.data/**',
      '.tmp/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TanStack Router's guards `throw redirect(…)` / `throw notFound()` by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Plain JS (this file, scripts/*.mjs) is not in a tsconfig: lint it without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: Object.fromEntries(
        ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'fetch', 'AbortController', 'performance',
          'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'].map((name) => [name, 'readonly']),
      ),
    },
  },
  ...boundaries,
  domainPurity,
);
