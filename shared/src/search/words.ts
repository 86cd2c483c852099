/**
 * Site search's word lists (./engine.ts): the words that say nothing of what is looked for, and the
 * real words its spelling corrector leaves alone. What visitors call the site's things is learned,
 * not listed here (each document's `visitorWords`, which its remote publishes).
 *
 * Like the engine, this file imports nothing, so Deno runs it as it is.
 */

/**
 * Words that say nothing about what someone is looking for: English's function words and
 * prepositions, the commonest verbs of a question, its contractions typed without the apostrophe,
 * the chat spellings of its function words ("wat", "dos", "u"), the adverbs that only colour a
 * sentence ("actually", "honestly"), and the words of politeness ("kindly", "I wonder").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'advise apologies curious dear forgive grateful hello indeed kindly madam might noticed precisely pardon rather sir sorry truly wonder wondering ' +
    'above across around behind below beneath beside between beyond during onto toward towards under upon ' +
    'abt actually anyway anyways away basically bc bruh btw certainly realy reely relly rly cn coz cuz da dat definitely dis dos doz generally gonna gotta honestly hw idk im kinda lemme literally lmao lol lowkey maybe ngl obviously omg perhaps pls plz possibly probably r seriously sorta tbh tho u ur usually wana wat wats wen whn wher whr wht wut ya yall ' +
    'a about again all also am an and any anybody anyone anything are aren arent as at be because been being best but by came can cant come could couldn did didn didnt do does doesn doesnt doing don dont down each else ever every everybody everyone everything find fix for from get gets getting give go goes going good got had has have having he help her here hers herself him himself his how i id if ill im in into is isn isnt it its ive just know let like ll look looked looking looks lot love loved make me mine more most much my need no nobody nor not nothing now of off on one only or other our ours out over please pls plz put re really recommend right say see should she shouldn show so some somebody someone something such suggest tell than thank thanks thx that thats the their theirs them themselves then there these they thing things think this those through till to too try until up us use using ve very want wanna was wasn wat way we well were weren what whats when where whether which while who why will with within without won wont would wouldn yes yet you youre your yours'
  ).split(' '),
);

/**
 * Everyday words of buying and selling that the copy may not use: real words, never "corrected"
 * into one it does ("selling" is not a mistyped "spelling").
 */
export const TRADE_VERBS: ReadonlySet<string> = new Set(
  'sell sells selling sold seller sellers buy buys buying bought buyer buyers purchase purchases purchasing purchased order orders ordering ordered ship ships shipping shipped deliver delivers delivering delivered delivery pay pays paying paid refund refunds refunded spend spending spent afford rent renting lease leasing'.split(' '),
);

/**
 * Real words of beauty that the copy does not use: what the house does not sell or do. They are
 * never "corrected" into a word the copy uses ("toner" is not a mistyped "tone"), so a query
 * about them finds nothing.
 */
export const KNOWN_WORDS: ReadonlySet<string> = new Set(
  (
    'toner toners concealer concealers primer primers blush blusher bronzer bronzers highlighter contour eyeliner eyebrow brow brows pencil perfume perfumes cologne nail nails polish pedicure wig wigs weave weaves shampoo shampoos relaxer relaxers perm dye dyes bleach razor razors beard deodorant tattoo tattoos piercing piercings pierced acrylic acrylics botox filler fillers laser waxing wax threading tanning tan'
  ).split(' '),
);
