import type { PressArticle } from '../article-types';

const imageAlt = 'Four interlocking gold rings on a deep umber ground';

export const article: PressArticle = {
  id: 2,
  slug: 'four-beauty-domains-one-digital-asset-package',
  title: 'Four Beauty Domains, One Digital Asset Package',
  subtitle: 'noirelle.beauty, .skin, .hair and .makeup are offered together to a serious buyer.',
  author: 'Noirelle Editorial',
  date_published: '2025-03-18',
  reading_time: '6 min read',
  tags: ['Digital Assets', 'Domains', 'Investment'],
  meta_title: 'Four Beauty Domains, One Digital Asset Package | Noirelle',
  meta_description:
    'noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup are offered as one digital asset package to a single qualified buyer, by private agreement.',
  canonical_url: 'https://noirelle.beauty/press/four-beauty-domains-one-digital-asset-package',
  structured_keywords: [
    'beauty domain names',
    'digital asset package',
    'domain portfolio acquisition',
    'noirelle.beauty',
    'noirelle.skin',
    'noirelle.hair',
    'noirelle.makeup',
    'new gTLD',
    'melanin-rich beauty market',
    'textured hair',
  ],
  social_preview: { image: 'social-domains', alt: imageAlt },
  thumbnail_image: 'cover-domains',
  thumbnail_alt: imageAlt,
  cover_image: 'cover-domains',
  cover_alt: imageAlt,
  featured_image: 'cover-domains',
  intro_paragraph: `Most beauty brands spend years assembling a digital address that says what they do. Noirelle has four, and they belong together: noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup. The luxury house you see on this site, with its rituals, its collections and its boutiques in nine cities, is a working demonstration of what those four names can carry. The names themselves are now offered to one serious buyer as a single digital asset package, through private conversation rather than auction.`,
  sections: [
    {
      title: 'The four names, and what each one does',
      content: `<p>A portfolio of domains is only as strong as the logic that joins it. Here the logic is the one clients already follow when they shop: they think of their skin, their hair and their makeup as distinct needs, and they expect a beauty house to answer each with authority.</p>
<ul>
<li><strong>noirelle.beauty</strong> is the flagship: the name of the house and the canonical home of everything it publishes, from the <a href="/services">services menu</a> to the <a href="/local">directory of locations</a> and this press room.</li>
<li><strong>noirelle.skin</strong> is the natural destination for skin care: the routines, treatments and formulas for melanin-rich skin that the demonstration gathers under <a href="/skin">Skin</a>.</li>
<li><strong>noirelle.hair</strong> addresses textured hair, a category with its own vocabulary, its own specialists and a client who has long been underserved. See <a href="/hair">Hair</a>.</li>
<li><strong>noirelle.makeup</strong> carries color: shade, finish and technique, presented under <a href="/makeup">Makeup</a>.</li>
</ul>
<p>Each of the three category names stands on its own as a destination, and each points back to the flagship. Together they describe a complete beauty business in four words a client can remember without writing anything down.</p>`,
    },
    {
      title: 'Why category-defining names matter',
      content: `<p>When ICANN opened its New gTLD Program to applications in January 2012, it began a broad expansion of the internet’s naming system, well beyond .com, .net and the familiar handful of generic endings. Beauty emerged from that program with endings of its own, among them .beauty, .skin, .hair and .makeup. For a brand, the value of a name on those endings lies less in novelty than in four practical qualities.</p>
<ul>
<li><strong>Direct navigation.</strong> A client who hears the name once can type it correctly. There is no hyphen to remember, no invented spelling, no “.co” to confuse with “.com”.</li>
<li><strong>Memorability.</strong> The name and the category read as one phrase. “Noirelle skin” is both what the client is looking for and where to find it.</li>
<li><strong>Trust.</strong> A coherent family of names, held by one owner, tells a client that the skin site, the hair site and the flagship belong to the same house. A scattered set of names suggests the opposite, and leaves room for look-alikes.</li>
<li><strong>Search.</strong> A domain is not a ranking strategy on its own, and no serious adviser would present it as one. But a clear, descriptive name helps people recognize a result as relevant, and gives each category a distinct home around which content can be built.</li>
</ul>
<p>None of these qualities can be bought back once a name has gone elsewhere. That is the quiet argument for holding all four.</p>`,
    },
    {
      title: 'The market these names serve',
      content: `<p>The names point at a market that has been large for a long time and poorly served for nearly as long. McKinsey &amp; Company’s 2022 report “Black representation in the beauty industry” found that Black consumers in the United States spent $6.6 billion on beauty in 2021, or 11.1 percent of the country’s total beauty spending. Black-founded and Black-owned brands, by the same analysis, accounted for only about 2.5 percent of the industry’s revenue. The authors put the value of addressing the inequities they documented at around $2.6 billion.</p>
<p>Read as a business case, the distance between what Black consumers spend and what Black brands capture is the opportunity. A brand that means to close it needs products and people first. It also needs a name that tells a client, before a single page loads, that the house was made with her in mind.</p>
<p>The three category names map directly onto that spending: care for melanin-rich skin, products and services for textured hair, and color made for deeper tones.</p>`,
    },
    {
      title: 'Who the natural buyer is',
      content: `<p>The package has been assembled with a particular kind of owner in mind: one who will build on it rather than simply hold it. Three profiles fit most naturally.</p>
<ul>
<li><strong>A beauty group entering the melanin-rich market.</strong> For an established group launching or acquiring a line for Black women and people of color, four ready names solve a problem that would otherwise mean years of negotiation with separate holders, if it could be solved at all.</li>
<li><strong>A founder-led brand that is scaling.</strong> A business that began with one celebrated product and now spans skin, hair and makeup needs an architecture that will hold all three without a rename.</li>
<li><strong>A retailer.</strong> A specialist or department-store retailer building a destination for textured hair and deeper skin tones can use the flagship as its storefront and the category names as curated edits.</li>
</ul>
<p>What the three have in common is a long horizon. These are names to be lived in for decades, not traded.</p>`,
    },
    {
      title: 'What the package includes',
      content: `<p>The package consists of four domain names: <strong>noirelle.beauty</strong>, <strong>noirelle.skin</strong>, <strong>noirelle.hair</strong> and <strong>noirelle.makeup</strong>. They are held together and will be transferred together.</p>
<p>They are presented with a working showcase. The Noirelle site you are reading is a demonstration: a complete luxury beauty house, built to show in practice how the four names fit together. Its services menu, its <a href="/products">collections</a>, its beauty advisor and its <a href="/local">boutiques in nine cities</a> illustrate what a buyer could build, with the flagship carrying the brand while the skin, hair and makeup names each hold a category. A prospective owner can walk through it much as one walks through a model home before taking the keys. Nothing has to be imagined from a slide: the navigation, the <a href="/booking">booking</a> flow and the path a client takes from the flagship to a category page can all be tried as they would work on launch day.</p>
<p>The specific terms of a transfer, including timing and the handover of each registration, are set out in conversation with the acquisitions team.</p>`,
    },
    {
      title: 'How the process works',
      content: `<p>The sale is handled privately and deliberately. There is no auction, no public bidding and no countdown.</p>
<ol>
<li><strong>Enquire.</strong> Begin on the <a href="/inquire">Inquire Now</a> page. Registering interest there means leaving your details as a prospective buyer so that the team can reply to you directly. It is not a newsletter, and you will not be added to a mailing list.</li>
<li><strong>Converse.</strong> A member of the acquisitions team will be in touch to understand who you are, what you intend to build and on what timetable. You may also write directly to <strong>acquisitions@noirelle.beauty</strong>.</li>
<li><strong>Qualify.</strong> The conversation continues with qualified buyers only: organizations and individuals with a clear plan for the names and the means to complete an acquisition of this kind.</li>
<li><strong>Agree.</strong> The four domains are offered as one package, by private agreement with a single buyer. They are not sold individually, and no name is available on its own.</li>
</ol>
<p>Four names, one package, one owner. For the right buyer, that simplicity is the point.</p>`,
    },
  ],
  statistics: [
    {
      value: '11.1%',
      description: 'Share of total US beauty spending accounted for by Black consumers',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '$6.6 billion',
      description: 'Spent on beauty by Black consumers in the United States in 2021',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '2.5%',
      description: 'Share of US beauty industry revenue earned by Black-founded or Black-owned brands',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '$2.6 billion',
      description: 'Estimated value of addressing racial inequity in the US beauty industry',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: 'January 2012',
      description: 'ICANN’s New gTLD Program opens to applications, the round from which .beauty, .skin, .hair and .makeup emerged',
      source: 'ICANN, New gTLD Program, 2012',
    },
    {
      value: '4',
      description: 'Domains in the package, offered together to one buyer and never sold individually',
      source: 'Noirelle',
    },
  ],
  key_takeaway:
    'noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup are offered together as one digital asset package, to a single qualified buyer by private agreement: no auction, and no name sold on its own. Enquiries begin on the Inquire Now page.',
  cta: { text: 'Inquire Now', link: '/inquire' },
  quotes: [
    {
      text: 'A name like noirelle.skin does its work before anyone has read a word. It tells a woman with deep skin that the page she is about to open was made for her. We built the house to show what that feels like; the names are what make it possible.',
      author: 'Simone Adébayo-Clarke, Managing Director, Noirelle',
    },
    {
      text: 'We are not looking for the highest bidder in a crowded room. We are looking for one owner who will build on all four names for the next twenty years. That is why the package is never split, and why every conversation starts with a plan.',
      author: 'Marcus Ellery, Head of Acquisitions, Noirelle',
    },
  ],
  featured_domains: ['noirelle.beauty', 'noirelle.skin', 'noirelle.hair', 'noirelle.makeup'],
  related_blogs: ['celebrating-our-global-noirelle-beauty-family', 'the-lip-gloss-economy'],
  excerpt:
    'Four category-defining beauty names, a flagship and three destinations for skin, hair and makeup, are offered together to one serious buyer: no auction, no individual sales.',
  cultural_trend_reference:
    'The shift from a single .com to families of descriptive names on the endings introduced through ICANN’s New gTLD Program, alongside a beauty market that, since Fenty Beauty launched with 40 foundation shades in 2017, has treated range for deeper skin tones as an expectation.',
  brand_reference:
    'Noirelle, the luxury beauty house for Black women and people of color presented at noirelle.beauty as a working demonstration, whose skin, hair and makeup categories map one to one onto the package’s three category domains.',
  market_insight:
    'McKinsey & Company (2022) found that Black consumers accounted for 11.1 percent of US beauty spending, $6.6 billion in 2021, while Black brands earned about 2.5 percent of industry revenue: a gap a well-named, well-built house is placed to address.',
  luxury_angle:
    'Scarcity by design: four exact names that each exist once, held by one owner and offered to one buyer through private conversation rather than public sale.',
  highlighted_comment:
    'A domain does not rank a site on its own. What it does is harder to buy later: it tells a client, before a page loads, whose house she is in.',
  domain_positioning_reference:
    'noirelle.beauty as the flagship and canonical home of the brand; noirelle.skin, noirelle.hair and noirelle.makeup as category destinations for skin care, textured hair and color, each pointing back to the flagship. Offered only as one package.',
  asset_callout_style: 'boxed-ledger',
  scarcity_trigger:
    'Four names, one package: each domain exists once, and the four will go together to a single buyer. They will not be split or sold individually.',
  luxury_buyer_trigger:
    'A private conversation with the acquisitions team, for qualified buyers only: no auction, no public bidding, and a working demonstration site to walk through before terms are discussed.',
};
