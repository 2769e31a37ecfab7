import { describe, expect, it } from 'vitest';
import { corporateEventCheck, corporateEventIdFor } from '@/domain/booking/corporate-event';

const event = { id: 1, restaurantId: 13 };

describe('corporateEventCheck', () => {
  it('accepts the event on its own restaurant', () => {
    expect(corporateEventCheck(event, 13)).toBe('ok');
  });
  it('refuses it on another restaurant', () => {
    expect(corporateEventCheck(event, 71)).toBe('wrongRestaurant');
  });
});

describe('corporateEventIdFor', () => {
  it('sends the event id with a reservation at its restaurant', () => {
    expect(corporateEventIdFor(event, 13)).toBe(1);
  });
  it('sends none elsewhere or without an event', () => {
    expect(corporateEventIdFor(event, 14)).toBeNull();
    expect(corporateEventIdFor(null, 13)).toBeNull();
  });
});
