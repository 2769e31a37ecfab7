import type { Language } from '@/contract/envelope';
import { ACCOUNT_MESSAGES } from './accounts';
import { ADDRESS_MESSAGES } from './addresses';
import { BOOKING_MESSAGES, PRICING_MESSAGES } from './booking';
import { CATALOGUE_MESSAGES } from './catalogue';
import { GIFT_CARD_MESSAGES } from './gift-cards';
import { RESTAURANT_VOUCHER_MESSAGES } from './restaurant-vouchers';
import { VOUCHER_GROUP_ORDER_MESSAGES } from './voucher-group-orders';
import { PACKAGE_TICKET_MESSAGES } from './package-tickets';
import { PARTNER_MESSAGES } from './partners';
import { PAYMENT_MESSAGES } from './payments';
import { PLATFORM_MESSAGES } from './platform';
import { REFUSAL_MESSAGES } from './refusals';
import { SAVED_CARD_MESSAGES } from './saved-cards';
import { VOUCHER_MESSAGES } from './vouchers';
import { TRACKING_MESSAGES } from './tracking';
import { fill, type MessageVars, type Text, type TextTable } from './text';

/**
 * The server's one message catalogue: every text it answers, in English and Thai, picked by the
 * request's language (X-HH-Language, else `locale`). Areas keep their own table; a key may live in only
 * one of them (checked when this module loads, and by tests/server/messages/messages.test.ts).
 */
function merge<T extends readonly TextTable[]>(...tables: T): TextTable {
  const out: Record<string, Text> = {};
  for (const table of tables) {
    for (const [key, text] of Object.entries(table)) {
      if (key in out) throw new Error(`Message key "${key}" is defined twice`);
      out[key] = text;
    }
  }
  return out;
}

const ALL = merge(PLATFORM_MESSAGES, REFUSAL_MESSAGES, CATALOGUE_MESSAGES, BOOKING_MESSAGES, PRICING_MESSAGES, PAYMENT_MESSAGES, ACCOUNT_MESSAGES, ADDRESS_MESSAGES, SAVED_CARD_MESSAGES, VOUCHER_MESSAGES, PACKAGE_TICKET_MESSAGES, GIFT_CARD_MESSAGES, RESTAURANT_VOUCHER_MESSAGES, VOUCHER_GROUP_ORDER_MESSAGES, TRACKING_MESSAGES, PARTNER_MESSAGES);

export type MessageKey =
  | keyof typeof PLATFORM_MESSAGES
  | keyof typeof CATALOGUE_MESSAGES
  | keyof typeof REFUSAL_MESSAGES
  | keyof typeof BOOKING_MESSAGES
  | keyof typeof PRICING_MESSAGES
  | keyof typeof PAYMENT_MESSAGES
  | keyof typeof ACCOUNT_MESSAGES
  | keyof typeof ADDRESS_MESSAGES
  | keyof typeof SAVED_CARD_MESSAGES
  | keyof typeof VOUCHER_MESSAGES
  | keyof typeof PACKAGE_TICKET_MESSAGES
  | keyof typeof GIFT_CARD_MESSAGES
  | keyof typeof RESTAURANT_VOUCHER_MESSAGES
  | keyof typeof VOUCHER_GROUP_ORDER_MESSAGES
  | keyof typeof TRACKING_MESSAGES
  | keyof typeof PARTNER_MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(ALL, key);
}

export function translate(lang: Language, key: MessageKey, vars: MessageVars = {}): string {
  const text = ALL[key];
  return text ? fill(text[lang], vars) : key;
}

/** Every key with its texts, for the completeness test. */
export function allMessages(): TextTable {
  return ALL;
}
