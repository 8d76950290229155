import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SEARCH_DEFAULT_LIMIT, searchApi, searchSynonymApi, type SearchSynonymFields } from '../../../src/contract/search.js';
import { inputTexts, serverMessages } from '../../../src/contract/texts.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { serve } from '../../route.js';
import { listAnswer } from '../../listAnswer.js';
import { searchCatalogue } from './reads.js';
import { browse } from './browse.js';
import { BROWSE_DEFAULT_LIMIT, browseApi } from '../../../src/contract/browse.js';
import { addSearchSynonym, deleteSearchSynonym, listSearchSynonyms, updateSearchSynonym } from './queries.js';
import { editStamp, unlessStale } from '../../edits.js';

/** A group as typed: words separated by commas, each trimmed, at least two. */
function wordsOf(body: SearchSynonymFields): string {
  const words = [...new Set(body.words.split(',').map((w) => w.trim()).filter(Boolean))];
  if (words.length < 2) throw badRequest(inputTexts.twoWords);
  return words.join(', ');
}

/** The storefront search and the Search Synonyms screen. */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, searchApi.search, async (request) => {
    const q = request.query.q.trim();
    if (!q) throw badRequest(inputTexts.notEmpty('querystring.q'));
    const limit = request.query.limit === undefined ? SEARCH_DEFAULT_LIMIT : Number(request.query.limit);
    const offset = request.query.offset === undefined ? 0 : Number(request.query.offset);
    const { result, fresh } = await searchCatalogue(app, q, limit, offset);
    // Answered from the index built before the last write, while the new one is built: not kept as the stored reply.
    if (!fresh) request.replyKey = null;
    return { message: serverMessages.ok, result };
  });

  // Filters and paging of the storefront's lists (issue 18 §2).
  serve(app, browseApi.browse, async (request) => {
    const limit = request.query.limit === undefined ? BROWSE_DEFAULT_LIMIT : Number(request.query.limit);
    const offset = request.query.offset === undefined ? 0 : Number(request.query.offset);
    const { result, fresh } = await browse(app, request.query, limit, offset);
    if (!fresh) request.replyKey = null;
    return { message: serverMessages.ok, result };
  });

  serve(app, searchSynonymApi.list, async (request) => listAnswer(await listSearchSynonyms(app.db), request.query, ['words']));

  serve(app, searchSynonymApi.add, async (request, reply) => {
    const saved = await addSearchSynonym(app.db, wordsOf(request.body), new Date(app.config.now()));
    return reply.status(201).send({ message: serverMessages.created, result: saved });
  });

  serve(app, searchSynonymApi.update, async (request) => {
    const saved = unlessStale(await updateSearchSynonym(app.db, request.params.id, wordsOf(request.body), editStamp(request, request.body.version)));
    if (!saved) throw notFound();
    return { message: serverMessages.ok, result: saved };
  });

  serve(app, searchSynonymApi.delete, async (request) => {
    if (!(await deleteSearchSynonym(app.db, request.params.id))) throw notFound();
    return { message: serverMessages.deleted };
  });
};
