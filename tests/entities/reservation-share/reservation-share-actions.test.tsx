import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReservationShareActions, type ShareableReservation } from '@/entities/reservation-share/reservation-share-actions';
import { renderWithRouter } from '../../test-utils/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A party of three, with a comma in the name and address (escaped in the file, not in the share text).
const booking: ShareableReservation = {
  restaurantName: 'Som Tam, Nua',
  restaurantSlug: 'som-tam-nua',
  encryptedId: 'Enc42',
  reference: 'HT123',
  adult: 2,
  kids: 1,
  date: '2026-12-02',
  startTime: '18:30',
  address: '392/14 Siam Square Soi 5, Bangkok',
  location: { lat: 13.745, lng: 100.534 },
};

describe('ReservationShareActions', () => {
  it('downloads the booking as an .ics file named after the restaurant and date, and says so', async () => {
    let saved: Blob | null = null;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:calendar';
    });
    // jsdom has no object URLs: a URL class that has them, undone after the test.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    await renderWithRouter(<ReservationShareActions reservation={booking} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(clicks).toEqual([{ href: 'blob:calendar', download: 'Som-Tam-Nua-2026-12-02.ics' }]);
    expect(saved!.type).toBe('text/calendar;charset=utf-8');
    const text = (await saved!.text()).replace(/\r\n /g, '');
    expect(text).toContain('\r\nDTSTART;TZID=Asia/Bangkok:20261202T183000\r\n');
    expect(text).toContain('\r\nSUMMARY:Table for 3 at Som Tam\\, Nua\r\n');
    expect(text).toContain('\r\nLOCATION:392/14 Siam Square Soi 5\\, Bangkok\r\n');
    expect(text).toContain(`\r\nURL:${window.location.origin}/restaurants/som-tam-nua/landing/Enc42\r\n`);
    expect(text).toContain('Booking reference: HT123');
    expect(text).toContain('\r\nDESCRIPTION:Your table at Som Tam\\, Nua is in 2 hours\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Calendar file downloaded');
  });

  it('shares title, text and the landing link through the share sheet', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderWithRouter(<ReservationShareActions reservation={booking} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]).toEqual([
      {
        title: 'My booking at Som Tam, Nua',
        text: 'My booking at Som Tam, Nua, 02/12/2026 18:30',
        url: `${window.location.origin}/restaurants/som-tam-nua/landing/Enc42`,
      },
    ]);
  });

  it('copies the link without a share sheet; a closed sheet does nothing', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await renderWithRouter(<ReservationShareActions reservation={booking} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await screen.findByText('Link copied');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/restaurants/som-tam-nua/landing/Enc42`);
  });

  it('a sheet the diner closes copies nothing', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    await renderWithRouter(<ReservationShareActions reservation={booking} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('ties both buttons to the text naming the booking; without the calendar only Share', async () => {
    await renderWithRouter(
      <>
        <h2 id="card-name">Som Tam, Nua</h2>
        <ReservationShareActions reservation={booking} describedBy="card-name" calendar={false} />
      </>,
    );
    const shareButton = await screen.findByRole('button', { name: 'Share' });
    expect(shareButton.getAttribute('aria-describedby')).toBe('card-name');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});
