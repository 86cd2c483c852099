import type { PressArticle } from '../article-types';

export const article: PressArticle = {
  id: 3,
  slug: 'the-lip-gloss-economy',
  title: 'The Lip Gloss Economy',
  subtitle: 'Why small luxuries keep growing when budgets tighten, and what it means for beauty brands.',
  author: 'Noirelle Editorial',
  date_published: '2025-02-26',
  reading_time: '7 min read',
  tags: ['Industry', 'Luxury', 'Makeup'],
  meta_title: 'The Lip Gloss Economy: Small Luxuries, Deep Skin | Noirelle',
  meta_description:
    'Why small luxuries keep selling when budgets tighten, how gloss and lip oil overtook lipstick, and why undertone decides whether a gloss flatters deep skin.',
  canonical_url: 'https://noirelle.beauty/press/the-lip-gloss-economy',
  structured_keywords: [
    'lip gloss economy',
    'lipstick index',
    'lipstick effect',
    'Leonard Lauder',
    'small luxuries',
    'entry-point luxury',
    'lip gloss for deep skin',
    'lip oil',
    'undertone',
    'melanin-rich beauty',
    'Black beauty spending',
    'noirelle.makeup',
    'beauty domain package',
  ],
  social_preview: {
    image: 'social-gloss',
    alt: 'A rose-tinted lip-gloss wand beside a single glossy drop',
  },
  thumbnail_image: 'cover-gloss',
  thumbnail_alt: 'A rose-tinted lip-gloss wand beside a single glossy drop',
  cover_image: 'cover-gloss',
  cover_alt: 'A lip-gloss wand in glossy rose, with one drop of gloss catching the light',
  featured_image: 'cover-gloss',
  intro_paragraph: `In every downturn, someone notices the same thing at the beauty counter: the large purchases are postponed, and the small ones are not. A coat waits another season; a lip color does not. The pattern has a name, an origin story and a long-running argument among economists, and in the past few years it has changed shape. Lipstick has ceded ground to gloss, tinted balm and lip oil; much of the counter has moved onto a phone screen; and the customers shaping the category look different from the ones the old theory imagined. For a house built around melanin-rich beauty, the smallest object in the handbag turns out to say a great deal about the business.`,
  sections: [
    {
      title: 'A theory born at the counter',
      content: `<p>The phrase most often repeated is the “lipstick index”, which Leonard Lauder, then chairman of Estée Lauder, is credited with coining around 2001, when the company’s lipstick sales held up as the wider economy slowed. The reasoning is intuitive. When a handbag or a holiday is out of reach, a well-made lipstick still delivers a measure of the same feeling: quality in the hand, a name on the case, a change in the mirror, for a fraction of the price.</p>
<p>Economists have argued about the index ever since, and it is not a dependable forecasting tool. Lipstick sales have not risen in every recession, and the effect is far easier to see in hindsight than in advance. What has held up is the behavior underneath it. When budgets tighten, people rarely stop spending on how they look and how they feel. They trade down the scale of the purchase and keep its quality up.</p>
<p>That distinction matters to a luxury house. The lipstick effect does not describe a customer who has stopped buying luxury. It describes a customer who is still buying it, in a smaller format, and paying closer attention than ever to whether it is worth the money.</p>`,
    },
    {
      title: 'From lipstick to gloss, oil and the phone screen',
      content: `<p>The object itself has changed. For much of the last decade, matte liquid lipstick set the tone: opaque, long-wearing, engineered to stay put. The years of masks pushed attention toward eyes and skin, and when lips returned to view, they returned softer. Glosses, tinted balms and lip oils, products that sit somewhere between care and color, now set the pace.</p>
<p>Social video accelerated the shift. A gloss is made to be filmed: the wand, the swipe, the reflection under a ring light, the before and after in three seconds. Tutorials and “what’s in my bag” clips turned individual shades into talking points, and a product that costs about as much as a good lunch can be seen by millions of people before it reaches a shelf. Inexpensive to try and quick to judge, the lip has become the category in which new customers first meet a brand.</p>
<p>Many of the looks being rediscovered are not new. The lined lip finished with clear or lightly tinted gloss, a brown pencil at the edge and shine at the center, was worn by Black and Latina women in the 1990s long before social platforms relabeled it a trend. Credit for that look is part of the story, and customers notice which brands give it.</p>`,
    },
    {
      title: 'Undertone is the whole argument',
      content: `<p>Gloss looks simple. On deep skin it is anything but. A formula that reads as a soft nude on fair skin can turn gray or chalky on a deep complexion, because the pinks and beiges behind it are often built on white pigment. Silver-based shimmer can sit on top of a deep lip rather than melting into it, leaving a frosted, unfinished look. These are not questions of taste; they are questions of formulation.</p>
<p>Deep lips are also rarely a single color. Many clients have a naturally two-toned lip, deeper at the outer edge and lighter toward the inner lip, so a sheer gloss meets two bases at once. The glosses that flatter begin from pigments with red, gold or brown undertones, in warm browns, brick, berry, plum and bronze with a gold rather than silver reflect, and they are judged on the wearer, never on a swatch card.</p>
<ul>
<li><strong>Avoid the cast.</strong> Test nudes and pinks for any gray or chalky finish in daylight, not only under store lighting.</li>
<li><strong>Look for warmth.</strong> Red, gold and brown undertones tend to deepen and enrich a deep lip; blue-white bases tend to flatten it.</li>
<li><strong>Respect the two tones.</strong> A liner close to the outer lip, with gloss concentrated at the center, works with the natural lip rather than against it.</li>
<li><strong>Choose the reflect.</strong> Gold and copper pearl read as light on deep skin; silver pearl often reads as frost.</li>
</ul>
<p>This is why a shade count was never the whole answer. Fenty Beauty’s launch with forty foundation shades in 2017 reset expectations for complexion products. The same standard, formulated and tested on deep skin rather than adapted afterward, applies to the smallest product on the counter. We return to the subject in <a href="/press/beauty-for-every-shade">Beauty for Every Shade</a>.</p>`,
    },
    {
      title: 'The economics of a small object',
      content: `<p>For a beauty house, an entry-point product does three distinct jobs, and each is worth more than the unit price suggests.</p>
<ol>
<li><strong>The first purchase.</strong> A lip product is often the first thing a customer buys from a luxury house. The price of admission is modest, the risk of a wrong choice is small, and the experience of the house, its packaging, texture, scent and name, arrives complete. If the product is right, it begins a relationship. If it is wrong, the relationship ends there.</li>
<li><strong>The gift.</strong> Gloss is among the easiest luxury gifts to give. It fits a stocking, a clutch or a thank-you card, and it carries the brand to a new customer through someone that customer already trusts.</li>
<li><strong>The repeat.</strong> Unlike a fragrance or a foundation, a gloss is used up quickly, left in a coat pocket or bought again in a second shade. Replenishment is built into the object.</li>
</ol>
<p>The margin on a single unit matters less than what follows it. Clients who trust a house with their lips are more willing to trust it with their complexion, then their skin and, in time, their hair. The small purchase is the first entry in a much longer ledger, and in a cautious economy it is often the only entry a new customer is prepared to make.</p>`,
    },
    {
      title: 'What it means for melanin-rich beauty',
      content: `<p>The customer at the center of this category is not a niche. McKinsey &amp; Company’s 2022 report “Black representation in the beauty industry” found that Black consumers accounted for 11.1 percent of US beauty spending, about $6.6 billion in 2021, while Black brands captured roughly 2.5 percent of the industry’s revenue. The distance between who buys and who is served well is, in commercial terms, an opening.</p>
<p>In a tighter economy, that customer makes the same trade as everyone else: fewer purchases, chosen with more care. Her tolerance for products that were not made for her, however, is lower, because she has been let down more often. A gloss that turns gray is not a small disappointment; it is confirmation. A gloss that looks right from the first swipe earns a disproportionate share of trust, and that trust travels to the rest of the house.</p>
<p>At Noirelle, the <a href="/services">Couture Makeup</a> appointment (75 minutes, $375) closes with the lip, matched to the client’s undertone in the light in which it will be worn, whether that client sits in <a href="/local/atlanta-ga">Atlanta</a>, <a href="/local/london-uk">London</a> or <a href="/local/paris-france">Paris</a>.</p>
<blockquote>“A gloss is judged in a second, in daylight, on the person wearing it. If it turns gray on a deep lip, no amount of packaging will rescue it. If it glows, she remembers the name.” — Amara Okafor, Creative Director, Noirelle</blockquote>`,
    },
    {
      title: 'A name for the category',
      content: `<p>Lip products live on recognition: a name that is easy to remember, to type and to share. The same is true online. noirelle.makeup is one of four beauty domains, alongside noirelle.beauty, noirelle.skin and noirelle.hair, presented together as a single digital asset package. The four are offered as one package only, never individually, and there is no auction.</p>
<p>For a house or an investor who understands why the smallest luxuries carry the most trust, the package is a considered place to begin. Serious inquiries are welcome through <a href="/inquire">our inquiry page</a>, and the full rationale is set out in <a href="/press/four-beauty-domains-one-digital-asset-package">Four Beauty Domains, One Digital Asset Package</a>.</p>`,
    },
  ],
  statistics: [
    {
      value: '11.1%',
      description: 'Share of total US beauty spending accounted for by Black consumers in 2021.',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '$6.6 billion',
      description: 'Estimated amount Black consumers spent on beauty in the United States in 2021.',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '2.5%',
      description: 'Approximate share of US beauty industry revenue captured by Black brands.',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '40',
      description: 'Foundation shades in Fenty Beauty’s launch range, which reset expectations for complexion products.',
      source: 'Fenty Beauty, launch collection, September 2017',
    },
    {
      value: '$375',
      description: 'Noirelle Couture Makeup, a 75-minute appointment that closes with a lip matched to the client’s undertone.',
      source: 'Noirelle, services and pricing',
    },
  ],
  key_takeaway:
    'When budgets tighten, customers trade down in size, not in quality. The lip is where they first meet a luxury house, the easiest gift to give and the product most often bought again. On deep skin it earns that role only when it is formulated for it: no gray or chalky cast, and pigments with red, gold and brown undertones.',
  cta: { text: 'Inquire Now', link: '/inquire' },
  quotes: [
    {
      text: 'A gloss is judged in a second, in daylight, on the person wearing it. If it turns gray on a deep lip, no amount of packaging will rescue it. If it glows, she remembers the name.',
      author: 'Amara Okafor, Creative Director, Noirelle',
    },
    {
      text: 'Clients rarely begin with the biggest appointment. They begin with the lip. That is where they decide whether we understand their skin, and everything after follows from that answer.',
      author: 'Naomi Oduya, Director of Makeup Artistry, Noirelle',
    },
  ],
  featured_domains: ['noirelle.makeup', 'noirelle.beauty'],
  related_blogs: ['beauty-for-every-shade', 'four-beauty-domains-one-digital-asset-package'],
  excerpt:
    'The lipstick index has become a lip-gloss economy. Why small luxuries hold up when budgets tighten, how gloss and lip oil took over from lipstick, and why undertone decides whether a gloss flatters deep skin.',
  cultural_trend_reference:
    'The move from matte lipstick to glosses, tinted balms and lip oils, carried by social video, and the return of the lined lip with clear gloss that Black and Latina women wore in the 1990s.',
  brand_reference:
    'Noirelle Couture Makeup (75 minutes, $375), which closes with a lip matched to the client’s undertone, in houses across nine cities.',
  market_insight:
    'The “lipstick effect”, associated with Leonard Lauder around 2001, describes customers who trade down in scale but not in quality. Black consumers account for 11.1 percent of US beauty spending (McKinsey & Company, 2022), and for them a lip product that works on deep skin earns outsized trust.',
  luxury_angle:
    'An entry-point product is the whole house in miniature: packaging, texture, shade and name, judged in a single swipe. Luxury at that scale leaves no room for a formula that was not made for the wearer.',
  highlighted_comment:
    'A gloss that turns gray is not a small disappointment; it is confirmation. A gloss that looks right from the first swipe earns trust that travels to the rest of the house.',
  asset_callout_style: 'gold-banner',
  scarcity_trigger:
    'noirelle.makeup is offered only as part of a four-domain package with noirelle.beauty, noirelle.skin and noirelle.hair: one package, never sold individually, and no auction.',
  luxury_buyer_trigger:
    'For a buyer building a beauty house, the makeup name is where customers arrive first; the package secures that entry point together with the flagship, skin and hair names.',
  lip_gloss_positioning_reference:
    'Gloss as the house’s entry-point luxury: the first purchase, the natural gift and the product bought again. Formulated for deep lips, with pigments built on red, gold and brown undertones, a gold rather than silver reflect, and no gray or chalky cast.',
};
