import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * jsdom's computed styles, the same answers, found faster. To work out an element's style jsdom matches
 * every rule of every style sheet against it (`forEachMatchingSheetRuleOfElement`), and an inherited
 * property (visibility) does that again for each ancestor. MUI's Emotion writes a rule per style, so a
 * screen carries a thousand or more, and Testing Library's role queries, user-event and Popper ask for the
 * styles of most elements after every change: over half of a UI file's CPU went there.
 *
 * This keeps the same cascade (jsdom's default sheet, then the document's sheets in order; @media rules
 * only for `screen`; later rules win; the inline style last) but tries an element only against the rules
 * whose selector could match it: those whose rightmost compound names one of its classes, its id or its
 * tag, plus those this cannot tell (kept for every element). The rule index is rebuilt when the sheets
 * change; jsdom's own per-element cache and its invalidation (any DOM or style change) are kept as they are.
 */
const require = createRequire(import.meta.url);
const lib = dirname(require.resolve('jsdom'));
const jsdomRequire = createRequire(`${lib}/api.js`);
/* eslint-disable @typescript-eslint/no-explicit-any -- jsdom's internals have no types */
const styleRules = jsdomRequire('./jsdom/living/helpers/style-rules.js');
const { matchesDontThrow } = jsdomRequire('./jsdom/living/helpers/selectors.js');
const defaultStyleSheet: string = jsdomRequire('./jsdom/browser/default-stylesheet.js');
const idlUtils = jsdomRequire('./jsdom/living/generated/utils.js');
const cssom = jsdomRequire('rrweb-cssom');
const { CSSStyleDeclaration } = jsdomRequire('cssstyle');

interface Indexed {
  order: number;
  selector: string;
  style: any;
}
interface RuleIndex {
  signature: string;
  byKey: Map<string, Indexed[]>;
  always: Indexed[];
}

/** Drops what sits inside brackets and parentheses (attribute values, :not(…), :is(…)). */
function withoutGroups(text: string): string {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/** The keys an element must have one of for `selector` to match it, or null when this cannot tell. */
export function selectorKeys(selector: string): string[] | null {
  if (/["'\\]/.test(selector)) return null;
  const keys: string[] = [];
  for (const part of withoutGroups(selector).split(',')) {
    const compound = part.trim().split(/[\s>+~]+/).pop() ?? '';
    const cls = /\.(-?[_a-zA-Z][-_a-zA-Z0-9]*)/.exec(compound);
    const id = /#(-?[_a-zA-Z][-_a-zA-Z0-9]*)/.exec(compound);
    const tag = /^([a-zA-Z][a-zA-Z0-9-]*)/.exec(compound);
    if (cls) keys.push(`.${cls[1]}`);
    else if (id) keys.push(`#${id[1]}`);
    else if (tag) keys.push(tag[1].toLowerCase());
    else return null;
  }
  return keys;
}

let parsedDefault: any;
const indexes = new WeakMap<object, RuleIndex>();

function sheetsOf(documentImpl: any): any[] {
  if (!parsedDefault) parsedDefault = cssom.parse(defaultStyleSheet);
  return [parsedDefault, ...documentImpl.styleSheets._list];
}

function signatureOf(sheets: any[]): string {
  let rules = 0;
  for (const sheet of sheets) rules += sheet.cssRules.length;
  return `${sheets.length}:${rules}`;
}

function buildIndex(sheets: any[], signature: string): RuleIndex {
  const index: RuleIndex = { signature, byKey: new Map(), always: [] };
  let order = 0;
  const add = (rule: any) => {
    if (typeof rule.selectorText !== 'string') return;
    const entry = { order: order++, selector: rule.selectorText, style: rule.style };
    const keys = selectorKeys(rule.selectorText);
    if (!keys) index.always.push(entry);
    else
      for (const key of new Set(keys)) {
        const list = index.byKey.get(key);
        if (list) list.push(entry);
        else index.byKey.set(key, [entry]);
      }
  };
  for (const sheet of sheets)
    for (const rule of sheet.cssRules) {
      if (rule.media) {
        if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) for (const inner of rule.cssRules) add(inner);
      } else add(rule);
    }
  return index;
}

function indexFor(documentImpl: any, sheetsMayHaveChanged: boolean): RuleIndex {
  let index = indexes.get(documentImpl);
  if (index && !sheetsMayHaveChanged) return index;
  const sheets = sheetsOf(documentImpl);
  const signature = signatureOf(sheets);
  if (!index || index.signature !== signature) {
    index = buildIndex(sheets, signature);
    indexes.set(documentImpl, index);
  }
  return index;
}

function candidates(index: RuleIndex, elementImpl: any): Indexed[] {
  const found: Indexed[] = [...index.always];
  const look = (key: string) => {
    const list = index.byKey.get(key);
    if (list) found.push(...list);
  };
  look(String(elementImpl._localName).toLowerCase());
  const id = elementImpl.getAttributeNS(null, 'id');
  if (id) look(`#${id}`);
  const classes = elementImpl.getAttributeNS(null, 'class');
  if (classes) for (const cls of new Set(classes.split(/\s+/))) if (cls) look(`.${cls}`);
  found.sort((a, b) => a.order - b.order);
  return found.filter((entry, i) => i === 0 || found[i - 1].order !== entry.order);
}

function getDeclarationForElement(elementImpl: any) {
  const documentImpl = elementImpl._ownerDocument;
  const invalidated = !documentImpl._styleCache;
  if (invalidated) documentImpl._styleCache = new WeakMap();
  // Held here: reading an element's inline style can make jsdom drop the document's cache midway.
  const cache: WeakMap<object, unknown> = documentImpl._styleCache;
  const cached = cache.get(elementImpl);
  if (cached) return cached;

  const declaration = new CSSStyleDeclaration();
  const take = (style: any) => {
    for (const property of Array.from(style as ArrayLike<string>)) {
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    }
  };
  for (const rule of candidates(indexFor(documentImpl, invalidated), elementImpl)) {
    if (matchesDontThrow(elementImpl, rule.selector)) take(rule.style);
  }
  take(elementImpl.style);
  cache.set(elementImpl, declaration);
  return declaration;
}

/** Both lookups, for the test that holds them to the same answers. */
export const lookups = { jsdom: styleRules.getDeclarationForElement as (elementImpl: unknown) => CSSStyleDeclaration, indexed: getDeclarationForElement, implOf: (node: Node) => idlUtils.implForWrapper(node) };

/** Puts the indexed lookup in jsdom (its cascade calls it through `exports`) and in `win.getComputedStyle`. */
export function fasterComputedStyles(win: Window) {
  styleRules.getDeclarationForElement = getDeclarationForElement;
  const original = win.getComputedStyle.bind(win);
  const computed = (element: Element, pseudo?: string | null): CSSStyleDeclaration => {
    const elementImpl = idlUtils.implForWrapper(element);
    if ((pseudo !== undefined && pseudo !== null && pseudo !== '') || !elementImpl?._ownerDocument) return original(element, pseudo);
    const declaration = new CSSStyleDeclaration();
    const own = getDeclarationForElement(elementImpl);
    for (const property of Array.from(own as ArrayLike<string>)) declaration.setProperty(property, own.getPropertyValue(property), own.getPropertyPriority(property));
    for (const property of Object.keys(styleRules.propertiesWithResolvedValueImplemented)) declaration.setProperty(property, styleRules.getResolvedValue(elementImpl, property));
    return declaration;
  };
  win.getComputedStyle = computed;
  if (win.document.defaultView && win.document.defaultView !== win) win.document.defaultView.getComputedStyle = computed;
}

const labelImpl = jsdomRequire('./jsdom/living/nodes/HTMLLabelElement-impl.js').implementation;
const { isLabelable } = jsdomRequire('./jsdom/living/helpers/form-controls.js');
const jsdomLabelControl = Object.getOwnPropertyDescriptor(labelImpl.prototype, 'control')!.get!;

/**
 * A label's control (what getByLabelText asks of every label), the same answer found faster: for a `for`
 * label jsdom walks the whole tree looking for the id, once per label per query (a sixth of a form
 * screen's CPU); in a document this asks the document's id map (the first element in the tree with it).
 */
function labelControl(this: any) {
  const forValue = this.getAttributeNS(null, 'for');
  const root = forValue ? this.getRootNode({}) : null;
  if (!root || root.nodeType !== 9) return jsdomLabelControl.call(this);
  const target = root.getElementById(forValue);
  return target && isLabelable(target) ? target : null;
}

/** Both answers of a label's control, for the test that holds them to the same. */
export const labelControls = { jsdom: (label: HTMLLabelElement) => jsdomLabelControl.call(idlUtils.implForWrapper(label)), fast: (label: HTMLLabelElement) => labelControl.call(idlUtils.implForWrapper(label)) };

export function fasterLabelControl() {
  Object.defineProperty(labelImpl.prototype, 'control', { get: labelControl, configurable: true });
}
