import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type RefObject } from 'react';
import type { SuggestionSection } from '@/contract/suggestions';
import { suggestionHref } from '@/domain/catalogue/suggestion-filter';
import { currentCityStore } from '@/entities/city/city-store';
import { useStore } from '@/lib/create-store';
import { useLanguage } from '@/lib/use-language';
import { SearchSuggestions } from '@/features/shell/components/search-suggestions';
import { suggestionGroups, type SuggestionOption } from '@/features/shell/search-suggestion-groups';
import { suggestionsQuery } from '@/features/shell/suggestions-query';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/** What the box says of its suggestions (combobox pattern), set on the input by the search form. */
export interface ComboboxAria {
  expanded: boolean;
  controls: string | undefined;
  activeDescendant: string | undefined;
}

export interface SearchComboboxProps {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  panelId: string;
  /** Whether the box wants its suggestions (focused, typed in, not shut by Escape): the form keeps it. */
  open: boolean;
  setOpen: (open: boolean) => void;
  onAria: (aria: ComboboxAria) => void;
}

/**
 * The search box's suggestions (combobox pattern): asked for once typing pauses, grouped, chosen with the
 * arrow keys and Enter or a click. A chunk of its own, loaded when the box first gets focus
 * (search-form.tsx, decision 0068): the box is a plain search form until then, and the form keeps whether
 * the panel is wanted (focus, typing, Escape, sending), so a key pressed before this code came counts.
 */
export function SearchCombobox({ input, query, panelId, open, setOpen, onAria }: SearchComboboxProps) {
  const router = useRouter();
  const lang = useLanguage();
  const [debounced, setDebounced] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<SuggestionSection>>(new Set());

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // Typing starts afresh (no active row, every group folded), and a shut panel keeps no active row:
  // adjusted while rendering, as the props change, rather than in an effect after.
  const [seen, setSeen] = useState({ query, open });
  if (seen.query !== query || seen.open !== open) {
    setSeen({ query, open });
    if (seen.query !== query) setExpanded(new Set());
    if (seen.query !== query || !open) setActiveId(null);
  }

  const cityId = useStore(currentCityStore);
  const suggestions = useQuery({ ...suggestionsQuery(debounced, lang, cityId), enabled: debounced !== '' });
  const groups = suggestions.data ? suggestionGroups(suggestions.data, expanded, panelId.replace(/:/g, '')) : [];
  const options = groups.flatMap((g) => g.options);
  const showPanel = open && query.trim() !== '' && debounced !== '';
  const status = suggestions.isError ? 'error' : suggestions.data ? 'success' : 'loading';
  const activeDescendant = showPanel && activeId ? activeId : undefined;

  useEffect(() => {
    onAria({ expanded: showPanel, controls: showPanel ? panelId : undefined, activeDescendant });
  }, [onAria, showPanel, panelId, activeDescendant]);

  const choose = (option: SuggestionOption) => {
    if (option.kind === 'more') {
      setExpanded((prev) => new Set(prev).add(option.section));
      return;
    }
    setOpen(false);
    void router.navigate({ href: suggestionHref(option.picked, lang) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
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
        // Not a search for the typed text: the form is not sent.
        event.preventDefault();
        choose(option);
      }
    }
  };

  // The box's keys, with this render's options (listened to on the box: its markup is the form's).
  useEffect(() => {
    const box = input.current;
    box?.addEventListener('keydown', onKeyDown);
    return () => box?.removeEventListener('keydown', onKeyDown);
  });

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return showPanel ? <SearchSuggestions id={panelId} status={status} groups={groups} activeId={activeId} onChoose={choose} /> : null;
}
