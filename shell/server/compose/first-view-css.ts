/**
 * The fifth step: the page's inline stylesheets cut to what its HTML uses.
 *
 * Each app's stylesheet holds every class that app can ever render, and the reset, theme and fonts
 * are in every app's sheet: a page inlined 68 to 102 KB. Its HTML is the whole page, so a rule that
 * needs what the HTML lacks cannot apply to it. Each `<style>` of the page keeps, in order:
 * - the rules whose classes, tags and attribute names are all in the HTML (nothing is needed under
 *   `:not()`; of several alternatives, what all of them need), and whose pseudo-element, where it
 *   is a form control's part or a summary's marker, has its element in the HTML. Attributes the
 *   page gains before the app starts count as there (`PAGE_STATE_ATTRIBUTES`: `[data-scrolled]`,
 *   `[data-pending]`, `details[open]`...), as do states that are no attributes (`:checked`,
 *   `:popover-open`);
 * - the `@font-face` rules whose `unicode-range` covers a character of the page, without their
 *   WOFF fallback;
 * - the defaults of custom properties (the theme's variables, `@property`, Tailwind's fallback
 *   layer) that a kept rule or the HTML reads;
 * - nothing an earlier sheet already said in the same place: the same declaration of the same
 *   selector, the same `@font-face`, `@property` or `@keyframes`, and a remote's scoped utility
 *   the shell says word for word where no element's winner changes (`sharedUtilities`).
 *
 * What the page can come to render beyond its HTML (a toast, another page) is styled by the whole
 * sheets, which the boot script links when the app starts (`data-first-view-css` names them:
 * shell/src/first-view/stylesheets.ts). A layer that loses all its rules stays as a statement, so
 * the order of the cascade's layers is the same before and after they arrive.
 */
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { PAGE_STATE_ATTRIBUTES } from '../../src/first-view/stylesheets';
import { FIRST_VIEW_CSS_ATTRIBUTE } from 'shared/page-protocol';


const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? entity;
  });

/** What the page's HTML holds that a rule can need: its elements' classes and tags, and its characters. */
export interface PageFacts {
  classes: Set<string>;
  /** Each element's classes. */
  elements: string[][];
  tags: Set<string>;
  /** Attribute names: the HTML's, and those the page can gain before the app starts. */
  attributes: Set<string>;
  codePoints: Set<number>;
}

/** The classes, tag names and characters of a page's HTML (its text and attributes, not its styles or scripts). */
export function pageFacts(html: string): PageFacts {
  const classes = new Set<string>();
  const elements: string[][] = [];
  for (const [, double, single] of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    const names = decodeEntities(double ?? single ?? '').split(/\s+/).filter(Boolean);
    for (const name of names) classes.add(name);
    elements.push(names);
  }
  const markup = html.replace(/<(style|script)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2></$1>');
  const tags = new Set<string>();
  const attributes = new Set(PAGE_STATE_ATTRIBUTES);
  for (const [, tag, rest] of markup.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    tags.add(tag!.toLowerCase());
    for (const [, name] of rest!.matchAll(/\s([^\s"'=<>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g)) attributes.add(name!.toLowerCase());
  }
  const codePoints = new Set<number>();
  for (const character of decodeEntities(markup)) codePoints.add(character.codePointAt(0)!);
  return { classes, elements, tags, attributes, codePoints };
}

/** What an element (or its ancestors) must carry for one selector of a list to match it. */
interface Needs {
  classes: string[];
  tags: string[];
  attributes: string[];
  /** Groups of tags the page must have one of each: the elements a pseudo-element exists on. */
  hosts: string[][];
}

const nothing = (): Needs => ({ classes: [], tags: [], attributes: [], hosts: [] });

/**
 * The pseudo-elements only some elements have: a form control's parts (the reset styles a dozen of
 * them), a `<summary>`'s marker. A rule for one of them styles nothing on a page without its host.
 */
const PSEUDO_ELEMENT_HOSTS: [RegExp, string[]][] = [
  [/^::(-webkit-input-|-moz-)?placeholder$/, ['input', 'textarea']],
  [/^::(file-selector-button|-webkit-file-upload-button|-webkit-search-[a-z-]+|-webkit-(inner|outer)-spin-button|-webkit-datetime-edit[a-z-]*|-webkit-date-and-time-value|-webkit-calendar-picker-indicator)$/, ['input']],
  [/^::-webkit-details-marker$/, ['summary']],
];

/**
 * What a selector needs: its classes, tags and attribute names, and those of a pseudo-class's
 * argument (`:is(.a)`, `:has([b])`); of several arguments, what all of them need; nothing under
 * `:not()`, which matches where they are missing.
 */
function needsOf(selector: selectorParser.Selector): Needs {
  const needs = nothing();
  const add = (more: Needs) => {
    needs.classes.push(...more.classes);
    needs.tags.push(...more.tags);
    needs.attributes.push(...more.attributes);
    needs.hosts.push(...more.hosts);
  };
  for (const node of selector.nodes) {
    if (node.type === 'class') needs.classes.push(node.value);
    else if (node.type === 'tag') needs.tags.push(node.value.toLowerCase());
    else if (node.type === 'attribute') needs.attributes.push(node.attribute.toLowerCase());
    else if (node.type === 'pseudo' && !node.nodes.length) {
      const hosts = PSEUDO_ELEMENT_HOSTS.find(([pseudo]) => pseudo.test(node.value.toLowerCase()))?.[1];
      if (hosts) needs.hosts.push(hosts);
    } else if (node.type === 'pseudo' && node.value.toLowerCase() !== ':not') {
      const [first, ...others] = node.nodes.map(needsOf);
      const inAll = (pick: (needs: Needs) => string[]) => pick(first!).filter((name) => others.every((other) => pick(other).includes(name)));
      add({ classes: inAll((n) => n.classes), tags: inAll((n) => n.tags), attributes: inAll((n) => n.attributes), hosts: [] });
    }
  }
  return needs;
}

/** For each selector of a list, what it needs. A selector that cannot be read needs nothing: it is kept. */
function selectorNeeds(selector: string): Needs[] {
  try {
    const alternatives: Needs[] = [];
    selectorParser((list) => {
      for (const alternative of list.nodes) alternatives.push(needsOf(alternative));
    }).processSync(selector);
    return alternatives;
  } catch {
    return [nothing()];
  }
}

/** The code point ranges of a `unicode-range` (`U+0-FF, U+131, U+4??`). */
function unicodeRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const range = part.trim().replace(/^u\+/i, '');
    const [low, high] = range.includes('-') ? range.split('-') : [range.replace(/\?/g, '0'), range.replace(/\?/g, 'F')];
    return [parseInt(low!, 16), parseInt(high ?? low!, 16)];
  });
}

/**
 * Properties that can override each other are of one family: `padding` and `padding-top`, `inset`
 * and `top`, `gap` and `row-gap`, `place-items` and `align-items`, `font` and `line-height`, a
 * prefixed property and its standard name. Too wide a family only keeps a rule that could have gone.
 */
function propertyFamily(property: string): string {
  if (property.startsWith('--')) return property;
  const name = property.replace(/^-(webkit|moz|ms)-/, '');
  if (/^(top|right|bottom|left|inset)(-|$)/.test(name)) return 'inset';
  if (/^(row-|column-)?gap$/.test(name)) return 'gap';
  if (/^(place|align|justify)-/.test(name)) return 'alignment';
  if (name === 'line-height') return 'font';
  if (name === 'columns') return 'column';
  return name.split('-')[0]!;
}

/** A utility rule of a sheet, in its order: what it is, where, and what it sets. */
interface UtilityRule {
  rule: Rule;
  /** Its place in the sheet. */
  index: number;
  /** Inside a remote's `@scope`. */
  scoped: boolean;
  /** Its context with any `@scope` taken out, and its text: the same key for the same rule in any sheet. */
  key: string;
  /** The class it styles (the first its selector needs). */
  subject: string | undefined;
  families: Set<string>;
}

/** A stylesheet parsed once, each rule's needs worked out once. */
interface ParsedSheet {
  root: postcss.Root;
  needs: WeakMap<Rule, Needs[]>;
  utilities: UtilityRule[];
}

const parsedSheets = new Map<string, ParsedSheet>();

function parsed(css: string): ParsedSheet {
  let sheet = parsedSheets.get(css);
  if (!sheet) {
    // A build's sheets are few and the same on every request; a new build's replace the old.
    if (parsedSheets.size > 24) parsedSheets.clear();
    const root = postcss.parse(css);
    const needs = new WeakMap<Rule, Needs[]>();
    const utilities: UtilityRule[] = [];
    root.walkRules((rule) => {
      const ruleNeeds = selectorNeeds(rule.selector);
      needs.set(rule, ruleNeeds);
      const context: string[] = [];
      let scoped = false;
      let utility = false;
      for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
        const atRule = parent as AtRule;
        if (atRule.name === 'scope') scoped = true;
        else context.unshift(`@${atRule.name} ${atRule.params}`);
        if (atRule.name === 'layer' && atRule.params === 'utilities') utility = true;
      }
      if (!utility) return;
      const families = new Set<string>();
      rule.walkDecls((declaration) => {
        families.add(propertyFamily(declaration.prop));
      });
      utilities.push({ rule, index: utilities.length, scoped, key: `${context.join('{')}\u0000${rule.toString()}`, subject: ruleNeeds[0]?.classes[0], families });
    });
    sheet = { root, needs, utilities };
    parsedSheets.set(css, sheet);
  }
  return sheet;
}

/** The page has what one selector needs. */
const fits = (needs: Needs, page: PageFacts): boolean =>
  needs.classes.every((name) => page.classes.has(name)) &&
  needs.tags.every((tag) => page.tags.has(tag)) &&
  needs.attributes.every((name) => page.attributes.has(name)) &&
  needs.hosts.every((hosts) => hosts.some((tag) => page.tags.has(tag)));

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((family) => b.has(family));

/**
 * A remote's scoped utilities that an earlier sheet's unscoped rule says word for word (the shell's
 * `.mt-4` and the remote's): left out, the earlier one styles the remote's elements alike. Not
 * when it would change which rule wins on an element. A scoped rule beats an unscoped one of the
 * same specificity wherever they stand, so a rule left out must not lose to one of its element's
 * scoped rules that it beat by coming later; and two left out must stand in the same order in the
 * earlier sheet as in the remote's. Both are checked on every element of the page, until nothing
 * changes.
 */
function sharedUtilities(sheets: readonly ParsedSheet[], page: PageFacts): Set<Rule> {
  const unscoped = new Map<string, number>();
  const shared = new Set<Rule>();
  sheets.forEach((sheet, sheetIndex) => {
    const position = (rule: UtilityRule) => sheetIndex * 1e6 + rule.index;
    const twins = new Map<Rule, number>();
    for (const utility of sheet.utilities) {
      const twin = unscoped.get(utility.key);
      if (utility.scoped && twin !== undefined) twins.set(utility.rule, twin);
    }
    for (const utility of sheet.utilities) if (!utility.scoped && !unscoped.has(utility.key)) unscoped.set(utility.key, position(utility));
    if (!twins.size) return;
    const bySubject = new Map<string, UtilityRule[]>();
    for (const utility of sheet.utilities) {
      if (!utility.scoped || utility.subject === undefined) continue;
      bySubject.set(utility.subject, [...(bySubject.get(utility.subject) ?? []), utility]);
    }
    const elementRules = page.elements.map((names) => names.flatMap((name) => bySubject.get(name) ?? [])).filter((rules) => rules.length > 1 && rules.some(({ rule }) => twins.has(rule)));
    const left = new Set(twins.keys());
    for (let changed = true; changed; ) {
      changed = false;
      const keep = (rule: Rule) => {
        if (left.delete(rule)) changed = true;
      };
      for (const rules of elementRules) {
        for (const a of rules) {
          for (const b of rules) {
            if (a.index >= b.index || !overlap(a.families, b.families)) continue;
            // a came first in the remote's sheet, so b won.
            const aLeft = left.has(a.rule);
            const bLeft = left.has(b.rule);
            if (aLeft && !bLeft) continue; // b, still scoped, still wins.
            if (!aLeft && bLeft) keep(b.rule); // a, scoped, would now win.
            else if (aLeft && bLeft && twins.get(a.rule)! > twins.get(b.rule)!) {
              keep(a.rule);
              keep(b.rule);
            }
          }
        }
      }
    }
    for (const rule of left) shared.add(rule);
  });
  return shared;
}

/** A remote's utilities, which apply only inside its element: never the same as another sheet's rule. */
const isScope = (node: AtRule) => node.name === 'scope';
/** At-rules said once per page, whoever says them first. */
const sayOnce = new Set(['font-face', 'property', 'keyframes', '-webkit-keyframes']);
/** The layers whose custom properties are only defaults: one nothing reads is left out. */
const defaultsLayers = /@layer (theme|properties)\{/;

/** How one page's sheets are cut: its facts, what earlier sheets said, and which custom properties are read. */
interface Cut {
  page: PageFacts;
  /** Scoped rules an earlier sheet says for them. */
  shared: ReadonlySet<Rule>;
  said: Set<string>;
  /** Custom properties something reads (`var(--name)`); undefined while that is being found out. */
  read?: ReadonlySet<string>;
  /** The custom properties that the rules kept outside the defaults' layers read on each pseudo-element (`::backdrop`); filled as they are cut. */
  styled: Map<string, Set<string>>;
  /** What the cut before this one found; undefined on the first. */
  styledBefore?: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * A default set on a pseudo-element alone (`::backdrop{--tw-shadow:…}`) is read only by that
 * pseudo-element's own styles: one that none of them reads is not needed.
 */
const pseudoElementAlone = /^::[a-z-]+$/i;
const pseudoElements = (selector: string) => selector.match(/::[a-z-]+/gi) ?? [];

const isUnread = (property: string, cutting: Cut) => cutting.read !== undefined && property.startsWith('--') && !cutting.read.has(property);

function fontFaceUsed(node: AtRule, page: PageFacts): boolean {
  let range: string | undefined;
  node.walkDecls('unicode-range', (declaration) => {
    range = declaration.value;
  });
  if (!range) return true;
  const ranges = unicodeRanges(range);
  for (const codePoint of page.codePoints) if (ranges.some(([low, high]) => codePoint >= low && codePoint <= high)) return true;
  return false;
}

function cut(nodes: readonly ChildNode[], context: string, scoped: boolean, sheet: ParsedSheet, cutting: Cut): string {
  const { page, said } = cutting;
  let out = '';
  for (const node of nodes) {
    if (node.type === 'rule') {
      if (!(sheet.needs.get(node) ?? []).some((needs) => fits(needs, page))) continue;
      if (scoped) {
        if (!cutting.shared.has(node)) out += node.toString();
        continue;
      }
      const defaults = defaultsLayers.test(context);
      if (!defaults) {
        for (const pseudo of pseudoElements(node.selector)) {
          const reads = cutting.styled.get(pseudo.toLowerCase()) ?? new Set<string>();
          readProperties(node.toString(), reads);
          cutting.styled.set(pseudo.toLowerCase(), reads);
        }
      }
      const readOnPseudo = defaults && cutting.styledBefore && pseudoElementAlone.test(node.selector) ? (cutting.styledBefore.get(node.selector.toLowerCase()) ?? new Set<string>()) : undefined;
      const declarations: string[] = [];
      for (const child of node.nodes) {
        if (child.type !== 'decl') continue;
        if (defaults && isUnread(child.prop, cutting)) continue;
        if (readOnPseudo && child.prop.startsWith('--') && !readOnPseudo.has(child.prop)) continue;
        const text = child.toString();
        const key = `${context}\u0000${node.selector}\u0000${text}`;
        if (said.has(key)) continue;
        said.add(key);
        declarations.push(text);
      }
      if (declarations.length) out += `${node.selector}{${declarations.join(';')}}`;
    } else if (node.type === 'atrule') {
      const name = node.name.toLowerCase();
      const head = `@${node.name}${node.params ? ` ${node.params}` : ''}`;
      if (!node.nodes) {
        out += `${head};`;
      } else if (sayOnce.has(name)) {
        if (name === 'font-face' && !fontFaceUsed(node, page)) continue;
        if (name === 'property' && isUnread(node.params, cutting)) continue;
        const text = node.toString();
        if (said.has(text)) continue;
        said.add(text);
        // Every browser this page's CSS works in reads WOFF2: the WOFF after it is never fetched.
        out += name === 'font-face' ? text.replace(/,\s*url\([^)]*\)\s*format\((["'])woff\1\)/g, '') : text;
      } else {
        const inner = cut(node.nodes, `${context}${head}{`, scoped || isScope(node), sheet, cutting);
        if (inner) out += `${head}{${inner}}`;
        // An emptied layer is still declared where it was: the layers' order is the cascade's.
        else if (name === 'layer' && node.params) out += `${head};`;
      }
    }
  }
  return out;
}

/** The custom properties read in a text: `var(--name`. */
const readProperties = (text: string, into: Set<string>) => {
  for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)/g)) into.add(name!);
};

export interface PageStylesheet {
  /** The whole sheet's address. */
  href: string;
  /** Its text, as it is inlined (addresses already resolved). */
  text: string;
}

/**
 * Each of the page's stylesheets, in order, cut to the rules its HTML uses and to what no earlier
 * one said. Cut again while the custom properties read (by the rules kept and the HTML's own
 * styles) are fewer than before: a default read only by a default nothing reads is not needed.
 */
export function firstViewCss(sheets: readonly PageStylesheet[], html: string): PageStylesheet[] {
  const page = pageFacts(html);
  const parsedSheets = sheets.map(({ text }) => parsed(text));
  const shared = sharedUtilities(parsedSheets, page);
  const htmlReads = new Set<string>();
  readProperties(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ''), htmlReads);
  let read: Set<string> | undefined;
  let styledBefore: Map<string, Set<string>> | undefined;
  let texts: string[] = [];
  for (let pass = 0; pass < 5; pass++) {
    const cutting: Cut = { page, shared, said: new Set(), read, styled: new Map(), styledBefore };
    styledBefore = cutting.styled;
    texts = parsedSheets.map((sheet) => cut(sheet.root.nodes, '', false, sheet, cutting));
    const next = new Set(htmlReads);
    for (const text of texts) readProperties(text, next);
    if (read && next.size === read.size && pass > 0) break;
    read = next;
  }
  return sheets.map(({ href }, index) => ({ href, text: texts[index]! }));
}

/** An inline stylesheet of the composed page: `<style data-href="...">...</style>`. */
const inlineStylesheet = /<style data-href="([^"]*)">([\s\S]*?)<\/style>/g;

/**
 * Pages already cut, by their composed HTML: a route's HTML is the same from request to request
 * until a build changes, and cutting it again cost 5 to 30 ms each time.
 */
const cutPages = new Map<string, string>();
const CUT_PAGES_KEPT = 64;

/** The composed page with each of its inline stylesheets cut to its first view, and marked so. */
export function withFirstViewCss(html: string): string {
  let page = cutPages.get(html);
  if (page === undefined) {
    page = cutPage(html);
    // The oldest goes first: a Map keeps its keys in the order they came.
    if (cutPages.size >= CUT_PAGES_KEPT) cutPages.delete(cutPages.keys().next().value!);
    cutPages.set(html, page);
  }
  return page;
}

function cutPage(html: string): string {
  const sheets = [...html.matchAll(inlineStylesheet)].map(([, href, text]) => ({ href: href!, text: text! }));
  if (!sheets.length) return html;
  const cutSheets = firstViewCss(sheets, html);
  let index = 0;
  return html.replace(inlineStylesheet, (_tag, href: string) => `<style ${FIRST_VIEW_CSS_ATTRIBUTE}="${href}">${cutSheets[index++]!.text.replace(/<\/style/gi, '<\\/style')}</style>`);
}
