import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  blogServerTexts,
  contactListServerTexts,
  memberServerTexts,
  revertTexts,
  skuEditTexts,
  skuImportServerTexts,
  staleSaveTexts,
} from '../../src/contract/backOfficeTexts.js';
import { recordNouns } from '../../src/contract/recordNouns.js';
import { catalogueTexts, conflictTexts, inputTexts, limitTexts, orderTexts, serverMessages } from '../../src/contract/texts.js';
import {
  blogServerTextsTh,
  contactListServerTextsTh,
  memberServerTextsTh,
  revertTextsTh,
  skuEditTextsTh,
  skuImportServerTextsTh,
  staleSaveTextsTh,
} from '../../src/contract/th/backOfficeTexts.js';
import { recordCountTh, recordNounsTh } from '../../src/contract/th/recordNouns.js';
import { catalogueTextsTh, conflictTextsTh, inputTextsTh, limitTextsTh, orderTextsTh, serverMessagesTh } from '../../src/contract/th/texts.js';
import { requestLocale } from '../requestLocale.js';

/**
 * The server's answers in the asker's language (issue 19). Routes write an answer's `message` (and an
 * import's refused-cell reasons) from the contract's English text objects, which are spec.md's and what
 * every call without Accept-Language: th gets. The browser's one HTTP client sends the page's language;
 * for Thai, this plugin gives the same answer from the contract's Thai packs (src/contract/th), the very
 * objects the Thai chunks swap in on screen, so each text has one Thai, in one place.
 *
 * A plain text is found by its English. A text function's answer is remembered, with its arguments,
 * when the function makes it (the functions of the objects below are wrapped once, here), so its Thai
 * is the Thai function given the same arguments; an argument that is itself such an answer, or a record
 * noun (recordNouns: 'category', '3 products', 'parent SKU CT-OXF-120'), is given in Thai too.
 */
const PAIRS: [english: object, thai: object][] = [
  [serverMessages, serverMessagesTh],
  [inputTexts, inputTextsTh],
  [limitTexts, limitTextsTh],
  [catalogueTexts, catalogueTextsTh],
  [conflictTexts, conflictTextsTh],
  [orderTexts, orderTextsTh],
  [skuEditTexts, skuEditTextsTh],
  [memberServerTexts, memberServerTextsTh],
  [blogServerTexts, blogServerTextsTh],
  [contactListServerTexts, contactListServerTextsTh],
  [skuImportServerTexts, skuImportServerTextsTh],
  [staleSaveTexts, staleSaveTextsTh],
  [revertTexts, revertTextsTh],
];

type Fn = (...args: unknown[]) => string;

/** English plain text → Thai. */
const plain = new Map<string, string>();
/** An English answer a text function made lately → its Thai (bounded: an answer is serialised right after it is made). */
const made = new Map<string, () => string>();
const MADE_LIMIT = 20_000;

/** Every form of a record noun, English → Thai. */
const nouns = new Map<string, string>();
for (const key of Object.keys(recordNouns) as (keyof typeof recordNouns)[]) {
  recordNouns[key].forEach((form, i) => nouns.set(form, recordNounsTh[key][i]!));
}
const byLength = [...nouns.keys()].sort((a, b) => b.length - a.length);

/** An argument in Thai: an answer made lately, a plain text, a record noun, a count of records, a noun and its code. */
function thaiArg(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const madeThai = made.get(value);
  if (madeThai) return madeThai();
  const noun = nouns.get(value) ?? plain.get(value);
  if (noun !== undefined) return noun;
  const counted = /^(\d[\d,]*) (.+)$/.exec(value);
  if (counted && nouns.has(counted[2]!)) return recordCountTh(nouns.get(counted[2]!)!, counted[1]!);
  const named = byLength.find((n) => value.startsWith(`${n} `));
  return named ? `${nouns.get(named)} ${value.slice(named.length + 1)}` : value;
}

function remember(text: string, thai: () => string) {
  if (made.size >= MADE_LIMIT) made.delete(made.keys().next().value!);
  made.delete(text);
  made.set(text, thai);
}

/** Walks an English object and its Thai: plain texts into `plain`, functions wrapped to remember what they make. */
function learn(english: Record<string, unknown>, thai: Record<string, unknown>) {
  for (const key of Object.keys(english)) {
    const en = english[key];
    const th = thai[key];
    if (typeof en === 'string' && typeof th === 'string') {
      if (!plain.has(en)) plain.set(en, th);
    } else if (typeof en === 'function' && typeof th === 'function') {
      const original = en as Fn;
      english[key] = (...args: unknown[]) => {
        const text = original(...args);
        remember(text, () => (th as Fn)(...args.map(thaiArg)));
        return text;
      };
    } else if (en && th && typeof en === 'object' && typeof th === 'object' && !Array.isArray(en)) {
      learn(en as Record<string, unknown>, th as Record<string, unknown>);
    }
  }
}
for (const [english, thai] of PAIRS) learn(english as Record<string, unknown>, thai as Record<string, unknown>);

/** An English answer's Thai, when it is one of the texts above (or one after the field it names, `body.image: …`); otherwise the answer as it is. */
export function thaiAnswer(text: string): string {
  const known = made.get(text)?.() ?? plain.get(text);
  if (known !== undefined) return known;
  const field = /^(body\.[\w.]+): (.+)$/s.exec(text);
  const rest = field && (made.get(field[2]!)?.() ?? plain.get(field[2]!));
  return field && rest !== undefined && rest !== null ? `${field[1]}: ${rest}` : text;
}

interface Answer {
  message?: unknown;
  errors?: { reason?: unknown }[];
}

/** For a Thai request, an answer's `message` and an import refusal's reasons in Thai (errors too: they are sent through the same hook). */
export const answerLanguagePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (requestLocale(request) !== 'th' || !payload || typeof payload !== 'object') return payload;
      const answer = payload as Answer;
      const translated: Answer = { ...answer };
      let changed = false;
      if (typeof answer.message === 'string') {
        translated.message = thaiAnswer(answer.message);
        changed ||= translated.message !== answer.message;
      }
      if (Array.isArray(answer.errors)) {
        translated.errors = answer.errors.map((e) => (e && typeof e.reason === 'string' ? { ...e, reason: thaiAnswer(e.reason) } : e));
        changed = true;
      }
      return changed ? translated : payload;
    });
  },
  { name: 'answer-language' },
);
