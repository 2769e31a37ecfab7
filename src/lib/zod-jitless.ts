/**
 * zod 4 compiles object parsers with `new Function` unless told not to. Our Content-Security-Policy forbids
 * eval, so zod's probe for it is refused, and the browser records a CSP violation on every page (Lighthouse
 * best practices: "issues logged in the Issues panel"). The interpreted parser is what runs under that
 * policy anyway, so the client says so up front. zod reads its settings from this global, and it must be
 * set before the first schema is built: this module runs first in main.tsx, before zod is loaded at all
 * (its chunk arrives later with the first schema), so nothing here pulls zod into the first bundle.
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

const holder = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
