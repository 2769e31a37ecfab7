import type { PackageTypeCode } from '@/contract/catalogue-constants';

/** How a Hungry@Home order is handed over. */
export type ServiceType = 'delivery' | 'pick_up';

export interface HandoverPackage {
  id: number;
  typeCode: PackageTypeCode;
  isDelivery: boolean;
  isSelfPickup: boolean;
}

/**
 * The ways the selected hah packages can be handed over: delivery when every one of them delivers,
 * pick-up when every one allows self pick-up; empty for a booking with no hah package. The payment step
 * offers these and the server accepts only these (tests/features/booking/delivery-rules.test.tsx).
 */
export function serviceTypesOffered(packages: readonly HandoverPackage[], selected: readonly { id: number }[]): ServiceType[] {
  const ids = new Set(selected.map((p) => p.id));
  const hah = packages.filter((p) => ids.has(p.id) && p.typeCode === 'hah');
  if (hah.length === 0) return [];
  const out: ServiceType[] = [];
  if (hah.every((p) => p.isDelivery)) out.push('delivery');
  if (hah.every((p) => p.isSelfPickup)) out.push('pick_up');
  return out;
}

/** The diner's choice when it is offered, else the first offered (delivery before pick-up); null: neither. */
export function chosenServiceType(chosen: ServiceType | null, offered: readonly ServiceType[]): ServiceType | null {
  if (chosen !== null && offered.includes(chosen)) return chosen;
  return offered[0] ?? null;
}
