import type { PressArticle } from '../article-types';

export const article: PressArticle = {
  id: 4,
  slug: 'beauty-for-every-shade',
  title: 'Beauty for Every Shade',
  subtitle: 'Inclusivity is not a shade range: it is formulation, testing and who is in the room.',
  author: 'Noirelle Editorial',
  date_published: '2025-02-12',
  reading_time: '5 min read',
  tags: ['Community', 'Inclusivity', 'Skin'],
  meta_title: 'Beauty for Every Shade: Inclusivity Beyond the Shade Range | Noirelle',
  meta_description:
    'Inclusive beauty is more than forty foundation shades. How formulation, testing on deep skin, trained hands and representation shape a house built for melanin-rich skin.',
  canonical_url: 'https://noirelle.beauty/press/beauty-for-every-shade',
  structured_keywords: [
    'inclusive beauty',
    'melanin-rich skin',
    'skin of color skincare',
    'hyperpigmentation',
    'post-inflammatory hyperpigmentation',
    'sunscreen without white cast',
    'foundation undertones',
    'textured hair',
    'Black representation in beauty',
    'Noirelle',
    'noirelle.skin',
  ],
  social_preview: {
    image: 'social-shades',
    alt: 'Smooth stones set in a curve, their tones running from deep espresso to warm honey',
  },
  thumbnail_image: 'cover-shades',
  thumbnail_alt: 'Smooth stones set in a curve, their tones running from deep espresso to warm honey',
  cover_image: 'cover-shades',
  cover_alt: 'A curved line of polished stones in deep skin tones, shading from espresso to honey',
  featured_image: 'cover-shades',
  intro_paragraph:
    'For most of the industry’s history, “inclusive” meant a longer row of bottles. The row matters, and the best brands have made it longer. But a shade that matches is only the last step of a much longer process: what goes into the formula, whose skin it is tested on, how the person applying it was trained, and who had the authority to say it was ready. A house built for melanin-rich skin is judged on all of those steps, and its clients can tell the difference long before they can name it.',
  sections: [
    {
      title: 'Beyond the shade count',
      content: `<p>The modern turning point is easy to date. In September 2017, Fenty Beauty launched with forty shades of foundation, and the rest of the market spent the following seasons catching up. The lesson most competitors drew was arithmetic: add shades at the deep end, photograph them in a line, and the job is done.</p>
<p>The numbers suggest the job is not done. McKinsey &amp; Company’s 2022 report, “Black representation in the beauty industry,” found that Black consumers spent $6.6 billion on beauty in 2021, or 11.1 percent of all US beauty spending, while Black-founded or Black-owned brands captured only 2.5 percent of the industry’s revenue. A longer row of bottles did not close that gap. What closes it is work that happens before a product reaches the counter.</p>`,
    },
    {
      title: 'Formulation begins with the skin it serves',
      content: `<p>Melanin-rich skin has its own priorities, and they are rarely the ones a general formula is built around. Dark marks after a blemish, an ingrown hair or a burn, known clinically as post-inflammatory hyperpigmentation, tend to be deeper and to linger longer on deep skin, so actives have to be chosen for efficacy without irritation, because irritation can itself leave a new mark. Ashiness, the gray cast of dry skin on a deep complexion, calls for barrier care and emollience rather than a heavier layer of product.</p>
<p>Sun protection is the clearest test. Mineral filters such as zinc oxide and titanium dioxide can leave a pale film that many deep-skinned clients reject on sight, and an unworn sunscreen protects no one. At Noirelle, a daily protector earns its place only when it disappears on the deepest skin in the testing panel. The full approach is set out on our <a href="/skin">skin care page</a>.</p>`,
    },
    {
      title: 'Testing, undertones and texture',
      content: `<p>A formula can only be as good as the skin it was tried on. Noirelle tests every complexion product on panels that span Fitzpatrick skin types IV to VI, and every hair product on coils, curls and locs, because a cream that behaves on loose waves can sit heavy on a tight coil, or fail to give it the slip it needs. Panels include clients with acne-prone and sensitive skin, and results are read again after several weeks, because changes in pigmentation, good or bad, show themselves slowly.</p>
<p>Undertone is where many shade ranges still falter. Two clients with the same depth may carry red, golden, neutral or olive undertones, and a deep shade mixed with too much gray or orange reads as a mask in daylight. Our artists match at the jaw and the chest in natural light, and a match is not signed off until the client agrees with it.</p>`,
    },
    {
      title: 'Hands that have been trained for this',
      content: `<p>The best formula can be undone by an untrained hand. Facialists need to know which extractions risk a mark on deep skin and which peels are too aggressive for it; makeup artists need to know how flash photography treats a deep complexion. Every Noirelle artist and facialist completes 120 hours of training on melanin-rich skin and textured hair before taking a client alone, and refreshes it each year.</p>
<p>That training underpins each of our <a href="/services">services</a>, from the ninety-minute Signature Melanin Facial to Couture Makeup, and it is delivered to the same standard in all nine cities, whether a client books in <a href="/local/houston-tx">Houston</a> or in <a href="/local/london-uk">London</a>.</p>`,
    },
    {
      title: 'Who is in the room',
      content: `<p>Products reflect the people who decide them. The same McKinsey report found that only 4 to 5 percent of employees across the US beauty industry are Black, from entry level to the executive suite. When no one in the laboratory has lived with ashiness, or no one at the leadership table has spent an hour searching for a concealer, those problems are treated as edge cases.</p>
<p>Inclusion that lasts is structural. It means founders who share the client’s skin, chemists who formulate for it by default, and executives who can approve a product’s delay when it does not yet perform on the deepest complexions.</p>
<p>At Noirelle, the formulation team, the educators who train our artists and the leadership that signs off each launch are predominantly Black women and women of color. The practical consequence is simple: the deep end of the range is where development begins, not where it ends.</p>`,
    },
    {
      title: 'What it feels like to be expected',
      content: `<p>Clients rarely describe inclusivity in technical terms. They describe relief: not having to bring their own foundation to an appointment, not having to explain their hair before it is touched, not having to wonder whether a facial will leave them with a mark that takes months to fade. The difference between being accommodated and being expected is felt in the first ten minutes of an appointment, and it is the reason clients return.</p>
<p>It is also why inclusivity cannot be run as a campaign. Clients who have spent years adapting products never made for them remember every counter that had nothing in their shade and every appointment that left a mark. Trust of that kind is earned one appointment at a time, in <a href="/local/atlanta-ga">Atlanta</a> as in Paris, and it can be lost in one.</p>`,
    },
    {
      title: 'A note on the name',
      content: `<p>The domain noirelle.skin is one of four beauty domains, with noirelle.beauty, noirelle.hair and noirelle.makeup, presented together as a single digital asset package. The four are offered only as one package and are not sold individually; there is no auction. Serious inquiries are welcome through <a href="/inquire">our inquiry page</a>.</p>`,
    },
  ],
  statistics: [
    {
      value: '40',
      description: 'Foundation shades in Fenty Beauty’s launch range, the moment the industry began to measure inclusivity by the depth of its shade range.',
      source: 'Fenty Beauty, Pro Filt’r Soft Matte Longwear Foundation launch, September 2017',
    },
    {
      value: '$6.6 billion',
      description: 'Spent on beauty by Black consumers in the United States in 2021.',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '11.1%',
      description: 'Share of total US beauty spending that comes from Black consumers.',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '2.5%',
      description: 'Share of US beauty industry revenue captured by Black-founded or Black-owned brands.',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '4–5%',
      description: 'Share of employees across the US beauty industry, from entry level to the executive suite, who are Black.',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '120 hours',
      description: 'Training on melanin-rich skin and textured hair that every Noirelle artist and facialist completes before taking a client alone.',
      source: 'Noirelle',
    },
  ],
  key_takeaway:
    'A shade range is the visible part of inclusivity. The substance lies in formulation for melanin-rich skin, testing on deep skin and textured hair, trained hands, and decision-makers who share the client’s experience.',
  cta: { text: 'Inquire Now', link: '/inquire' },
  quotes: [
    {
      text: 'We do not formulate for the middle of the range and then stretch. We start at the deepest skin on the panel, because if a texture works there, it works.',
      author: 'Dr. Nkechi Adeyemi, Head of Formulation, Noirelle',
    },
    {
      text: 'Undertone is the conversation most counters skip. A deep shade that is a little too gray or a little too orange tells a client the brand was guessing.',
      author: 'Amara Okafor, Creative Director, Noirelle',
    },
    {
      text: 'For the first time, I did not bring my own foundation to an appointment. I sat down, and they already had my shade.',
      author: 'Danielle, client, Atlanta',
    },
  ],
  featured_domains: ['noirelle.skin', 'noirelle.beauty', 'noirelle.makeup'],
  related_blogs: ['the-lip-gloss-economy', 'celebrating-our-global-noirelle-beauty-family'],
  excerpt:
    'Forty shades changed what clients expect. What happens before a product reaches the counter, from formulation and testing to trained hands and who is in the room, decides whether a house is truly built for melanin-rich skin.',
  cultural_trend_reference:
    'Since Fenty Beauty’s forty-shade launch in 2017, clients have judged beauty brands on the depth of their range; the conversation has since moved to formulation, testing and representation behind the counter.',
  brand_reference:
    'Noirelle, founded in 2015 and headquartered in Beverly Hills, is a luxury beauty house for melanin-rich skin and textured hair, with houses in nine cities.',
  market_insight:
    'Black consumers account for 11.1 percent of US beauty spending but Black brands for only 2.5 percent of revenue (McKinsey & Company, 2022): demand that mainstream brands have not fully earned.',
  luxury_angle:
    'In luxury, being expected is the service. A client who never has to explain her skin or her hair is being served at the standard the price implies.',
  highlighted_comment:
    'I have stopped counting shades. I count how many times I have to explain myself, and here it was none. — Yasmin, client, Toronto',
  asset_callout_style: 'quiet-note',
  scarcity_trigger:
    'noirelle.skin is one of four domains offered together as a single package, to one buyer; the names are not sold individually and there is no auction.',
  luxury_buyer_trigger:
    'A domain name that states its category plainly, noirelle.skin, within a coherent set of four that covers beauty, skin, hair and makeup under one house name.',
  foundation_positioning_reference:
    'Foundation positioned on undertone and formulation rather than shade count: matched at the jaw and chest in daylight, tested on Fitzpatrick types IV to VI, and signed off only when the client agrees with the match.',
};
