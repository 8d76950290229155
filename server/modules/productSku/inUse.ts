import { conflictTexts } from '../../../src/contract/texts.js';
import type { InUse } from './queries.js';

/** A delete's 409 text naming the record still in use: the delete calls', and an import rollback's (server/modules/activity). */
export const inUseText = (what: string, usedBy: (n: number) => string, inUse: InUse) => conflictTexts.inUse(`${what} ${inUse.code}`, usedBy(inUse.usedBy));
