import { describe, expect, it } from 'vitest';
import { healthConcern, type HealthConcern } from './health.ts';

/** Examples written for each class, and questions that voice no worry at all (null). */
const examples: [HealthConcern | null, string, string[]][] = [
  [
    'condition',
    'a condition',
    [
      'There is a new mole on my neck that looks darker than last month',
      'what are these little lumps under my jaw',
      'Could this be skin cancer?',
      'I think I have melanoma on my foot',
      'I keep getting hives on my chest',
      'my daughter has ringworm on her scalp',
      'Is it eczema? My elbows are scaly',
      'a patch of rosacea on both cheeks',
      'i have cystic spots along my chin every month',
      'My braids left sores along my hairline',
      'my scalp is so itchy and flaking',
      'Why does my face itch at night?',
      'it burns when I wash my face',
      'My cheeks are swollen this morning',
      'I have spots that bleed when I shave',
      'there is pus coming from a bump on my leg',
      'is this normal? my skin went white in patches',
      'Should I be worried about a dark line on my nail?',
      'my hair is falling out in clumps after my braids came out',
      'strands are coming out by the handful in the shower',
      'I have bald patches at my crown',
      'my edges broke off years ago and the hair never grows back',
      'a smooth patch above my ear where no hair grows',
      'years of bleaching cream left the skin on my cheeks thin and shiny',
      'my skin is getting thinner and I can see veins on my face',
      'I have a blister from my flat iron',
      'my scalp hurts where the weave was sewn in',
      'what is this on my lip',
      'a painful red bump near my ear',
      'my eyelids went puffy overnight',
      'The skin on my neck has become dark, thick and velvety',
      'Dark, velvety thick skin appeared on the back of my neck',
      'I am losing pigment in white patches on my hands',
      'my old mole will not heal',
    ],
  ],
  [
    'emergency',
    'signs that cannot wait',
    [
      'I get short of breath when I smell strong perfume',
      'my throat went scratchy and tight in the salon',
      'I fainted in the heat yesterday and feel dizzy',
      'my tongue started tingling after I used the lip oil',
      'I can not breathe properly since the facial',
      'when I spray perfume my throat begins to get really tight',
    ],
  ],
  [
    'pregnancy-or-medication',
    'pregnancy or a medication',
    [
      'Can I use a retinol while pregnant?',
      'I am breastfeeding, which serums are fine?',
      "I'm on accutane, can I still get a facial?",
      'does anything interact with my blood pressure medication',
      'my dermatologist prescribed tretinoin, can I layer your oil',
      'Is my hydrocortisone cream ok with your serum',
      'I am in my second trimester and want a facial',
      "I'm still nursing, can I use a retinol?",
      'is the cleansing oil ok to use on my newborn?',
    ],
  ],
  [
    'reaction',
    'a reaction to something used',
    [
      'I had an allergic reaction to the foundation',
      'My face broke out after using your cream',
      'since using the serum my cheeks sting',
      'Got cornrows done on Friday and my scalp has sores along the parts',
      'had a relaxer put in last month, now there are bald patches',
      'The sunscreen is irritating my eyes',
      'my lips swelled up from the lipstick',
      'I think I am allergic to shea butter',
      'my eyes have been red and weepy since I tried the mascara',
      'I got a red itchy rash two days after starting the concentrate',
      'my face went all blotchy after the gold mask at my appointment',
      'had the lash enhancment yesterday and my eyelid is red swollen and crusty',
    ],
  ],
  [
    'scalp-itch',
    'an itch under protective styles: a care question, answered with when to see a dermatologist',
    [
      'my scalp gets itchy under my braids between wash days',
      'Scalp feels tight and a little itchy under my locs, anything to soothe it?',
      'how often should I wash my 4c hair, my scalp itches if I wait too long',
    ],
  ],
  [
    null,
    'no worry about health',
    [
      'is the cleansing oil gonna sting my eyes?',
      'how long do i boil an egg for a runny yolk',
      'Will the serum burn if I use it every day?',
      'my old pimple marks wont go away, what helps?',
      'What temperature should the water be when I rinse my twists?',
      'How hot should my flat iron be for silk press?',
      'What helps dark spots fade?',
      'I have dark spots left from old breakouts',
      'My skin is dry and ashy in winter',
      'Which serum suits sensitive skin?',
      'Are your formulas dermatologist-tested?',
      'Is what the advisor tells me medical advice?',
      'Something for thinning edges?',
      'Do I need sunscreen with dark skin?',
      'What is the capital of France?',
      'How much is the Even Tone Concentrate?',
      'Which foundation has a red undertone?',
      'Does the concentrate have hydroquinone or mercury in it?',
      'How long does the Crown Restoration Ritual take?',
    ],
  ],
];

describe('healthConcern', () => {
  describe.each(examples)('%s: %s', (concern, _label, questions) => {
    it.each(questions)('%s', (question) => {
      expect(healthConcern(question)).toBe(concern);
    });
  });
});
