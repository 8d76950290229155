/**
 * Thai for src/messages.ts whole (issue 19), for tests and type checks: the browser loads each part
 * with the screens that read it (frame.ts, pages.ts, account.ts, catalogue.ts, backOffice.ts), and
 * these types fail when the parts together miss a key.
 */
import type { accountTexts, messages, skuTexts } from '../../messages';
import type { Translation } from '../translation';
import { accountTextsAccountTh, messagesAccountTh } from './account';
import { messagesBackOfficeTh, skuTextsBackOfficeTh } from './backOffice';
import { skuTextsCatalogueTh } from './catalogue';
import { accountTextsFrameTh, messagesFrameTh } from './frame';
import { messagesPagesTh } from './pages';

export const messagesTh: Translation<typeof messages> = { ...messagesFrameTh, ...messagesPagesTh, ...messagesAccountTh, ...messagesBackOfficeTh };
export const accountTextsTh: Translation<typeof accountTexts> = { ...accountTextsFrameTh, ...accountTextsAccountTh };
export const skuTextsTh: Translation<typeof skuTexts> = { ...skuTextsCatalogueTh, ...skuTextsBackOfficeTh };
