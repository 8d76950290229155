import { searchSynonymApi, type SearchSynonym } from '../../contract/search';
import { crudCalls } from '../../dataProvider/crud';

export type SearchSynonymRecord = SearchSynonym & { id: string };

/** /admin_search_synonym: a group is one text of comma-separated words; the server refuses fewer than two. */
export const searchSynonymCalls = crudCalls<SearchSynonym>(searchSynonymApi, (input) => ({ words: String(input.words ?? '') }), ['words']);
