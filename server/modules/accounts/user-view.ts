import type { UserProfile } from '@/contract/accounts';
import { isStaffEmail } from '@/domain/accounts/staff-email';
import type { users } from '../../db/schema/accounts';
import { avatarUrl } from './avatar-service';

export type UserRow = typeof users.$inferSelect;

/**
 * A member's row as the profile the API answers (never the password hash); `staffEmailDomain` is the
 * server's STAFF_EMAIL_DOMAIN.
 */
export function profileOf(row: UserRow, staffEmailDomain?: string | null): UserProfile {
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
    isStaff: isStaffEmail(row.email, row.emailVerified, staffEmailDomain),
  };
}
