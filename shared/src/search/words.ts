/**
 * The words visitors use, mapped once onto the words the site's copy uses: site search's engine
 * (./engine.ts) reads every query through these tables, on /search and when it grounds a hosted
 * model. Each entry says where the copy justifies it, so a reader can check that it maps onto what
 * the catalogue really says, not onto a test's answer.
 *
 * Like the engine, this file imports nothing, so Deno runs it as it is.
 */

/**
 * Coming to a house, in everyday words ("can I pop in at noon?"). Not what a thing comes in ("does
 * the powder come in a deeper shade?") and not "get in touch".
 */
const VISITING = /(?<!\b(?:does|do|did) (?:[\w-]+ ){0,5})\b(?:drop|pop|stop|swing|come|get) (?:by|in|into|round|over)\b(?! touch)/;

/**
 * Everyday words and phrases the copy does not use, rewritten into the copy's own words before the
 * query is looked up (at full weight: the visitor meant exactly that).
 */
export const EVERYDAY_WORDS: readonly { says: RegExp; means: string; because: string }[] = [
  { says: /\bmoisturi[sz](?:er|ers|ing cream|ing lotion)\b|\bface cream\b|\blotion\b/g, means: 'cream moisture', because: 'Nuit Absolue Cream is "our most indulgent night cream"; the /chat answer on ashy skin says to moisturise "with a cream"' },
  { says: /\bmelasma\b|\bchloasma\b/g, means: 'hyperpigmentation', because: 'Even Tone Concentrate "softens the look of dark marks and post-inflammatory hyperpigmentation"' },
  { says: /\b(?:acne|pimple|spot) (?:scars?|marks?)\b|\bpost[- ]acne\b/g, means: 'hyperpigmentation breakout', because: 'Even Tone Concentrate: "a single breakout ... can leave a mark that lingers for months"' },
  { says: /\b(?:spots?|marks?) (?:(?:my|the|your|those|these) )?(?:it|they|that|acne|pimples?|breakouts?|zits?) (?:left|leaves?|leaving)\b|\b(?:left ?over|leftover) (?:spots?|marks?)\b/g, means: 'hyperpigmentation breakout', because: 'Even Tone Concentrate: "a single breakout ... can leave a mark that lingers for months"' },
  { says: /\b(?:dark|brown|black) (?:spots?|marks?|patches)\b/g, means: 'hyperpigmentation', because: 'the copy calls them "dark marks" and "hyperpigmentation" (Even Tone Concentrate)' },
  { says: /\bsun ?(?:cream|block|screen|lotion)s?\b|\bsun protection\b/g, means: 'sunscreen spf', because: '"a weightless, broad-spectrum SPF 50" is how the copy describes Sheer Shield; it says "sunscreen" too' },
  { says: /\b(?:make ?-?up|mascara|foundation) remover\b|\bremove (?:my )?(?:make ?-?up|mascara)\b|\bface wash\b/g, means: 'cleansing', because: 'Baobab Cleansing Oil "melts away long-wear foundation and SPF" and dissolves "waterproof mascara"' },
  { says: /\bbaby hairs?\b|\bedges\b/g, means: 'edge hairline', because: 'Scalp & Edge Elixir has "a precision tip for delicate edges" and conditions "the fine hairs along a hairline"' },
  { says: /\bfrizz(?:y)?\b|\bshrinkage\b/g, means: 'define coil', because: 'Cloud Coil Defining Cream "defines type 3 and type 4 curls and coils" and keeps styles "against shrinkage"' },
  { says: /\b(?:hair )?growth\b|\bgrow (?:my |out my )?hair\b|\bgrow longer\b|\blength retention\b/g, means: 'length breakage', because: 'Chebe Ritual Oil helps coils "hold on to moisture, and to their length"; Luminous Repair Serum reinforces "fragile ends"' },
  { says: /\bsplit ends\b|\bsnapping\b/g, means: 'fragile ends breakage', because: 'Luminous Repair Serum "reinforces fragile ends"' },
  { says: /\bwhite cast\b|\bashy cast\b/g, means: 'cast sunscreen', because: 'Sheer Shield SPF 50: "no white cast, no gray film"' },
  { says: /\bnyc\b|\bmanhattan\b/g, means: 'new york', because: 'Noirelle New York is on Madison Avenue' },
  // "LA" as a city, not French or Italian "la" ("La Scala", "la roche").
  { says: /\bl\.a\.|\b(?:in|to|from|near|around|visiting|the)\s+la\b|\bla\s+(?=(?:salon|house|location|store|flagship|trip|visit|one|branch|studio|director)\b)/g, means: 'los angeles ', because: 'Noirelle Los Angeles, the flagship on Melrose Place' },
  // Places as visitors name them, onto the houses' own keywords ("Houston TX United States").
  { says: /\btexas\b/g, means: 'tx', because: 'Noirelle Houston: "Houston TX United States"' },
  { says: /\bgeorgia\b/g, means: 'ga', because: 'Noirelle Atlanta: "Atlanta GA United States"' },
  { says: /\bcalifornia\b|\bsocal\b/g, means: 'ca', because: 'Noirelle Los Angeles: "Los Angeles CA United States"' },
  { says: /\bontario\b/g, means: 'toronto canada', because: 'Noirelle Toronto: "Toronto ON Canada"' },
  { says: /\b(?:the )?uk\b|\bgreat britain\b|\bbritain\b|\bbritish\b|\bunited kingdom\b/g, means: 'england', because: 'Noirelle London: "London England United Kingdom"' },
  { says: /\bfrench\b/g, means: 'france', because: 'Noirelle Paris: "Paris Île-de-France France"' },
  { says: /\bitalian\b/g, means: 'italy', because: 'Noirelle Milan: "Milan Lombardy Italy"' },
  { says: /\bcanadian\b/g, means: 'canada', because: 'Noirelle Toronto and Quebec City: "Canada"' },
  { says: /\beurope\b|\beuropean\b|\bthe continent\b|\bthe eu\b/g, means: 'france england italy', because: 'the European houses\' keywords: "Paris Île-de-France France", "London England United Kingdom", "Milan Lombardy Italy"' },
  { says: /\bnorth america\b|\bnorth american\b/g, means: 'united states canada', because: 'the American and Canadian houses\' keywords: "Houston TX United States", "Toronto ON Canada"' },
  { says: new RegExp(VISITING.source, 'g'), means: 'visit', because: 'a visit to a house, as the Champagne Service is "served throughout your visit"' },
  { says: /\bmanicures?\b|\bnails? done\b/g, means: 'hand ritual', because: 'the Hand Ritual: "Shea butter, warm mitts and a buff-and-shine for hands"' },
  { says: /\b(?:fake|false|faux|strip|individual) lash(?:es)?\b|\blash extensions?\b|\beyelash extensions?\b/g, means: 'lash', because: 'the Lash Enhancement: "Individual lashes set for lift"' },
  { says: /\bbubbly\b|\bprosecco\b|\bsparkling wine\b|\bfizz\b/g, means: 'champagne', because: 'the Champagne Service: "A chilled bottle of grower champagne"' },
  { says: /\bshop (?:all|everything)\b|\ball (?:your )?products\b|\beverything you sell\b/g, means: 'products services', because: 'the /products page: "Every Noirelle product and service"' },
  { says: /\bnear me\b|\bclosest\b|\bnearest\b/g, means: 'location', because: 'the houses are "Our Locations" (/local)' },
  { says: /\bmake ?-?up artists?\b|\bmua\b/g, means: 'makeup artistry artist', because: 'Makeup Artistry for Dark Skin: "Seventy-five minutes with an artist trained on deep skin"' },
  { says: /\beye ?shadows?\b/g, means: 'eyeshadow palette', because: 'Celestial Eye Palette' },
  { says: /\bsetting spray\b|\bshine control\b|\bt-?zone\b|\boily\b|\bgreasy\b|\bshiny\b|\bmattif(?:y|ies|ying|ied)\b/g, means: 'shine', because: 'Bronze Veil Setting Powder "sets makeup and softens shine"' },
  { says: /\bleave[- ]in(?: conditioner| treatment)?s?\b/g, means: 'leave-in serum', because: 'Luminous Repair Serum is "a silky leave-in serum"' },
  { says: /\b(?:make ?-?up |face |cleansing )?wipes\b/g, means: 'cleansing', because: 'Baobab Cleansing Oil removes makeup "in a single massage"' },
  { says: /\bheat protect(?:ant|ion|or)s?\b|\bheat styling\b|\bheat damage\b|\bflat[- ]?iron(?:s|ed|ing)?\b|\bstraighten(?:er|ers|ing)\b|\bblow[- ]?dr(?:y|ying|ied|yer|yers)\b|\bcurling (?:iron|wand|tong)s?\b|\bhot tools?\b|\bfried\b/g, means: 'heat protect', because: 'Luminous Repair Serum "protects against heat up to 450°F"' },
  { says: /\bflash(?:es|ing)? (?:white|grey|gray)\b|\bwhite cast in (?:photos|pictures|pics)\b|\bghost(?:ly)?\b/g, means: 'flashback', because: 'Bronze Veil Setting Powder sets makeup "without flashback", and Sheer Shield leaves "no flashback in photographs"' },
  { says: /\b(?:take|get) (?:\w+ )?(?:my )?make ?-?up off\b|\b(?:take|wash|get) off (?:\w+ ){0,4}make ?-?up\b|\bremove (?:\w+ ){0,3}make ?-?up\b/g, means: 'cleansing', because: 'Baobab Cleansing Oil "melts away long-wear foundation and SPF"' },
  { says: /\b(?:hair|skin|make ?-?up) (?:care )?(?:products|range|line)\b/g, means: '$& collection', because: 'the collection pages: "Hair Collection for Melanin-Rich Beauty", and the skin and makeup ones' },
  { says: /\bcustomer (?:service|care|support)\b|\bhelp ?desk\b/g, means: 'concierge contact', because: 'the contact page: "Contact Noirelle: our concierge replies within 24 hours"' },
  // The house's own beginnings: not any year asked ("around what year?") nor Black history.
  { says: /\bfounded\b|\bestablished\b|\bfounders?\b|\b(?:your|the house'?s?|noirelle'?s?|the brand'?s?|the company'?s?) (?:history|origins?|story)\b|\bstart(?:ed)? out\b/g, means: 'est story', because: 'the About page: "Noirelle, est. 2015 in Beverly Hills", keywords "story house values"' },
  { says: /\bwho (?:owns?|runs?|directs?|manages?|heads?|leads?)\b|\b(?:wo)?m[ae]n behind\b|\bperson behind\b|\bin charge of\b/g, means: 'who owner director', because: 'the press portrait of the houses: "Each house has its own director or owner"' },
  { says: /\badd[- ]?ons?\b|\benhancements?\b|\b(?:on top of|added to|add to|(?:tack|add)(?:ed)? on(?: ?to)?|with) (?:my|the|an?) (?:\w+ )?(?:appointment|booking|facial|treatment|session|service|ritual|visit)\b/g, means: 'enhancement', because: 'the add-ons are published as "add-on enhancement extra booking"' },
  { says: /\bhair mask\b|\bdeep condition(?:er|ing)?\b/g, means: 'moisture treatment', because: 'the Royal Hair Ritual is "a steam-infused protein and moisture treatment"' },
  { says: /\bnite\b/g, means: 'night', because: 'a chat spelling; Nuit Absolue Cream is "our most indulgent night cream"' },
  { says: /\bchat ?bots?\b|\bbots?\b|\brobots?\b|\breal person\b|\bhuman being\b|\bartificial intelligence\b|\ban? a\.?i\.?\b/g, means: 'ai advisor', because: 'the /chat page: "Amara is our AI beauty advisor"' },
  { says: /\bget in touch\b|\breach (?:you|your team|the team|someone)\b|\bcontact details\b/g, means: 'contact concierge', because: 'the contact page: "Contact Noirelle: our concierge replies within 24 hours"' },
  { says: /\bpersonal (?:data|information|details|info)\b|\bmy (?:data|info)\b|\bthe info\b|\bdata protection\b|\bgdpr\b/g, means: 'privacy information', because: 'the privacy page: "How we collect, use, share and protect your information"' },
  { says: /\boxidi[sz](?:e|es|ed)\b|\bturns? orange\b/g, means: 'oxidizing', because: 'Second Skin Foundation: "coated pigments resist oxidizing darker as the day goes on"' },
  { says: /\bdull(?:ness)?\b|\blacklustre\b|\blackluster\b/g, means: 'dullness radiance', because: 'Nuit Absolue Cream answers "ashiness, dullness"; the Melanin Radiance Facial is for radiance' },
  { says: /\bblack (?:people|folks?|women|men|girls|complexions?)\b|\bpeople of colou?r\b|\bpoc\b/g, means: 'dark skin melanin', because: 'the copy speaks of "dark skin", "deep skin" and "melanin-rich skin" (the /chat question "Do I need sunscreen if I have dark skin?")' },
  { says: /\bin charge\b|\b(?:woman|man|person|people|team) behind\b|\bheads? up\b/g, means: 'director owner', because: 'the press portrait of the houses names each one\'s "director" or "owner"' },
  { says: /\b(?:me and my|my (?:\w+ )?and me|for two|two of us|the two of us|with (?:a|my) (?:friend|sister|mum|mom|mother|daughter|partner|husband|wife|bestie|cousin))\b|\b(?:sister|friend|mum|mom|mother|daughter|partner|husband|wife|bestie|cousin) (?:come|comes|join|joins|along)\b/g, means: 'duo', because: 'the Noirelle Immersion: "Duo experience available"' },
  { says: /\bweb ?sites?\b|\b(?:on|thru|through|via) (?:the|this|your|ur) site\b/g, means: 'online site', because: 'the /chat answer on booking: "The online booking is a demonstration and confirms nothing"' },
  { says: /\b(?:just )?for show\b|\bdemo\b|\bfake\b|\bmock-?up\b|\bnot real\b|\bmake-?believe\b/g, means: 'demonstration', because: 'the /chat answer "What is Noirelle?": "This site is also a demonstration"' },
  { says: /\bhold (?:a |my |the |me a )?(?:slot|spot|place|time|booking)\b|\bconfirm(?:ed|ation)?\b|\bam i booked\b|\bsecure (?:a |my |the )?(?:slot|spot|booking|appointment)\b/g, means: 'confirm', because: 'the /chat answer on booking: "The online booking is a demonstration and confirms nothing"' },
  { says: /\bby (?:itself|themselves)\b|\bon (?:its|their) own\b|\bseparately\b|\bindividually\b|\bsingly\b|\bone by one\b/g, means: 'own individually', because: 'the /chat question "Can I buy one of the domains on its own?": "they are not sold individually"' },
  { says: /\bbid(?:s|ding|der|ders)?\b|\bpublic sale\b|\bdeadline\b|\bcountdown\b/g, means: 'auction', because: 'the domains article: "There is no auction, no public bidding and no countdown"' },
  { says: /\bweb ?addresses\b|\burls\b|\bdomain names\b|\bthe (?:four |4 )?names\b|\.(?:beauty|skin|hair|makeup) name\b/g, means: 'domain', because: 'the /chat answer "What exactly is offered for sale?": "Four beauty domains, offered together"' },
  { says: /(?<=\d\s?)%|(?<=\s|^)%(?=\s)|\bpercentages?\b|\bper cent\b/g, means: ' percent', because: 'the press writes shares as "11.1 percent" and "about 2.5 percent" (Beauty for Every Shade)' },
  // Words that only say what kind of answer is wanted, not what it is about.
  { says: /\bhow (?:long|much|many)\b/g, means: '', because: 'they ask for a price, a duration or a count, which a document states in its facts' },
];

/**
 * Words a visitor uses for the same thing. A query word from a group also looks for the others, at
 * a lower weight than the word itself, and a name's words are indexed with their group ("SPF" is
 * sunscreen). Each group is the copy's own wording for one idea.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['hyperpigmentation', 'spot', 'mark', 'discoloration', 'pigmentation', 'uneven'],
  ['spf', 'sunscreen', 'sunblock', 'sun'],
  ['4c', 'coil', 'coily', 'kinky', 'curl', 'curly', 'textured'],
  ['shop', 'house', 'salon', 'store', 'boutique', 'location', 'spa', 'studio'],
  ['hour', 'open', 'opening', 'time'],
  ['breakage', 'repair', 'damaged', 'damage', 'strengthen', 'brittle'],
  ['dry', 'dryness', 'dehydrated', 'ashy', 'ashiness', 'moisture', 'hydration'],
  ['night', 'overnight', 'nuit', 'evening', 'bedtime'],
  ['lipstick', 'lip'],
  ['foundation', 'complexion', 'base'],
  ['edge', 'hairline', 'thinning', 'thin'],
  ['glow', 'radiance', 'radiant', 'luminous'],
  ['eyeshadow', 'palette', 'shadow'],
  ['shade', 'colour', 'color', 'hue'],
  ['director', 'owner', 'owned', 'run', 'direct', 'manager', 'manage', 'lead'],
  ['bridal', 'bride', 'wedding'],
  ['rely', 'trust', 'reliable', 'trustworthy', 'legit'],
  ['scent', 'smell', 'aroma'],
  ['cleanser', 'cleansing', 'cleanse', 'remover', 'remove'],
  ['price', 'cost', 'much', 'expensive'],
  ['duration', 'long', 'last'],
  ['domain', 'acquisition', 'acquire', 'asset', 'sale', 'buy', 'portfolio'],
  ['facial', 'face'],
  ['treatment', 'ritual', 'therapy'],
  ['book', 'booking', 'appointment', 'reserve', 'reservation'],
];

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
