import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { partnerSchema, type Partner } from '@/contract/partners';

/**
 * Where the server asks a partner who its user is: nobody (the partner has no lookup), the local fake
 * partner service, or the partner's own HTTPS endpoint.
 */
const userInfoSettingSchema = z
  .discriminatedUnion('adapter', [
    z.object({ adapter: z.literal('fake') }),
    z.object({ adapter: z.literal('http'), url: z.url({ protocol: /^https?$/ }) }),
  ])
  .nullable();
export type UserInfoSetting = z.infer<typeof userInfoSettingSchema>;

/** A partner as configured: what the client sees plus how we reach its user-info lookup. */
const partnerEntrySchema = partnerSchema
  .omit({ hasUserInfo: true })
  .extend({ userInfo: userInfoSettingSchema });
export type PartnerEntry = z.infer<typeof partnerEntrySchema>;

const directorySchema = z.array(partnerEntrySchema).superRefine((entries, ctx) => {
  const names = new Set<string>();
  for (const entry of entries) {
    if (names.has(entry.name))
      ctx.addIssue({ code: 'custom', message: `partner "${entry.name}" is listed twice` });
    names.add(entry.name);
    if (entry.kind === 'tag' && entry.tag === null)
      ctx.addIssue({ code: 'custom', message: `tag partner "${entry.name}" names no tag` });
  }
});

export interface PartnerDirectory {
  find: (name: string) => PartnerEntry | null;
  all: () => readonly PartnerEntry[];
}

/** The client's view of a partner: never how we call it. */
export function publicPartner({ userInfo, ...rest }: PartnerEntry): Partner {
  return { ...rest, hasUserInfo: userInfo !== null };
}

/** Checks partner data (a wrong file stops the start with the reason, not the first visitor's page). */
export function partnerDirectory(raw: unknown): PartnerDirectory {
  const parsed = directorySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Partner data is not valid: ${z.prettifyError(parsed.error)}`);
  const byName = new Map(parsed.data.map((entry) => [entry.name, entry]));
  return { find: (name) => byName.get(name) ?? null, all: () => parsed.data };
}

export const DEFAULT_PARTNERS_FILE = fileURLToPath(new URL('./partners.json', import.meta.url));

/**
 * The partners of this run: PARTNERS_FILE when set, else the product's partners.json beside this file.
 * Partners are data: adding one or changing its header, layout or switches is an edit of that file.
 */
export function loadPartnerDirectory(
  file: string = process.env.PARTNERS_FILE || DEFAULT_PARTNERS_FILE,
): PartnerDirectory {
  return partnerDirectory(JSON.parse(readFileSync(file, 'utf8')));
}
