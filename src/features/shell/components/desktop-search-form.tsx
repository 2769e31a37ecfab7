import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/use-language';
import { appPaths } from '@/features/shell/shell-links';

/** The search URL for a typed query (spec shell §2 "Search suggestions": `name_like` and `locale`). */
export function searchHref(query: string, lang: string): string {
  const params = new URLSearchParams({ name_like: query, locale: lang });
  return `${appPaths.search}?${params.toString()}`;
}

/** The navbar's search box on desktop. An empty (or blank) query is refused: nothing navigates. */
export function DesktopSearchForm() {
  const { t } = useLingui();
  const router = useRouter();
  const lang = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [refused, setRefused] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') {
      setRefused(true);
      input.current?.focus();
      return;
    }
    setRefused(false);
    void router.navigate({ href: searchHref(trimmed, lang) });
  };

  return (
    <form className="desktop-search" role="search" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>Search restaurants</Trans>
      </label>
      <input
        ref={input}
        id={inputId}
        className="desktop-search__input"
        type="search"
        name="name_like"
        value={query}
        placeholder={t`Restaurant, cuisine or location`}
        autoComplete="off"
        aria-invalid={refused || undefined}
        aria-describedby={refused ? hintId : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          if (refused) setRefused(false);
        }}
      />
      <button type="submit" className="desktop-search__submit">
        <SearchIcon />
        <span className="visually-hidden">
          <Trans>Search</Trans>
        </span>
      </button>
      {refused && (
        <p id={hintId} className="desktop-search__hint" role="alert">
          <Trans>Please type what you are looking for</Trans>
        </p>
      )}
    </form>
  );
}
