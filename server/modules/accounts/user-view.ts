import type { UserProfile } from '@/contract/accounts';
import type { users } from '../../db/schema/accounts';
import { avatarUrl } from './avatar-service';

export type UserRow = typeof users.$inferSelect;

/** A member's row as the profile the API answers (never the password hash). */
export function profileOf(row: UserRow): UserProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    callingCode: row.callingCode,
    phoneVerified: row.phoneVerified,
    language: row.language === 'en' ? 'en' : 'th',
    birthday: row.birthday,
    subscribeMarketingEmail: row.subscribeMarketingEmail,
    provider: row.provider,
    referralCode: row.referralCode,
    avatar: row.avatarKey ? avatarUrl(row.avatarKey) : null,
  };
}
