import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/th';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { currentLanguageStore } from '@/lib/i18n/i18n';

/** The product runs on Bangkok time whatever the device's zone (tests/lib/dayjs.test.ts). */
export const APP_TIME_ZONE = 'Asia/Bangkok';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(APP_TIME_ZONE);

// dayjs speaks the running language. It follows the language store rather than being set by
// activateLanguage, so the home page (which shows no dates) does not pay for dayjs in its first bundle:
// the screens that format dates import this module, and it catches up with the language here.
dayjs.locale(currentLanguageStore.get());
currentLanguageStore.subscribe(() => dayjs.locale(currentLanguageStore.get()));

/** The configured dayjs: utc + timezone plugins, default zone Asia/Bangkok, 'en' and 'th' locales, the app's language. */
export { dayjs };
export type { Dayjs } from 'dayjs';

/** The current instant in Bangkok time. UI code reads the clock here and passes times down to src/domain. */
export function now(): dayjs.Dayjs {
  return dayjs().tz(APP_TIME_ZONE);
}

/** A date/time in Bangkok time: an ISO instant is converted, a bare 'YYYY-MM-DD HH:mm' is read as Bangkok. */
export function inAppZone(value: string | number | Date): dayjs.Dayjs {
  return typeof value === 'string' && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)
    ? dayjs.tz(value, APP_TIME_ZONE)
    : dayjs(value).tz(APP_TIME_ZONE);
}
