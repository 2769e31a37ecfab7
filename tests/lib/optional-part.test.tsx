import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionalPart } from '@/lib/optional-part';

describe('a part of the page loaded beside it', () => {
  it('shows nothing until its chunk arrives, then the part', async () => {
    const Part = optionalPart(() => Promise.resolve(() => <p>Footer links</p>));
    render(
      <main>
        <h1>Page</h1>
        <Part />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(await screen.findByText('Footer links')).toBeTruthy();
  });

  it('leaves the page as it is when its chunk cannot load', async () => {
    const Part = optionalPart(() => Promise.reject(new Error('offline')));
    const { container } = render(
      <main>
        <h1>Page</h1>
        <Part />
      </main>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(container.querySelector('main')?.children).toHaveLength(1);
  });

  it('fetches nothing while the page does not want the part, and the part once it does', async () => {
    let loads = 0;
    let wanted = false;
    const Part = optionalPart(
      () => {
        loads += 1;
        return Promise.resolve(() => <p>Staff tools</p>);
      },
      () => wanted,
    );
    const { rerender } = render(<Part />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(0);
    expect(screen.queryByText('Staff tools')).toBeNull();
    wanted = true;
    rerender(<Part />);
    expect(await screen.findByText('Staff tools')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
