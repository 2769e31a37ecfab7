import { describe, expect, it } from 'vitest';
import { chosenServiceType, serviceTypesOffered, type HandoverPackage } from '@/domain/booking/service-types-offered';

const pkg = (id: number, typeCode: HandoverPackage['typeCode'], isDelivery: boolean, isSelfPickup: boolean): HandoverPackage => ({
  id,
  typeCode,
  isDelivery,
  isSelfPickup,
});
const hahBoth = pkg(40, 'hah', true, true);
const hahDeliveryOnly = pkg(41, 'hah', true, false);
const hahPickupOnly = pkg(42, 'hah', false, true);
const ayce = pkg(30, 'ayce', false, false);

describe('serviceTypesOffered / chosenServiceType', () => {
  const all = [hahBoth, hahDeliveryOnly, hahPickupOnly, ayce];

  it('offers what every selected hah package allows, nothing without one', () => {
    expect(serviceTypesOffered(all, [{ id: 40 }])).toEqual(['delivery', 'pick_up']);
    expect(serviceTypesOffered(all, [{ id: 40 }, { id: 41 }])).toEqual(['delivery']);
    expect(serviceTypesOffered(all, [{ id: 42 }])).toEqual(['pick_up']);
    expect(serviceTypesOffered(all, [{ id: 41 }, { id: 42 }])).toEqual([]);
    expect(serviceTypesOffered(all, [{ id: 30 }])).toEqual([]);
  });

  it('keeps an offered choice, else delivery before pick-up', () => {
    expect(chosenServiceType('pick_up', ['delivery', 'pick_up'])).toBe('pick_up');
    expect(chosenServiceType('pick_up', ['delivery'])).toBe('delivery');
    expect(chosenServiceType(null, ['delivery', 'pick_up'])).toBe('delivery');
    expect(chosenServiceType(null, [])).toBeNull();
  });
});

