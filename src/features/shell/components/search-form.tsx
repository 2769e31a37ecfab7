import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/use-language';
import { retryImport } from '@/lib/retry-import';
import { appPaths } from '@/features/shell/shell-links';
import type { ComboboxAria } from '@/features/shell/components/search-combobox';

/**
 * The suggestions (search-combobox.tsx, with their panel) are a chunk of their own, out of the first-paint
 * budget (`npm run bench:bundle`, decision 0068): fetched when the box first gets focus, well before the
 * typing pause that asks for suggestions. Until then the box is a plain search form.
 */
const SearchCombobox = lazy(() =>
  retryImport(() => import('@/features/shell/components/search-combobox')).then((m) => ({ default: m.SearchCombobox })),
);

const CLOSED: ComboboxAria = { expanded: false, controls: undefined, activeDescendant: undefined };

/**
 * The search URL for a typed query: `name_like` and `locale`
 * (tests/features/shell/search-form.test.tsx).
 */
export function searchHref(query: string, lang: string): string {
  const params = new URLSearchParams({ name_like: query, locale: lang });
  return `${appPaths.search}?${params.toString()}`;
}

/**
 * The search box with search suggestions (combobox pattern): in the navbar on desktop, in the phone
 * search bar under it on smaller screens (phone-search.tsx) — the same box, the same suggestions. An
 * empty (or blank) query is refused: nothing navigates. `autoFocus`: the visitor just asked for the box.
 */
export function SearchForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useLingui();
  const router = useRouter();
  const lang = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const panelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [refused, setRefused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [aria, setAria] = useState<ComboboxAria>(CLOSED);
  const onAria = useCallback((next: ComboboxAria) => setAria(next), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') {
      setRefused(true);
      input.current?.focus();
      return;
    }
    setRefused(false);
    setOpen(false);
    void router.navigate({ href: searchHref(trimmed, lang) });
  };

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  return (
    <form className="search-form" role="search" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>Search restaurants</Trans>
      </label>
      <input
        ref={input}
        id={inputId}
        className="search-form__input"
        type="search"
        name="name_like"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={aria.controls}
        aria-activedescendant={aria.activeDescendant}
        value={query}
        placeholder={t`Restaurant, cuisine or location`}
        autoComplete="off"
        aria-invalid={refused || undefined}
        aria-describedby={refused ? hintId : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setWanted(true);
          setOpen(true);
          if (refused) setRefused(false);
        }}
        onFocus={() => {
          setWanted(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // The box's own Escape shuts its suggestions; one it did not use is left to the bar around it.
          if (open) event.preventDefault();
          setOpen(false);
        }}
      />
      <button type="submit" className="search-form__submit">
        <SearchIcon />
        <span className="visually-hidden">
          <Trans>Search</Trans>
        </span>
      </button>
      {refused && (
        <p id={hintId} className="search-form__hint" role="alert">
          <Trans>Please type what you are looking for</Trans>
        </p>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <SearchCombobox input={input} query={query} panelId={panelId} open={open} setOpen={setOpen} onAria={onAria} />
        </Suspense>
      )}
    </form>
  );
}
