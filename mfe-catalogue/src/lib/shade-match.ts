import { depthOf, MONK_TONES, SHADES, UNDERTONES, type MonkTone, type Shade, type Undertone } from '../data/shades';

/** How the skin answers the sun, as the finder asks it. */
export const SUN_REACTIONS = ['burns', 'burns-then-tans', 'tans', 'never-burns'] as const;
export type SunReaction = (typeof SUN_REACTIONS)[number];

/**
 * Why a shade is suggested, as facts a page words in its language (components/shade-finder):
 * the match for a depth (and the undertone asked, null when not known; the two depths when between
 * two), or a step either side of a shade.
 */
export type ShadeWhy =
  | { kind: 'match'; depth: MonkTone; undertone: Undertone | null; shadeUndertone: Undertone; between?: readonly [MonkTone, MonkTone] }
  | { kind: 'lighter' | 'deeper'; code: string };

/** A shade, and in a sentence why it is suggested (in English; `why` for any language). */
export interface ShadeMatch {
  shade: Shade;
  reason: string;
  why: ShadeWhy;
}

/** The finder's answer: the match (two when the visitor is between two depths), and a shade either side. */
export interface ShadeRecommendation {
  matches: ShadeMatch[];
  lighter?: ShadeMatch;
  deeper?: ShadeMatch;
}

const undertoneDistance = (a: Undertone, b: Undertone) => Math.abs(UNDERTONES.indexOf(a) - UNDERTONES.indexOf(b));

/**
 * Of `candidates`, those nearest `depth` (a position on the range), then of those the nearest in
 * undertone; of a tone and its "+" step, the one nearest the depth asked.
 */
function nearest(candidates: readonly Shade[], depth: number, undertone: Undertone): Shade | undefined {
  const byDepth = Math.min(...candidates.map((shade) => Math.abs(Math.round(depthOf(shade)) - depth)));
  const atDepth = candidates.filter((shade) => Math.abs(Math.round(depthOf(shade)) - depth) === byDepth);
  return [...atDepth].sort((a, b) => undertoneDistance(a.undertone, undertone) - undertoneDistance(b.undertone, undertone) || Math.abs(depthOf(a) - depth) - Math.abs(depthOf(b) - depth))[0];
}

/**
 * The shade a step lighter (-1) or deeper (1) than `shade`: at the nearest depth that way, the
 * nearest in undertone to `undertone`. A "+" step is a step only within its own undertone.
 */
function besideIt(shade: Shade, undertone: Undertone, direction: -1 | 1): Shade | undefined {
  const candidates = SHADES.filter((other) => (depthOf(other) - depthOf(shade)) * direction > 0 && (!other.code.endsWith('+') || other.undertone === undertone));
  const step = Math.min(...candidates.map((other) => Math.abs(depthOf(other) - depthOf(shade))));
  return [...candidates.filter((other) => Math.abs(depthOf(other) - depthOf(shade)) === step)].sort((a, b) => undertoneDistance(a.undertone, undertone) - undertoneDistance(b.undertone, undertone))[0];
}

/** The shade for a depth and an undertone: the nearest by depth, then by undertone ("neutral" when it is not known). */
export function nearestShade(depth: MonkTone, undertone: Undertone | null): Shade {
  return nearest(SHADES, depth, undertone ?? 'neutral')!;
}

const undertoneWords: Record<Undertone, string> = { red: 'red', gold: 'gold', olive: 'olive', neutral: 'neutral', 'blue-black': 'blue-black' };

function matchReason(shade: Shade, depth: MonkTone, undertone: Undertone | null): string {
  const asked = undertone ?? 'neutral';
  const depthSaid = `Monk ${depth} is your depth`;
  if (undertone === null) return `${depthSaid}, and with no undertone to go on, a neutral shade leans neither warm nor cool.`;
  if (shade.undertone === asked) return `${depthSaid} and your undertone is ${undertoneWords[asked]}: this is the ${undertoneWords[asked]} shade at that depth.`;
  return `${depthSaid}; the range has no ${undertoneWords[asked]} shade there, and ${undertoneWords[shade.undertone]} is the nearest undertone to ${undertoneWords[asked]}.`;
}

/**
 * The finder's recommendation from its answers: the nearest shade to the depth and undertone (one
 * for each depth, when the visitor is between two), and a shade either side of it in depth, each
 * with why. Deep skin tans rather than burns: a visitor who rarely burns has the deeper of two
 * depths first. Nothing here ranks one skin above another: lighter and deeper are directions.
 */
export function recommendShades({ depths, undertone, sun }: { depths: readonly MonkTone[]; undertone: Undertone | null; sun?: SunReaction }): ShadeRecommendation {
  const ordered = [...new Set(depths)].sort((a, b) => a - b);
  if (ordered.length === 0) return { matches: [] };
  const deeperFirst = ordered.length > 1 && (sun === 'tans' || sun === 'never-burns');
  const between = ordered.length > 1 ? ` You are between Monk ${ordered[0]} and Monk ${ordered[ordered.length - 1]}, so try both in daylight: the right one disappears.` : '';
  const betweenDepths = ordered.length > 1 ? ([ordered[0]!, ordered[ordered.length - 1]!] as const) : undefined;
  const matches = (deeperFirst ? [...ordered].reverse() : ordered).map((depth): ShadeMatch => {
    const shade = nearestShade(depth, undertone);
    return { shade, reason: `${matchReason(shade, depth, undertone)}${between}`, why: { kind: 'match', depth, undertone, shadeUndertone: shade.undertone, ...(betweenDepths && { between: betweenDepths }) } };
  });
  const shades = matches.map((match) => match.shade);
  const lightest = [...shades].sort((a, b) => depthOf(a) - depthOf(b))[0]!;
  const deepest = [...shades].sort((a, b) => depthOf(b) - depthOf(a))[0]!;
  const wanted = undertone ?? lightest.undertone;
  const lighterShade = besideIt(lightest, wanted, -1);
  const deeperShade = besideIt(deepest, wanted, 1);
  return {
    matches,
    ...(lighterShade && { lighter: { shade: lighterShade, reason: `A step lighter: for winter, or if ${lightest.code} looks heavy or muddy on you.`, why: { kind: 'lighter', code: lightest.code } } }),
    ...(deeperShade && { deeper: { shade: deeperShade, reason: `A step deeper: for summer, or if ${deepest.code} looks gray or ashy on you.`, why: { kind: 'deeper', code: deepest.code } } }),
  };
}

/** How the finder asks about undertone, in everyday ways. */
export interface UndertoneAnswers {
  /** Which metal flatters the skin. */
  jewellery?: 'gold' | 'silver' | 'both';
  /** The colour of the veins on the inside of the wrist. */
  veins?: 'green' | 'blue-purple' | 'both' | 'cannot-tell';
  /** What foundations have done on the skin before. */
  foundations?: 'gray-ashy' | 'orange' | 'pink' | 'fine';
}

/**
 * What each answer says of the undertone: points to the undertones it suggests, a whole point for
 * the likeliest and half for the others, and half as much again for what foundations did, which
 * the skin has shown rather than a rule of thumb. Warm signs (gold jewellery, green veins) point to gold;
 * cool ones (silver, blue veins) to blue-black. What foundations did says most: gray or ashy means
 * they had too little warmth (red), orange too much for an olive or cool skin, pink too little
 * yellow.
 */
const POINTS: { [Question in keyof Required<UndertoneAnswers>]: Record<NonNullable<UndertoneAnswers[Question]>, Partial<Record<Undertone, number>>> } = {
  jewellery: { gold: { gold: 1, red: 0.5, olive: 0.5 }, silver: { 'blue-black': 1, red: 0.5 }, both: { neutral: 1 } },
  veins: { green: { gold: 1, olive: 1 }, 'blue-purple': { 'blue-black': 1, red: 0.5 }, both: { neutral: 1 }, 'cannot-tell': {} },
  foundations: { 'gray-ashy': { red: 1.5, gold: 0.5 }, orange: { olive: 1.5, 'blue-black': 0.5, neutral: 0.5 }, pink: { gold: 1.5, olive: 0.5 }, fine: {} },
};

/**
 * The undertone the everyday answers point to most, or null when they point nowhere or are split
 * evenly (then the finder says so, and offers the Signature Complexion Session).
 */
export function undertoneFrom(answers: UndertoneAnswers): Undertone | null {
  const score = new Map<Undertone, number>(UNDERTONES.map((undertone) => [undertone, 0]));
  for (const question of Object.keys(POINTS) as (keyof UndertoneAnswers)[]) {
    const answer = answers[question];
    const points: Partial<Record<Undertone, number>> = answer ? (POINTS[question] as Record<string, Partial<Record<Undertone, number>>>)[answer] ?? {} : {};
    for (const [undertone, point] of Object.entries(points) as [Undertone, number][]) score.set(undertone, score.get(undertone)! + point);
  }
  const best = Math.max(...score.values());
  const leaders = UNDERTONES.filter((undertone) => score.get(undertone) === best);
  return best === 0 || leaders.length > 1 ? null : leaders[0]!;
}

/** The finder's answers, as its address holds them (/shade-finder?depth=7&between=on&sun=tans&jewellery=gold…). */
export interface FinderAnswers extends UndertoneAnswers {
  depth?: MonkTone;
  /** Between the depth and the next deeper one. */
  between: boolean;
  sun?: SunReaction;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((candidate) => candidate === value);

/** The answers an address holds; what it holds wrongly is no answer. */
export function answersFrom(search: URLSearchParams): FinderAnswers {
  const depth = MONK_TONES.find((tone) => String(tone) === search.get('depth'));
  return {
    depth,
    between: search.get('between') === 'on',
    sun: oneOf(SUN_REACTIONS, search.get('sun')),
    jewellery: oneOf(['gold', 'silver', 'both'] as const, search.get('jewellery')),
    veins: oneOf(['green', 'blue-purple', 'both', 'cannot-tell'] as const, search.get('veins')),
    foundations: oneOf(['gray-ashy', 'orange', 'pink', 'fine'] as const, search.get('foundations')),
  };
}

/** The recommendation for the answers, once the depth is known (the rest may be left unanswered). */
export function recommendationFor(answers: FinderAnswers): (ShadeRecommendation & { undertone: Undertone | null }) | null {
  if (!answers.depth) return null;
  const depths: MonkTone[] = answers.between && answers.depth < 10 ? [answers.depth, (answers.depth + 1) as MonkTone] : [answers.depth];
  const undertone = undertoneFrom(answers);
  return { ...recommendShades({ depths, undertone, sun: answers.sun }), undertone };
}
