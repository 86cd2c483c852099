/**
 * Worries about health, recognised by what they are about, not by the questions of a test set.
 * A beauty advisor that answers "is this mole cancer?" with a serum could keep someone from a
 * doctor, so such a question gets a referral and nothing to buy (./engine.ts).
 *
 * Each class is a general vocabulary of its subject, written with its everyday forms (plurals, -ing
 * and past forms, "it burns", "is this normal"), and tested on examples of its own
 * (./health.test.ts). Words that beauty copy uses in a harmless sense are left out on purpose: dark
 * spots, breakouts (the noun), dryness, ashiness, thinning edges, sensitive skin, "medical advice"
 * and "dermatologist-tested", the temperature of the water or a flat iron.
 */

/** What kind of worry a question is: what the referral says depends on it. */
export type HealthConcern = 'emergency' | 'condition' | 'pregnancy-or-medication' | 'reaction' | 'scalp-itch';

/** Alternatives of one regular expression, matched on whole words in lower case. */
const words = (...forms: string[]) => new RegExp(`\\b(?:${forms.join('|')})\\b`);

/** Something growing, changing or broken on the skin. */
const lesion = words('moles?', 'bumps?', 'bumpy', 'sores?', 'crust(?:s|y|ed|ing)?', 'scaly patch(?:es)?', '(?:dark|black|brown) (?:line|streak|band|spot)s? (?:under|on|in) (?:my |a )?(?:\\w+ )?(?:toe|finger)?nails?', 'lumps?', 'lumpy', 'growths?', 'lesions?', 'warts?', 'cysts?', 'cystic', '(?:a|the|painful|big|this|these) boils?', 'boils? (?:on|under|in|near)', 'abscess(?:es)?', 'ulcers?', 'scabs?', 'blisters?', 'blistered', 'blistering', 'open sores?', 'sores', 'nodules?', 'skin tags?', 'birthmarks? (?:that|which) (?:changed|grew|is changing|is growing)',
  // Skin that thickens and darkens, or loses its colour: signs a doctor reads.
  '(?:dark|darker),? (?:and )?(?:thick|thickened)', 'thick(?:ened)?,? (?:and )?(?:dark|darker|velvety)', 'velvety\\W+(?:\\w+\\W+){0,3}(?:skin|patch(?:es)?)', '(?:skin|patch(?:es)?)\\W+(?:\\w+\\W+){0,3}velvety',
  'white patch(?:es)?', 'losing (?:my )?(?:skin )?(?:pigment|colou?r)',
  // A nail that thickens, crumbles or lifts from its bed: a fungus or worse, for a doctor to see.
  '(?:toe|finger)?nails? (?:\\w+,? ){0,4}(?:thick(?:ened)?|crumbl(?:y|ing|es)|lift(?:ing|ed)|separat(?:ing|ed)|detach(?:ing|ed))', '(?:thick(?:ened)?|crumbl(?:y|ing)) (?:\\w+ ){0,2}(?:toe|finger)?nails?',
  // Marks that appeared where there were none: a change is what a doctor asks about.
  "(?:spots?|patch(?:es)?|marks?|lumps?|bumps?|moles?|lines?|streaks?) (?:[\\w']+ ){0,5}(?:(?:weren'?t|were not|wasn'?t|was not) there (?:before|last (?:week|month))|(?:came|appeared|showed up) (?:out of nowhere|overnight))",
  // Skin grown thin: what years of bleaching creams or steroids leave, for a doctor to see.
  'thin(?:ning|ned)? skin', 'skin (?:\\w+ ){0,3}(?:thin|thinner|thinning|thinned)\\b', 'see (?:my |the )?veins', 'lost (?:my )?(?:skin )?pigment', 'depigment(?:ed|ation)');
/** Diseases named. */
const disease = words('cancers?', 'cancerous', 'melanomas?', 'carcinomas?', 'tumou?rs?', 'malignant', 'biops(?:y|ies)', 'rash(?:es)?', 'hives', 'welts?', 'eczema', 'psoriasis', 'dermatitis', 'rosacea', 'vitiligo', 'lupus', 'shingles', 'ringworm', 'scabies', 'impetigo', 'cellulitis', 'folliculitis', 'keloids?', 'alopecia', 'lichen planus', 'melasma that (?:spreads|is spreading)');
/** An infection and its signs. */
const infection = words('infections?', 'infected', 'styes?', 'pink ?eye', 'conjunctivitis', 'fungal', 'fungus', 'yeast', 'bacterial', 'pus', 'oozing', 'oozes?', 'weeping', 'weepy', 'discharge', 'abscess');
/** What the body says: pain, itching, burning, swelling, bleeding, fever. */
const symptom = words(
  'pain',
  'painful',
  'pains',
  'hurts?',
  'hurting',
  'aches?',
  'aching',
  'achy',
  'stings?',
  'stung',
  'stinging',
  'itch(?:es|ing|y)?',
  'burns',
  'burning',
  'burned',
  'burnt',
  // Not "I rarely burn, even at the beach": how sunscreen is talked about.
  "(?<!(?:never|don'?t|do not|rarely|won'?t|can) )burn(?!s? (?:in|from|under) the sun| easily)",
  '(?:a|chemical|razor) burns?',
  'swelling',
  'swollen',
  'swell(?:s|ed)?',
  'puffed up',
  'bleeds?',
  'bleeding',
  'bled',
  'numb(?:ness)?',
  'tingl(?:e|es|ing|y)',
  'fever',
  'feverish',
  'headaches?',
  'migraines?',
  'nause(?:a|ous)',
  'dizz(?:y|iness)',
  'vomit(?:ing)?',
  'cramps?',
  'feel(?:s|ing)? (?:sick|unwell|ill|faint)',
  'watering',
  'watery eyes',
  // Eyes, lids or lips that have turned red, puffy or sore: how a reaction around the eyes is told.
  '(?:eyes?|eyelids?|lids|lips?) (?:are|is|have been|has been|been|went|turned|look|looks|got|feel|feels) (?:\\w+ )?(?:red|swollen|puffy|sore|itchy|watery|weepy|bloodshot)',
  'red and (?:sore|swollen|itchy|hot|painful|watery|weepy|puffy)',
  'blotch(?:y|es)',
  'flushed',
  'tender to the touch',
  'sore scalp',
  'sore skin',
  'throbbing',
  '(?:and|is|feels|looks|so) raw',
  'raw and',
  'peeling',
  'cracked and bleeding',
);
/** Signs of a reaction that cannot wait: breathing, the throat, the tongue, fainting. */
const emergency = words(
  "(?:can'?t|can not|cannot|could not|couldn'?t|hard to|difficult(?:y)? to|trouble|struggling to) breath(?:e|ing)",
  'short(?:ness)? of breath',
  'wheez(?:e|es|ing|y)',
  // The words between are how the visitor tells it ("my throat is getting really tight").
  'throat (?:\\w+ ){0,4}(?:tight|tightens|tightening|closing|closes|swell(?:s|ing)?|swollen|itchy|scratchy)',
  'tight throat',
  'tongue (?:\\w+ ){0,2}(?:swell(?:s|ing)?|swollen|tingl(?:es|ing))',
  'swollen tongue',
  'faint(?:ed|ing)?',
  'passed out',
);
/** Hair lost more than a comb loses. */
const hairLoss = words(
  '(?:strands|hairs?) (?:are |is )?(?:coming|falling) out',
  'by the handful',
  'handfuls? of hair','(?:hair|it) (?:is )?(?:falling|fell|coming) out', 'falls? out in', 'in clumps', 'clumps of hair', 'bald (?:patch(?:es)?|spots?)', 'balding', 'losing (?:my |so much |a lot of )?hair', 'hair loss',
  // Hair that does not come back: a scarred scalp is a dermatologist's to read.
  "(?:won'?t|will not|doesn'?t|does not|never|nothing) grows? back", '(?:stopped|stops) growing', 'no hair grows?',
  // A hairline moving back, or bare skin gone smooth and shiny where hair was: not thin edges to care for.
  'receding', 'hair ?line (?:is |has been |keeps )?(?:going|moving|creeping|pulling|gone|moved|crept) back', '(?:skin|scalp) (?:\\w+ ){0,3}(?:smooth|shiny) (?:and|n|&) (?:smooth|shiny)');
/** A question that asks whether something is wrong. */
// Dark marks that linger are what the house's copy is about ("a mark that lingers for months").
const worry = words('is (?:this|it|that) normal', 'is (?:this|it|that) serious', 'is (?:this|it|that) dangerous', 'should i (?:be )?(?:worried|concerned)', 'do i need to see', 'diagnos(?:e|is|ed|ing)', 'what is (?:this|that) (?:on|under) my', 'emergency', "(?<!marks )(?:won'?t|will not|doesn'?t|does not) (?:go away|heal)", 'not healing');
/** Pregnancy, breastfeeding, and medicines taken: a doctor's or pharmacist's question. */
const pregnancyOrMedication = words(
  'pregnant',
  'pregnancy',
  'expecting a baby',
  'expecting (?:twins|triplets|a little one|our first|my first|my second)',
  'having a baby',
  "i'?m expecting",
  'breast ?feeding',
  'breast-feeding',
  'nursing',
  'newborns?',
  'new baby',
  'trimester',
  'postpartum',
  'post-partum',
  'trying to conceive',
  'medications?',
  'medicines?',
  'prescriptions?',
  'prescribed',
  'isotretinoin',
  'accutane',
  'tretinoin',
  'retin-?a',
  'antibiotics?',
  'steroids?',
  'steroid cream',
  'hydrocortisone',
  'spironolactone',
  'doxycycline',
  'minoxidil',
  'chemo(?:therapy)?',
  'blood thinners?',
  'birth control',
  // Hormonal contraception and therapy, in everyday words ("I've been on the pill for a month").
  'the pill',
  'contracepti(?:ve|ves|on)',
  'hormonal (?:pill|coil|implant|iud|injection|treatment)s?',
  'iuds?',
  'hrt',
  'hormone (?:therapy|replacement|treatment|tablets?|pills?)',
  '(?:thyroid|blood pressure|diabetes) (?:tablets?|pills?|meds)',
  'meds',
);
/** The skin or scalp answering something put on it. */
// Not "I'd like to avoid irritation": a worry before anything happened is a question about the product.
const reaction = words('reactions?', 'reacted', 'reacting', 'allerg(?:y|ies|ic)', 'broke out', 'breaking out', 'broken out', 'irritated', '(?<!(?:no|any|without|avoid|avoiding|less) )irritation', 'irritating my');
/** Something the visitor put on, or had done: a worry about it is a reaction to it. */
const usedSomething = words(
  '(?:after|since|from) (?:using|applying|putting on|wearing|starting|trying|switching to|i (?:used|applied|tried|wore|had|started|switched))',
  '(?:after|since) (?:my|the|your) (?:\\w+ ){0,3}(?:appointment|facial|treatment|session|enhancement|ritual|mask|peel|service|visit|silk press|press|relaxer|perm|texturi[sz]er|colou?r|dye|bleach|tint|install|wax|threading)',
  '(?:after|since) (?:my|the|your) (?:\\w+ ){0,2}(?:braids?|locs|weave|wig|extensions?|lash(?:es)?) (?:were|was|got) (?:put in|installed|done|fitted|applied)',
  // Since the thing, whatever its name ("since the Brow Lift add-on"), or each time it is worn.
  '(?:since|after) (?:the|your|using|trying) [\\w-]+',
  // Some time into it ("two weeks into using the serum").
  '(?:days?|weeks?|months?) (?:into|of) (?:using|wearing|applying)',
  // What the house's people did ("the dye your colourist applied").
  '(?:you|your (?:stylist|artist|braider|colou?rist|facialist|team|salon|house)|the (?:stylist|artist|braider|colou?rist|facialist|salon)) (?:used|put on|applied|did)',
  '(?:every ?time|whenever|each time) i (?:wear|use|apply|put on|try)',
  'in(?:to)? my eyes?',
  '(?:had|got) (?:my|the|a|your) (?:\\w+ ){0,2}(?:appointment|facial|treatment|session|enhanc\\w*|extensions?|lash(?:es)?|ritual|mask|peel|service|makeup|silk press|braids|install)',
  // Something had, with when ("got the brow tint on Tuesday").
  '(?:had|got|did) (?:my|the|a|your) (?:[\\w&-]+ ){1,3}(?:yesterday|today|last \\w+|this (?:morning|week)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|\\w+ days? ago)',
  // Something had done, whatever it is called ("got cornrows done on Friday").
  '(?:had|got|getting) (?:\\w+ ){0,3}(?:done|installed|put in|fitted|applied)',
  "i(?:'ve| have)? (?:used|applied|tried|put on|started using)",
  // Begun, whatever it is ("began the Night Repair Serum last week").
  '(?:started|began|begun) (?:using |on |with |to use )?(?:the|your|this|that|a|my|a new|my new) [\\w&-]+',
  '(?:gave|has given|left) me',
  'left (?:a|an|some|these|those|little)',
  '(?:made|making|makes) (?:me|my)',
  'caused',
  '(?:your|the|this|that|a|my|my new) (?:[\\w&-]+ ){0,3}(?:cream|serum|oil|mask|foundation|lipstick|sunscreen|spf|cleanser|concentrate|elixir|powder|palette|mascara|eyeliner|primer|toner|shampoo|conditioner|gel|lotion|balm|product|formula|facial|treatment|ritual|peel|scrub|relaxer|dye|colou?r|bleach|tint|perm|texturi[sz]er|edge control|lashes|extensions)',
);

const conditionClasses = [lesion, disease, infection, symptom, emergency, hairLoss, worry];

/**
 * A feeling asked about before it happened ("will this cleansing balm sting near my eyes?", "will it
 * burn?"): a question about the product, not a symptom.
 */
const beforeItHappens = /\b(?:gonna|going to|(?:will|would|does|do|might|could|can|won'?t|is|are) (?:it|this|that|they|these|(?:the|your|this|that) [\w-]+(?: [\w-]+){0,3}?)(?: going to| likely to)?) (?:\w+ ){0,2}?(?:sting|burn|itch|hurt|tingle|irritate)s?\b/g;

/**
 * Colour that bleeds, runs or feathers: a lipstick into the lines around the mouth, a dye onto a
 * towel. Makeup and colour words, not the body's.
 */
const colourRuns = /\b(?:lipsticks?|lip ?(?:colou?rs?|stains?|liners?|gloss(?:es)?)|gloss(?:es)?|liners?|colou?rs?|dyes?|inks?|polish|pigments?|stains?|mascaras?|eyeliners?|tints?)\b(?: (?!my\b|your\b|the\b)[\w'-]+){0,2} (?:bleeds?|bled|bleeding|runs?|ran|running|feathers?|feathered|feathering)\b|\b(?:bleeds?|bled|bleeding|feathers?|feathering) (?:into|onto|on to|through|on) (?:the |my |a )?(?:fine lines|lines|pillows?|sheets?|towels?|clothes|collars?|shirts?|fabric|skin around)\b/g;

/**
 * Words of the body in a figure of speech ("a burning question", "at fever pitch"), or a beauty
 * routine "diagnosed" or "prescribed" ("diagnose my curl pattern"): no worry about health.
 */
const figurative = /\bburning questions?\b|\bfever pitch\b|\b(?:is|are|was|were) killing me\b|\bdying to\b|\bsick (?:and tired )?of\b|\b(?:diagnose|prescribe)\b(?= (?:my |me |a |one |the )?(?:[\w-]+ ){0,2}(?:curls?|hair|porosity|skin type|undertones?|shades?|routines?|regimens?|looks?|pattern)\b)/g;

/** An itch, or a tight feeling, of the scalp under protective styles or between washes: the everyday care of textured hair. */
const itchOnly = /\b(?:itch(?:es|ing|y)?|tight(?:ness)?)\b/g;
const underStyles = words('braids?', 'box braids', 'locs?', 'twists?', 'cornrows?', 'protective styles?', 'wash ?days?', 'between (?:wash(?:es|ing)?|retwists?)', 'weaves?', 'wigs?', 'wait too long');

/** The worry a question voices, if it voices one. */
export function healthConcern(question: string): HealthConcern | null {
  const text = question.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').replace(beforeItHappens, ' ').replace(colourRuns, ' ').replace(figurative, ' ');
  if (emergency.test(text)) return 'emergency';
  const condition = conditionClasses.some((vocabulary) => vocabulary.test(text));
  if (reaction.test(text) || (condition && usedSomething.test(text))) return 'reaction';
  if (pregnancyOrMedication.test(text)) return 'pregnancy-or-medication';
  if (condition && /\bscalp\b/.test(text) && underStyles.test(text) && !conditionClasses.some((vocabulary) => vocabulary.test(text.replace(itchOnly, ' ')))) return 'scalp-itch';
  return condition ? 'condition' : null;
}
