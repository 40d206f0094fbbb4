export {
  SearchSuggest,
  SEARCH_SUGGESTION_KINDS,
  type SearchSuggestion,
  type SearchSuggestionKind,
  type SearchSuggestProps,
  type SearchSuggestSection,
} from './SearchSuggest';
