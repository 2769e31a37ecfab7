import { act, screen } from '@testing-library/react';
import { clear, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { draftDb } from '@/features/booking/pending/draft-db';
import { useDraftRecorderNeeded } from '@/features/booking/pending/use-draft-recorder-needed';
import { renderWithRouter } from '../../test-utils/render';

function Probe() {
  return <p>needed: {String(useDraftRecorderNeeded())}</p>;
}

const pages = ['/restaurants/$restaurantName/', '/restaurants/search'];

describe('useDraftRecorderNeeded', () => {
  afterEach(() => clear(draftDb()));

  it('is not needed on home without drafts; a restaurant page needs it, and home keeps it after', async () => {
    const { router } = await renderWithRouter(<Probe />, { pages });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('needed: false')).toBeTruthy();

    await act(() => router.navigate({ href: '/restaurants/sabai-shabu/' }));
    expect(await screen.findByText('needed: true')).toBeTruthy();
    await act(() => router.navigate({ href: '/' }));
    expect(screen.getByText('needed: true')).toBeTruthy();
  });

  it('is needed on home when the device holds a draft', async () => {
    await set('draft:dine_in', { id: 'd1' }, draftDb());
    await renderWithRouter(<Probe />, { pages });
    expect(await screen.findByText('needed: true')).toBeTruthy();
  });
});
