import { z } from 'zod';
import { refusal } from './refusal';

/**
 * Field shapes shared by the schemas. Ids and counts are bounded by the database's integer column
 * (INT4_MAX): a larger number is refused as bad input instead of failing inside the database.
 */
export const INT4_MAX = 2_147_483_647;

/** A row id in a path or query: digits only, 1…INT4_MAX. */
export const idParam = (field: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, refusal('invalidId', { field }))
    .transform(Number)
    .refine((n) => n >= 1 && n <= INT4_MAX, refusal('invalidId', { field }));

/** A row id in a JSON body: a whole number 1…INT4_MAX, or its digits as a string. */
export const idValue = (message?: string) =>
  z
    .union([z.string().regex(/^\d{1,10}$/, message), z.number().int(message)], message ? { message } : undefined)
    .transform(Number)
    .refine((n) => n >= 1 && n <= INT4_MAX, message ?? 'Too big: expected an id up to 2147483647');

/** Free text from a person: trimmed length cap; NUL is refused before any schema runs (server/http/mount.ts). */
export const text = (max: number) => z.string().max(max);
