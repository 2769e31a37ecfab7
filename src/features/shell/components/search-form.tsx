import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import type { SuggestionSection } from '@/contract/suggestions';
import { suggestionHref } from '@/domain/catalogue/suggestion-filter';
import { currentCityStore } from '@/entities/city/city-store';
import { useStore } from '@/lib/create-store';
import { useLanguage } from '@/lib/use-language';
import { retryImport } from '@/lib/retry-import';
import { appPaths } from '@/features/shell/shell-links';
import { suggestionGroups, type SuggestionOption } from '@/features/shell/search-suggestion-groups';
import { suggestionsQuery } from '@/features/shell/suggestions-query';

/**
 * The suggestions panel shows only once the visitor types, so it is a chunk of its own, out of the
 * first-paint budget (`npm run bench:bundle`): fetched when the box gets focus, well before the typing
 * pause that asks for suggestions; the box says "Loading" in its place meanwhile.
 */
const loadPanel = () => import('@/features/shell/components/search-suggestions');
const SearchSuggestions = lazy(() => retryImport(loadPanel).then((m) => ({ default: m.SearchSuggestions })));
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 300;

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
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<SuggestionSection>>(new Set());

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const cityId = useStore(currentCityStore);
  const suggestions = useQuery({ ...suggestionsQuery(debounced, lang, cityId), enabled: debounced !== '' });
  const groups = suggestions.data ? suggestionGroups(suggestions.data, expanded, panelId.replace(/:/g, '')) : [];
  const options = groups.flatMap((g) => g.options);
  const showPanel = open && query.trim() !== '' && debounced !== '';
  const status = suggestions.isError ? 'error' : suggestions.data ? 'success' : 'loading';

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  const choose = (option: SuggestionOption) => {
    if (option.kind === 'more') {
      setExpanded((prev) => new Set(prev).add(option.section));
      return;
    }
    close();
    void router.navigate({ href: suggestionHref(option.picked, lang) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') {
      setRefused(true);
      input.current?.focus();
      return;
    }
    setRefused(false);
    close();
    void router.navigate({ href: searchHref(trimmed, lang) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const index = options.findIndex((o) => o.id === activeId);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index === -1 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length;
      setActiveId(options[next]?.id ?? null);
      return;
    }
    if (event.key === 'Enter' && showPanel && activeId !== null) {
      const option = options.find((o) => o.id === activeId);
      if (option) {
        event.preventDefault();
        choose(option);
      }
    }
  };

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

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
        aria-expanded={showPanel}
        aria-controls={showPanel ? panelId : undefined}
        aria-activedescendant={showPanel && activeId ? activeId : undefined}
        value={query}
        placeholder={t`Restaurant, cuisine or location`}
        autoComplete="off"
        aria-invalid={refused || undefined}
        aria-describedby={refused ? hintId : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActiveId(null);
          setExpanded(new Set());
          if (refused) setRefused(false);
        }}
        onFocus={() => {
          setOpen(true);
          preloadPanel();
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
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
      {showPanel && (
        <Suspense
          fallback={
            <div id={panelId} className="search-suggestions search-suggestions--state" role="status">
              <Trans>Loading</Trans>
            </div>
          }
        >
          <SearchSuggestions id={panelId} status={status} groups={groups} activeId={activeId} onChoose={choose} />
        </Suspense>
      )}
    </form>
  );
}
