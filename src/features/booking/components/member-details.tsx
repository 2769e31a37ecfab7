import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/entities/session/session';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { openAuthModal } from '@/entities/account/auth-modal';
import { memberContact } from '@/domain/booking/member-contact';

/**
 * Step 5 for a signed-in member: no form, the booking carries the account's name, e-mail and phone (the
 * server reads them from the account the token names; this only shows them). The phone appears once the
 * profile has loaded.
 */
export function MemberDetails({ member }: { member: SessionUser }) {
  const profile = useQuery(memberProfileQuery(member.email));
  const contact = profile.data
    ? memberContact(profile.data)
    : { name: member.name || (member.email ?? ''), email: member.email ?? '', phone: '' };
  const name = contact.name;
  return (
    <section className="booking-member" aria-labelledby="booking-member-title" data-testid="member-details">
      <h3 id="booking-member-title" className="booking-step__legend">
        <Trans>Your details</Trans>
      </h3>
      <p>
        <Trans>Booking as {name}</Trans>
      </p>
      <p>{contact.email}</p>
      {contact.phone !== '' && <p>{contact.phone}</p>}
      <p className="booking-hint">
        <Trans>Taken from your account.</Trans>
      </p>
    </section>
  );
}

/** Step 5 for a guest: signing in fills the details from the account; the step and its hold stay. */
export function SignInToBook() {
  return (
    <p className="booking-hint">
      <Trans>Have an account?</Trans>{' '}
      <button type="button" className="booking-link" onClick={() => openAuthModal('login')}>
        <Trans>Sign in to book with your details</Trans>
      </button>
    </p>
  );
}
