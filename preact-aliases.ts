/**
 * The app is written against the React API and runs on preact/compat in the production build and in
 * the component tests (docs/decisions/0007-bundle-budget.md): react-dom alone was ~60 KB gzip of the
 * ~125 KB that `/` needed. Exact-match patterns, so `react-dom/client` does not become
 * `preact/compat/client` by prefix replacement of `react-dom`.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/compat/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
