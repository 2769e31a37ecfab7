// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The one-way import rule: imports flow domain, contract ← lib, api ← entities ← features ← routes ← app,
 * and features never import each other (what two features share lives in src/entities). It is written as
 * `no-restricted-imports` patterns per folder; flat config replaces (does not merge) a rule's options per
 * matching block, so every block carries the full list for its folder, built by `boundary()`.
 * tests/lint/import-rules.test.ts proves each boundary still reports.
 */
const root = import.meta.dirname;

/** The features are the folders under src/features, read when the config loads: a new one is covered at once. */
const FEATURES = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const alias = (name) => [`@/${name}`, `@/${name}/*`];
const pkg = (name) => [name, `${name}/*`];
const NO_PARENT_IMPORTS = {
  group: ['../*', '..'],
  message: 'Use the @/ alias for imports outside this folder (no ../ imports in src).',
};

/** @param {string} from @param {string[]} group */
const forbid = (from, group) => ({
  group,
  message: `${from} may not import this (imports flow domain, contract ← lib, api ← entities ← features ← routes ← app; features never import each other).`,
});

/**
 * The core rule sees `import … from` and `export … from`, not `import('…')` nor `typeof import('…')`: a
 * lazy import would slip past every boundary. This rule is the core rule with the same options plus those
 * two, handed to the core rule's own matcher as if they were `import x = require('…')`. An import() whose
 * path is computed cannot be checked, so it is reported too.
 */
const coreRestrictedImports = /** @type {import('eslint').Rule.RuleModule} */ (builtinRules.get('no-restricted-imports'));
/** @type {import('eslint').Rule.RuleModule} */
const restrictedImports = {
  meta: {
    ...coreRestrictedImports.meta,
    messages: {
      ...coreRestrictedImports.meta?.messages,
      computed: 'Give import() a literal path, so the import boundaries can check it.',
    },
  },
  create(context) {
    const core = coreRestrictedImports.create(context);
    const asRequire = core.TSImportEqualsDeclaration;
    if (typeof asRequire !== 'function') throw new Error('no-restricted-imports no longer checks `import x = require()`');
    /** @param {import('estree').Node} node @param {string} source */
    const check = (node, source) =>
      asRequire.call(core, /** @type {never} */ ({
        ...node,
        type: 'TSImportEqualsDeclaration',
        moduleReference: { type: 'TSExternalModuleReference', expression: { type: 'Literal', value: source } },
      }));
    return {
      ...core,
      ImportExpression(node) {
        const { source } = node;
        if (source.type === 'Literal' && typeof source.value === 'string') check(node, source.value);
        else if (source.type === 'TemplateLiteral' && source.expressions.length === 0) {
          check(node, source.quasis[0]?.value.cooked ?? '');
        } else context.report({ node, messageId: 'computed' });
      },
      /** @param {any} node `typeof import('…')` in a type (typescript-eslint's TSImportType) */
      TSImportType(node) {
        const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.source;
        if (literal?.type === 'Literal' && typeof literal.value === 'string') check(node, literal.value);
      },
    };
  },
};

/** @param {string[]} files @param {Array<{group: string[], message: string}>} patterns */
const boundary = (files, patterns) => ({
  files,
  rules: { 'house/no-restricted-imports': ['error', { patterns }] },
});

const PURE = [
  ...pkg('react'),
  ...pkg('react-dom'),
  '@tanstack/*',
  ...pkg('firebase'),
  ...pkg('firebase-admin'),
  '@firebase/*',
  ...pkg('dayjs'),
  ...['lib', 'api', 'entities', 'features', 'routes', 'app', 'components'].flatMap(alias),
];

export const boundaries = [
  { plugins: { house: { rules: { 'no-restricted-imports': restrictedImports } } } },
  boundary(['src/**/*.{ts,tsx}'], [NO_PARENT_IMPORTS]),
  boundary(['src/domain/**/*.{ts,tsx}'], [NO_PARENT_IMPORTS, forbid('src/domain', PURE)]),
  boundary(['src/contract/**/*.{ts,tsx}'], [NO_PARENT_IMPORTS, forbid('src/contract', PURE)]),
  boundary(['src/lib/**/*.{ts,tsx}'], [
    NO_PARENT_IMPORTS,
    forbid('src/lib', ['api', 'entities', 'features', 'routes', 'app'].flatMap(alias)),
  ]),
  boundary(['src/api/**/*.{ts,tsx}'], [
    NO_PARENT_IMPORTS,
    forbid('src/api', ['entities', 'features', 'routes', 'app'].flatMap(alias)),
  ]),
  boundary(['src/components/**/*.{ts,tsx}'], [
    NO_PARENT_IMPORTS,
    forbid('src/components', ['entities', 'features', 'routes', 'app'].flatMap(alias)),
  ]),
  boundary(['src/entities/**/*.{ts,tsx}'], [
    NO_PARENT_IMPORTS,
    forbid('src/entities', ['features', 'routes', 'app'].flatMap(alias)),
  ]),
  boundary(['src/routes/**/*.{ts,tsx}'], [NO_PARENT_IMPORTS, forbid('src/routes', alias('app'))]),
  ...FEATURES.map((feature) =>
    boundary(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [
        NO_PARENT_IMPORTS,
        forbid(`src/features/${feature}`, [
          ...['routes', 'app'].flatMap(alias),
          ...FEATURES.filter((other) => other !== feature).flatMap((other) => alias(`features/${other}`)),
        ]),
      ],
    ),
  ),
  boundary(['server/**/*.ts'], [
    forbid('server/', ['api', 'lib', 'entities', 'features', 'routes', 'app', 'components'].flatMap(alias)),
  ]),
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
  {
    // The Auth emulator's process is CommonJS (it loads firebase-tools' internals with require).
    files: ['server/auth/auth-emulator-child.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser code served as is by the Auth emulator's process (old-style JS, no build step).
    files: ['server/auth/gapi-shim.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly' } },
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    // Journeys go offline and back through e2e/support/offline.ts, which also tells a document loaded
    // offline that it is offline (Chromium does not); a bare setOffline(false) would leave its page offline.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/offline.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='setOffline']",
          message: 'Use goOffline / goOnline (and reloadOffline / gotoOffline) from e2e/support/offline.ts.',
        },
      ],
    },
  },
  ...boundaries,
  domainPurity,
);
