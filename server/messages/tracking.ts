import type { TextTable } from './text';

/** Analytics collector refusals. */
export const TRACKING_MESSAGES = {
  unknownEventName: { en: 'Unknown event name: {name}', th: 'ไม่รู้จักชื่อเหตุการณ์: {name}' },
} as const satisfies TextTable;
