/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  /** The browser build's catalogues are split (decision 0066): the other messages of the language. */
  export const rest: (() => Promise<{ messages: Messages }>) | undefined;
}
