import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStore, useStore, type Store } from '@/lib/create-store';

function Probe({ store, painted, seen }: { store: Store<string>; painted?: string; seen: string[] }) {
  const value = useStore(store, painted);
  seen.push(value);
  return <p>{value}</p>;
}

describe('useStore', () => {
  it("draws the paint's value on the server, where the tab's storage is out of reach", () => {
    const store = createStore('the tab holds this');
    expect(renderToString(<Probe store={store} painted="none" seen={[]} />)).toBe('<p>none</p>');
  });

  it("hydrates with the paint's value, then shows the store's", () => {
    const store = createStore('the tab holds this');
    const seen: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<p>none</p>';
    render(<Probe store={store} painted="none" seen={seen} />, { container, hydrate: true });
    expect(seen[0]).toBe('none');
    expect(container.textContent).toBe('the tab holds this');
  });

  it("reads the store itself on both sides without a paint's value, and in a render of its own", () => {
    const store = createStore('same');
    expect(renderToString(<Probe store={store} seen={[]} />)).toBe('<p>same</p>');
    const seen: string[] = [];
    render(<Probe store={store} painted="none" seen={seen} />);
    expect(seen).toEqual(['same']);
  });
});
