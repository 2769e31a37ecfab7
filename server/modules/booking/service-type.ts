import type { Reservation } from '@/contract/booking';
import type { PackageTypeCode } from '@/contract/catalogue-constants';
import type { Language } from '@/contract/envelope';
import { packagePreferenceFor } from '@/domain/booking/booking-method';
import { chosenServiceType, serviceTypesOffered } from '@/domain/booking/service-types-offered';
import { AppError } from '../../http/app-error';
import { localizedName } from './booking-names';
import type { PackageRow } from './booking-repo';

type ServiceType = Reservation['serviceType'];
export type ServiceTypeAsked = 'pick_up' | 'delivery';

/**
 * The kind of booking its packages make (one kind per booking), and for Hungry@Home how it is handed
 * over: as asked when every package offers that, else the first way they all offer (the same rules as
 * the payment step: src/domain/booking/service-types-offered.ts).
 */
export function resolveServiceType(
  packages: readonly PackageRow[],
  asked: ServiceTypeAsked | null,
  lang: Language,
): ServiceType {
  const kinds = new Set(packages.map((p) => packagePreferenceFor(p.typeCode as PackageTypeCode)));
  if (kinds.size > 1) throw new AppError(422, 'mixedKinds', {}, { field: 'packages' });
  const kind = [...kinds][0];
  if (kind === 'experience') return 'experience';
  if (kind !== 'delivery') return 'dine_in';
  const handover = packages.map((p) => ({ ...p, typeCode: p.typeCode as PackageTypeCode }));
  const offered = serviceTypesOffered(handover, handover);
  const type = asked !== null && offered.includes(asked) ? asked : asked === null ? chosenServiceType(null, offered) : null;
  if (type === null) {
    const wanted = asked ?? 'delivery';
    const refusing = packages.find((p) => (wanted === 'delivery' ? !p.isDelivery : !p.isSelfPickup)) ?? packages[0];
    throw new AppError(
      422,
      'packageNotAvailable',
      { packageName: refusing ? localizedName(lang, refusing) : '' },
      { field: 'reservation.serviceType' },
    );
  }
  return type;
}
