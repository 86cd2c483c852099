import type { PressArticle } from '../article-types';

export const article: PressArticle = {
  id: 1,
  slug: 'celebrating-our-global-noirelle-beauty-family',
  title: 'Celebrating Our Global Noirelle Beauty Family',
  subtitle: 'Nine cities, three languages, one standard of care for melanin-rich beauty.',
  author: 'Noirelle Editorial',
  date_published: '2025-03-10',
  reading_time: '8 min read',
  tags: ['Community', 'Locations', 'Luxury'],
  meta_title: 'Celebrating Our Global Noirelle Beauty Family | Noirelle',
  meta_description:
    'Nine cities, three languages, one standard of care: a portrait of the Noirelle houses from Paris to Los Angeles and the clients who make them a family.',
  canonical_url: 'https://noirelle.beauty/press/celebrating-our-global-noirelle-beauty-family',
  structured_keywords: [
    'Noirelle',
    'luxury beauty salon for Black women',
    'melanin-rich skin care',
    'textured hair salon',
    'Noirelle locations',
    'Noirelle Paris',
    'Noirelle London',
    'Noirelle New York',
    'Noirelle Los Angeles',
    'multilingual beauty concierge',
    'noirelle.beauty',
    'beauty domain portfolio',
  ],
  social_preview: {
    image: 'social-global',
    alt: 'A globe crossed by fine golden arcs that join nine small points of light, one for each Noirelle city.',
  },
  thumbnail_image: 'cover-global',
  thumbnail_alt: 'Nine golden points of light linked by delicate arcs across a globe.',
  cover_image: 'cover-global',
  cover_alt:
    'A dark globe on which nine points of gold light, one for each Noirelle house, are joined by thin arcs of gold.',
  featured_image: 'cover-global',
  intro_paragraph:
    'Ten years ago Noirelle opened with a conviction that sounds obvious today and did not then: that women with melanin-rich skin and textured hair deserve the same unhurried, expert luxury as anyone who walks into a grand hotel spa. That conviction now has nine addresses, from the Faubourg Saint-Honoré to Melrose Place. Each house has its own director or owner, its own neighborhood and its own history; all of them share a single idea of what care should mean. This is a portrait of the houses, the people who run them and the clients who have turned a group of salons into something closer to a family.',
  sections: [
    {
      title: 'Europe: Paris, London and Milan',
      content: `<p>The European houses each sit in a neighborhood known for fashion, and each draws on a Black beauty culture that was building its own institutions long before luxury paid attention.</p>
<h3>Paris</h3>
<p><a href="/local/paris-france">Noirelle Paris</a> occupies a hôtel particulier on the Faubourg Saint-Honoré, a few doors from the Élysée. Its director, Aïssatou Kane, grew up between Dakar and the 18th arrondissement, and the house carries the craft of the salons around Château d’Eau into a room with couture manners. Paris is where our undertone-matched complexion work is most exacting and where loc grooming is treated as an art in its own right. Consultations are long by design: deep skin is read before it is touched.</p>
<h3>London</h3>
<p><a href="/local/london-uk">Noirelle London</a> is a townhouse on Mount Street in Mayfair, and it owes its character to a lineage that began in the front rooms of Brixton and Notting Hill after the Windrush arrived in 1948. Owner Abena Lindo keeps her grandmother’s hot comb on a shelf by reception, a quiet reminder of where the expertise came from. The London team is known for Caribbean and West African braiding, custom wig artistry and a heat-conscious silk press, and its makeup studio prepares clients for weddings, premieres and Ascot.</p>
<h3>Milan</h3>
<p><a href="/local/milan-italy">Noirelle Milan</a> sits on a cobbled lane in Brera, between the galleries and the Quadrilatero. Director Fiorella Tesfamariam spent years backstage mixing foundation for models no one else had shades for, and the house brings that runway discipline to everyday life. It draws equally on the Eritrean and Ethiopian community of Porta Venezia, whose braiding traditions inform some of the most architectural styles in the group.</p>`,
    },
    {
      title: 'The United States: New York, Atlanta, Houston and Los Angeles',
      content: `<p>Four houses in four very different American cities, each with its own calendar, its own climate and its own idea of an occasion.</p>
<h3>New York</h3>
<p><a href="/local/new-york-ny">Noirelle New York</a> is a townhouse on Madison Avenue, steps from Central Park. Owner Simone Okafor-Reid learned the trade in her mother’s Brooklyn kitchen, and the house honors a Manhattan lineage that runs back to the salons of Harlem. Appointments begin early for clients who must be at their desks by nine and end late for those dressing for a gala. Type 4 hair definition is a house specialty.</p>
<h3>Atlanta</h3>
<p><a href="/local/atlanta-ga">Noirelle Atlanta</a>, on Peachtree Road in Buckhead, serves a city that has long been a capital of Black enterprise, from Auburn Avenue to the Atlanta University Center. Owner Kendra Lassiter did her first press-and-curl across the street from Spelman and spent fifteen years behind chairs from the West End to film sets in Midtown. Clients come for custom units, natural-hair transitions and the glamour that the city’s music and film industries demand.</p>
<h3>Houston</h3>
<p><a href="/local/houston-tx">Noirelle Houston</a>, in River Oaks near Buffalo Bayou, was built for the Gulf Coast heat. Owner Jolie Broussard, whose family came from Opelousas to Frenchtown, has made humidity-resistant styling and long-wear complexion work the signatures of the house, for outdoor weddings in June and debutante seasons that do not wait for cooler weather.</p>
<h3>Los Angeles</h3>
<p><a href="/local/los-angeles-ca">Noirelle Los Angeles</a>, on Melrose Place, is the flagship, a short drive from our head office on Wilshire Boulevard in Beverly Hills. It is where new rituals are first developed before they travel to the other eight houses. Director Camille Arceneaux began on studio lots at nineteen, and her team’s camera-ready complexion work is in steady demand through award season.</p>`,
    },
    {
      title: 'Canada: Toronto and Quebec City',
      content: `<p>The two Canadian houses answer a climate that tests every formula and a community that lives in both English and French.</p>
<h3>Toronto</h3>
<p><a href="/local/toronto-on">Noirelle Toronto</a> is in Yorkville, a block from Bloor Street, in what is often called Canada’s most diverse city. Owner Marcia Thompson-Adjei brings Jamaican and Ghanaian family traditions to the chair, and the house reflects the breadth of the city, from the salons of Little Jamaica on Eglinton Avenue West to the braiders of Scarborough. Four-season routines and low-manipulation protective styles are its strengths, and the film festival keeps its artists busy every September.</p>
<h3>Quebec City</h3>
<p><a href="/local/quebec-city-qc">Noirelle Quebec City</a>, inside the walls of Vieux-Québec on Rue Saint-Louis, is the most intimate of the nine. Director Nadège Pierre-Louis remembers her mother driving two and a half hours to Montreal to have her hair done; the house exists so that no one has to make that journey again. Consultations are held in French and English, and its winter rituals for skin and hair have become a reference across the group.</p>`,
    },
    {
      title: 'One standard of care',
      content: `<p>Nine cities could easily mean nine ways of working. We have chosen the opposite. Every house follows the same standard for melanin-rich skin and textured hair, developed in Los Angeles and refined by what each city teaches us.</p>
<p>Artists train together. Every new artist spends time at the Los Angeles flagship before joining her own house, and senior artists move between cities each season, so a technique perfected for the Quebec winter can reach Houston by summer, and a braiding pattern refined in Milan can be offered in Atlanta a few months later.</p>
<p>For skin, that means treatments that respect the tendency of deep complexions toward hyperpigmentation, brightening that never relies on harsh peels, and complexion work that starts from the client’s own undertones rather than from a chart. For hair, it means artists fluent in every curl pattern, who treat coils, locs, braids and a silk press with equal seriousness and who protect the scalp and hairline as carefully as the style itself.</p>
<p>The menu is shared, too. The <a href="/skin">Signature Melanin Facial</a> (90 minutes, $450), the <a href="/hair">Royal Hair Ritual</a> (120 minutes, $550) and <a href="/makeup">Couture Makeup</a> (75 minutes, $375) are the foundation of every visit, and Total Transformation brings all three together over four hours for $1,200. <a href="/beauty">The Noirelle Immersion</a>, our most complete experience, lasts four hours and is limited to one appointment a day, for a single guest or as a duo. The full list is on our <a href="/services">services page</a>.</p>`,
    },
    {
      title: 'A concierge in three languages, and a family of clients',
      content: `<p>Behind the nine houses is a single worldwide concierge, available in English, French and Spanish. A client in Houston can book Paris in Spanish; a client in Quebec City can arrange a Saturday in London in French. The concierge keeps a record of preferences from one city to the next, so a client who travels never has to start again at a new door. It can be reached through our <a href="/contact">contact page</a>, and <a href="/booking">booking</a> is open online at any hour.</p>
<p>That continuity is what turns clients into a community. Many now visit more than one house: the London lawyer who keeps a standing appointment in Mayfair and books Toronto when she visits her sister; the Atlanta bride whose wedding party was prepared by artists from two cities. The houses host small evenings for their regular clients, and the directors speak every week, sharing what their clients ask for and what they have learned.</p>
<p>Each city also brings its own calendar to the family: Fashion Week in Milan and Paris, Caribbean carnival in Toronto, Juneteenth in Houston, award season in Los Angeles and the Mois de l’histoire des Noirs in Quebec City every February. The houses mark these moments together, and a growing number of clients plan their travel around them.</p>
<p>The wider industry makes the point sharper. McKinsey &amp; Company’s 2022 study <em>Black representation in the beauty industry</em> found that Black consumers account for 11.1 percent of US beauty spending, while Black brands earn about 2.5 percent of the industry’s revenue. Our clients have long been among beauty’s most engaged customers, and rarely its best served. Noirelle was founded to serve them properly, in every city where they live and travel.</p>`,
    },
    {
      title: 'A digital home across four domains',
      content: `<p>Noirelle’s digital home follows the same idea of one house with many rooms. It spans four domains: <strong>noirelle.beauty</strong>, the flagship, with <strong>noirelle.skin</strong>, <strong>noirelle.hair</strong> and <strong>noirelle.makeup</strong> alongside it. Together they form a single digital asset package, now offered to a serious buyer. The appeal is coherence: a flagship name and three category names that map exactly onto how clients already think about their skin, their hair and their makeup.</p>
<p>The four domains are presented as one package and are not sold individually, and there is no auction. Inquiries are invited through our <a href="/inquire">inquiry page</a>; registering interest there is a private conversation, not a subscription. The details are set out in <a href="/press/four-beauty-domains-one-digital-asset-package">Four Beauty Domains, One Digital Asset Package</a>.</p>`,
    },
  ],
  statistics: [
    {
      value: '9',
      description: 'Noirelle houses, in Paris, New York, Milan, London, Houston, Atlanta, Quebec City, Toronto and Los Angeles',
      source: 'Noirelle',
    },
    {
      value: '3',
      description: 'Languages of the worldwide Noirelle concierge: English, French and Spanish',
      source: 'Noirelle',
    },
    {
      value: '2015',
      description: 'The year Noirelle was founded, with its head office on Wilshire Boulevard in Beverly Hills',
      source: 'Noirelle',
    },
    {
      value: '11.1%',
      description: 'Share of total US beauty spending made by Black consumers',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
    {
      value: '2.5%',
      description: 'Share of beauty-industry revenue earned by Black brands',
      source: 'McKinsey & Company, "Black representation in the beauty industry", 2022',
    },
  ],
  key_takeaway:
    'Nine cities, one standard: each Noirelle house speaks to its own city, but every client receives the same expert care for melanin-rich skin and textured hair, supported by a worldwide concierge in English, French and Spanish.',
  cta: { text: 'Inquire Now', link: '/inquire' },
  quotes: [
    {
      text: 'A ritual is not finished in Los Angeles until it works in Quebec City in February and in Houston in August. That is the test we set ourselves.',
      author: 'Camille Arceneaux, Director, Noirelle Los Angeles',
    },
    {
      text: 'I had my hair done in London in the spring and in Toronto in the fall, and nobody asked me to explain it either time. That is rarer than it should be.',
      author: 'Adaeze, client, London',
    },
    {
      text: 'I book in Spanish for myself and in English for my daughter, and the concierge remembers both of us.',
      author: 'Valeria, client, Houston',
    },
  ],
  featured_domains: ['noirelle.beauty', 'noirelle.skin', 'noirelle.hair', 'noirelle.makeup'],
  related_blogs: ['four-beauty-domains-one-digital-asset-package', 'beauty-for-every-shade'],
  excerpt:
    'From the Faubourg Saint-Honoré to Melrose Place, nine Noirelle houses share one standard of care for melanin-rich skin and textured hair, and one concierge in three languages. A portrait of the cities, the people and the clients.',
  cultural_trend_reference:
    'The diaspora travels: clients who live between Lagos, London, Houston and Paris expect the same fluency with their skin and hair in every city, and a house that remembers them from one address to the next.',
  brand_reference:
    'Madam C. J. Walker’s network of trained agents and beauty culturists in the early twentieth century, an early proof that a Black beauty business could hold one standard of care across many cities.',
  market_insight:
    'McKinsey & Company (2022) found that Black consumers account for 11.1 percent of US beauty spending while Black brands earn about 2.5 percent of industry revenue: a gap between demand and dedicated supply that a house like Noirelle is built to address.',
  luxury_angle:
    'True luxury is continuity: the same standard, the same attention and a client known by name, whether she walks into Mayfair, Madison Avenue or Vieux-Québec.',
  highlighted_comment:
    '“The same welcome on Mount Street as on Melrose Place, and no one ever asks me to explain my hair.” (Imani, client, Atlanta)',
  asset_callout_style: 'quiet-note',
  scarcity_trigger:
    'The Noirelle Immersion is limited to one appointment a day, and the four Noirelle domains exist once: they are offered together, as a single package, to one buyer.',
  luxury_buyer_trigger:
    'noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup are offered as one digital asset package, never individually and never at auction; serious buyers are invited to inquire privately.',
  salon_positioning_reference:
    'Noirelle salons are positioned as the reference address for melanin-rich skin and textured hair in nine style capitals, priced alongside the finest hotel spas, from the Signature Melanin Facial at $450 to Total Transformation at $1,200.',
};
