import type { SuggestionItem, Suggestions, SuggestionSection } from '@/contract/suggestions';
import type { PickedSuggestion } from '@/domain/catalogue/suggestion-filter';

/** Items shown per section before 'View More'. */
export const SUGGESTIONS_PER_SECTION = 4;

/**
 * Display order: places and food first, restaurants last. The contract's `suggestionSections` has the same
 * order, but importing a value from that module brings its schemas (zod) into the first-paint bundle.
 */
const SECTION_ORDER: readonly SuggestionSection[] = [
  'location',
  'cuisine',
  'diningStyle',
  'facility',
  'mrtRoute',
  'shoppingMall',
  'btsRoute',
  'restaurants',
];

/** One row of the listbox: a suggestion or a section's 'View More'. */
export type SuggestionOption =
  | { kind: 'item'; id: string; picked: PickedSuggestion }
  | { kind: 'more'; id: string; section: SuggestionSection };

export interface SuggestionGroup {
  section: SuggestionSection;
  options: SuggestionOption[];
}

/** The visible rows per section, in order; a section shows 4 until expanded (tests/features/shell/search-suggestion-groups.test.ts). */
export function suggestionGroups(
  data: Suggestions,
  expanded: ReadonlySet<SuggestionSection>,
  idPrefix: string,
): SuggestionGroup[] {
  return SECTION_ORDER.flatMap((section) => {
    const items: SuggestionItem[] = data[section];
    if (items.length === 0) return [];
    const shown = expanded.has(section) ? items : items.slice(0, SUGGESTIONS_PER_SECTION);
    const options: SuggestionOption[] = shown.map((item) => ({
      kind: 'item',
      id: `${idPrefix}-${section}-${item.id}`,
      picked: (section === 'restaurants'
        ? { section, item: data.restaurants.find((r) => r.id === item.id) ?? { ...item, slug: '', branchId: null } }
        : { section, item }),
    }));
    if (shown.length < items.length) options.push({ kind: 'more', id: `${idPrefix}-${section}-more`, section });
    return [{ section, options }];
  });
}
