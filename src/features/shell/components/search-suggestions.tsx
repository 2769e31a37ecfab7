import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SuggestionSection } from '@/contract/suggestions';
import type { SuggestionGroup, SuggestionOption } from '@/features/shell/search-suggestion-groups';

const SECTION_TITLES: Record<SuggestionSection, MessageDescriptor> = {
  location: msg`Location`,
  cuisine: msg`Cuisine`,
  diningStyle: msg`Dining Style`,
  facility: msg`Facility`,
  mrtRoute: msg`MRT`,
  shoppingMall: msg`Shopping Mall`,
  btsRoute: msg`BTS`,
  restaurants: msg`Restaurants`,
};

export interface SearchSuggestionsProps {
  id: string;
  status: 'loading' | 'error' | 'success';
  groups: SuggestionGroup[];
  activeId: string | null;
  onChoose: (option: SuggestionOption) => void;
}

/**
 * The suggestions panel under the navbar search box: a listbox of grouped options (combobox pattern;
 * the box keeps focus and points at the active row with aria-activedescendant).
 */
export function SearchSuggestions({ id, status, groups, activeId, onChoose }: SearchSuggestionsProps) {
  const { i18n } = useLingui();
  if (status !== 'success' || groups.length === 0) {
    return (
      <div id={id} className="search-suggestions search-suggestions--state" role="status">
        {status === 'loading' ? (
          <Trans>Loading</Trans>
        ) : status === 'error' ? (
          <Trans>Oops, something went wrong</Trans>
        ) : (
          <Trans>No result found</Trans>
        )}
      </div>
    );
  }
  return (
    <div id={id} className="search-suggestions" role="listbox" aria-label={i18n._(msg`Search suggestions`)}>
      {groups.map(({ section, options }) => (
        <div key={section} role="group" aria-labelledby={`${id}-${section}`} className="search-suggestions__group">
          <div id={`${id}-${section}`} className="search-suggestions__title" role="presentation">
            {i18n._(SECTION_TITLES[section])}
          </div>
          {options.map((option) => (
            <div
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={option.id === activeId}
              className={`search-suggestions__option${option.kind === 'more' ? ' search-suggestions__more' : ''}`}
              // mousedown would blur the box first and close the panel; keep focus in the box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option)}
            >
              {option.kind === 'more' ? (
                <Trans>View More</Trans>
              ) : (
                <>
                  <span className="search-suggestions__name">{option.picked.item.name}</span>
                  {option.picked.item.isAds && (
                    <span className="search-suggestions__ad">
                      <Trans>Ad</Trans>
                    </span>
                  )}
                  {option.picked.section !== 'restaurants' && option.picked.item.totalRestaurants > 0 && (
                    <span className="search-suggestions__count">
                      <Trans>{option.picked.item.totalRestaurants} restaurants</Trans>
                    </span>
                  )}
                </>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
