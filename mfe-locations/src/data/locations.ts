import { brand, type CitySlug } from 'shared';
import type { ArtId } from '../art/generated/manifest';
import type { Weekday } from 'shared/house-clock';

export { weekdays, type Weekday } from 'shared/house-clock';

/** A run of text, or a link inside the site. */
export type Inline = string | { text: string; to: '/skin' | '/makeup' | '/hair' | '/products' | '/services' | '/booking' };
/** Rich text: paragraphs of inline runs. */
export type RichText = readonly (readonly Inline[])[];

export interface Location {
  id: string; // same as slug
  name: string; // e.g. 'Noirelle Paris'
  country: string; // e.g. 'France'
  slug: CitySlug;
  timezone: string; // IANA, exactly as the spec table
  currency: 'EUR' | 'USD' | 'GBP' | 'CAD';
  language: string; // exactly as the spec table
  coordinates: { latitude: number; longitude: number };
  address: { street: string; city: string; state: string; postalCode: string; country: string; formatted: string };
  contact: { phone: string; email: string; whatsapp: string };
  hours: Record<Weekday, string>; // 'HH:MM-HH:MM', 24h
  description: string;
  cityStory: { headline: string; paragraph1: string; paragraph2: string };
  shopPassion: { headline: string; ownerVoice: RichText };
  services: readonly string[];
  specialties: readonly string[];
  heroImage: ArtId;
  galleryImages: readonly ArtId[];
  seoKeywords: readonly string[];
  nearbyLandmarks: readonly string[];
}

/** The one support number that serves every location (spec section 9). */
const phone = brand.phone.display;

export const locations: readonly Location[] = [
  {
    id: 'paris-france',
    name: 'Noirelle Paris',
    country: 'France',
    slug: 'paris-france',
    timezone: 'Europe/Paris',
    currency: 'EUR',
    language: 'French',
    coordinates: { latitude: 48.87115, longitude: 2.31605 },
    address: {
      street: '68 Rue du Faubourg Saint-Honoré',
      city: 'Paris',
      state: 'Île-de-France',
      postalCode: '75008',
      country: 'France',
      formatted: '68 Rue du Faubourg Saint-Honoré, 75008 Paris, France',
    },
    contact: { phone, email: 'paris@noirelle.beauty', whatsapp: '+33 6 48 27 19 53' },
    hours: {
      monday: '10:00-20:00',
      tuesday: '09:30-20:30',
      wednesday: '09:30-20:30',
      thursday: '09:30-21:00',
      friday: '09:30-21:00',
      saturday: '09:00-20:00',
      sunday: '11:00-18:00',
    },
    description:
      'A hôtel particulier salon a few doors from the Élysée, where couture skin, makeup and hair rituals are composed for melanin-rich skin and textured hair. Our Paris house pairs French savoir-faire with the knowledge of the African and Caribbean diaspora that has shaped the city for a century.',
    cityStory: {
      headline: 'From Château-Rouge to the Faubourg',
      paragraph1:
        'Black Paris has always had its beauty addresses. Around Château d’Eau and the Boulevard de Strasbourg, rows of braiding and barber salons have worked late into the evening for decades, and the market streets of Château-Rouge in the Goutte d’Or still supply shea butter, wax-print fabric and black soap to women from Dakar, Abidjan, Fort-de-France and Kinshasa who call the city home.',
      paragraph2:
        'The same city gave the world the Négritude writers and the Présence Africaine bookshop on the Left Bank, and it taught a generation that elegance and heritage belong together. Noirelle Paris carries that conviction onto the Faubourg Saint-Honoré: the craft of the neighborhood salon, the discipline of the couture house, and a room where no one has to explain her hair.',
    },
    shopPassion: {
      headline: 'A letter from our Paris director',
      ownerVoice: [
        [
          'I am Aïssatou Kane, director of Noirelle Paris. I grew up between Dakar and the 18th arrondissement, watching my aunts braid for hours on Saturday afternoons, and I opened this house so that the same care could be given with couture standards. Our ',
          { text: 'skin rituals', to: '/skin' },
          ' begin with a long consultation, because deep skin deserves to be read before it is touched.',
        ],
        [
          'Our artists build every look from your own undertones, from a bare daytime glow to evening ',
          { text: 'makeup', to: '/makeup' },
          ' for the Opéra. Our ',
          { text: 'hair atelier', to: '/hair' },
          ' works coils, locs and silk presses with equal respect, and the formulas we use are the ones you can take home from our ',
          { text: 'product collection', to: '/products' },
          '.',
        ],
        [
          'Browse the full menu of ',
          { text: 'services', to: '/services' },
          ', then ',
          { text: 'reserve your visit', to: '/booking' },
          '. I look forward to welcoming you to the Faubourg.',
        ],
      ],
    },
    services: [
      'Signature Melanin Facial',
      'Couture Evening Makeup',
      'Silk Press and Blowout',
      'Protective Braiding Atelier',
      'Scalp Renewal Ritual',
      'Bridal Consultation',
    ],
    specialties: ['Undertone-matched complexion work', 'Loc grooming and styling', 'Haute couture bridal beauty', 'Shea and baobab hair rituals'],
    heroImage: 'skyline-paris-france',
    galleryImages: ['skyline-paris-france-tall', 'skyline-paris-france-light'],
    seoKeywords: [
      'salon cheveux afro Paris',
      'luxury beauty salon Paris 8e',
      'textured hair Paris',
      'makeup for dark skin Paris',
      'melanin-rich skin facial Paris',
      'Faubourg Saint-Honoré beauty salon',
    ],
    nearbyLandmarks: ['Élysée Palace', 'Place de la Concorde', 'Église de la Madeleine', 'Avenue des Champs-Élysées', 'Grand Palais'],
  },
  {
    id: 'new-york-ny',
    name: 'Noirelle New York',
    country: 'United States',
    slug: 'new-york-ny',
    timezone: 'America/New_York',
    currency: 'USD',
    language: 'English',
    coordinates: { latitude: 40.76802, longitude: -73.96791 },
    address: {
      street: '785 Madison Avenue',
      city: 'New York',
      state: 'NY',
      postalCode: '10065',
      country: 'United States',
      formatted: '785 Madison Avenue, New York, NY 10065, United States',
    },
    contact: { phone, email: 'newyork@noirelle.beauty', whatsapp: '+1 917 555 0188' },
    hours: {
      monday: '09:00-21:00',
      tuesday: '09:00-21:00',
      wednesday: '09:00-21:00',
      thursday: '08:00-21:00',
      friday: '08:00-21:00',
      saturday: '09:00-20:00',
      sunday: '10:00-18:00',
    },
    description:
      'A townhouse salon on Madison Avenue devoted to melanin-rich skin and textured hair, steps from Central Park. New York’s pace meets an unhurried ritual here, from early appointments before the workday to evening glamour before the gala.',
    cityStory: {
      headline: 'Uptown roots, Madison Avenue light',
      paragraph1:
        'Modern Black beauty in America has a Manhattan address. In the early twentieth century Madam C. J. Walker moved her business to Harlem, and the salons and beauty schools that grew along Lenox Avenue and 125th Street became places of income, independence and community for generations of Black women. The Harlem Renaissance set its own standard of style, and the neighborhood has never stopped setting it.',
      paragraph2:
        'Today the city’s hair culture runs from the African braiding shops of West 116th Street to the natural-hair salons of Bed-Stuy and Fort Greene, and from the Caribbean barbers of Flatbush to the runway backstage. Noirelle New York brings that expertise to the Upper East Side, in a house built around the women who made this city’s beauty industry what it is.',
    },
    shopPassion: {
      headline: 'A note from our New York owner',
      ownerVoice: [
        [
          'I am Simone Okafor-Reid, owner of Noirelle New York. My mother did hair in our Brooklyn kitchen, and I learned early that a salon chair is where women are finally heard. This house honors that. Our ',
          { text: 'skin program', to: '/skin' },
          ' is calibrated for deep complexions, so every peel-free brightening facial and every massage is chosen for you, not adapted from someone else.',
        ],
        [
          'Our ',
          { text: 'makeup artists', to: '/makeup' },
          ' come from editorial and Broadway backgrounds, and our ',
          { text: 'hair team', to: '/hair' },
          ' is fluent in every texture from 3A to 4C. Everything we use in the chair is available in our ',
          { text: 'shop', to: '/products' },
          ', so your routine keeps working after you leave Madison Avenue.',
        ],
        [
          'Explore our complete list of ',
          { text: 'services', to: '/services' },
          ' and ',
          { text: 'book your appointment', to: '/booking' },
          ' online or by phone. We will have your tea ready.',
        ],
      ],
    },
    services: [
      'Signature Melanin Facial',
      'Red Carpet Makeup',
      'Natural Hair Wash and Set',
      'Silk Press',
      'Loc Retwist and Style',
      'Gala Transformation',
      'Lash and Brow Design',
    ],
    specialties: ['Event and gala glamour', 'Type 4 hair definition', 'Editorial complexion matching', 'Express pre-work appointments'],
    heroImage: 'skyline-new-york-ny',
    galleryImages: ['skyline-new-york-ny-tall', 'skyline-new-york-ny-light'],
    seoKeywords: [
      'luxury natural hair salon Manhattan',
      'silk press Upper East Side',
      'makeup artist for dark skin New York',
      'facial for melanin-rich skin NYC',
      'Black-owned beauty salon Madison Avenue',
      'textured hair salon New York',
    ],
    nearbyLandmarks: ['Central Park', 'The Frick Collection', 'Park Avenue Armory', 'Temple Emanu-El'],
  },
  {
    id: 'milan-italy',
    name: 'Noirelle Milan',
    country: 'Italy',
    slug: 'milan-italy',
    timezone: 'Europe/Rome',
    currency: 'EUR',
    language: 'Italian',
    coordinates: { latitude: 45.47205, longitude: 9.18655 },
    address: {
      street: 'Via Fiori Chiari 12',
      city: 'Milan',
      state: 'Lombardy',
      postalCode: '20121',
      country: 'Italy',
      formatted: 'Via Fiori Chiari 12, 20121 Milano MI, Italy',
    },
    contact: { phone, email: 'milano@noirelle.beauty', whatsapp: '+39 347 555 0192' },
    hours: {
      monday: '13:00-20:00',
      tuesday: '09:30-20:00',
      wednesday: '09:30-20:00',
      thursday: '09:30-21:00',
      friday: '09:30-21:00',
      saturday: '09:30-19:30',
      sunday: '11:00-17:00',
    },
    description:
      'A cobbled-lane atelier in the heart of Brera, close to the galleries and the fashion houses of the Quadrilatero. Noirelle Milan brings runway precision to makeup, skin and hair for deep complexions and every curl pattern.',
    cityStory: {
      headline: 'Porta Venezia to the runway',
      paragraph1:
        'Milan’s Black beauty story begins in Porta Venezia, where Eritrean and Ethiopian families settled from the 1970s onward. Along Via Lecco and Via Palazzi, cafés, tailors and hair salons became a second home for the Horn of Africa diaspora, and later for Senegalese, Nigerian and Ghanaian newcomers who brought their own braiding traditions to the city.',
      paragraph2:
        'At the same time, Fashion Week placed Black models at the center of Milanese runways, and backstage artists learned that deep skin asks for its own palette and its own light. A new generation of Afro-Italian designers, stylists and creators now shapes the city’s image from within. Noirelle Milan sits between those two worlds: the warmth of Porta Venezia and the exacting eye of the catwalk.',
    },
    shopPassion: {
      headline: 'A letter from our Milan director',
      ownerVoice: [
        [
          'I am Fiorella Tesfamariam, director of Noirelle Milan. I was born in Porta Venezia to an Eritrean mother and a Milanese father, and I spent my twenties backstage at fashion shows, mixing foundation for models no one else had shades for. Our ',
          { text: 'skin rituals', to: '/skin' },
          ' start from that lesson: deep skin needs to be understood before it can glow.',
        ],
        [
          'In our atelier, ',
          { text: 'runway makeup', to: '/makeup' },
          ' is adapted for real life, and our ',
          { text: 'hair artists', to: '/hair' },
          ' work braids, twists and sleek styles with the same architectural care Milan gives to a jacket. We finish every visit with the formulas from our ',
          { text: 'collection', to: '/products' },
          ' that suit you best.',
        ],
        [
          'See every ',
          { text: 'service we offer', to: '/services' },
          ' and ',
          { text: 'book your time in Brera', to: '/booking' },
          '. An espresso will be waiting.',
        ],
      ],
    },
    services: [
      'Runway Complexion Session',
      'Signature Melanin Facial',
      'Sculpted Braids and Twists',
      'Sleek Blowout and Press',
      'Fashion Week Express Makeup',
      'Scalp Renewal Ritual',
    ],
    specialties: ['Runway and editorial makeup', 'Horn of Africa braiding traditions', 'Shade-matched foundation blending', 'Fashion Week preparation'],
    heroImage: 'skyline-milan-italy',
    galleryImages: ['skyline-milan-italy-tall', 'skyline-milan-italy-light'],
    seoKeywords: [
      'parrucchiere capelli afro Milano',
      'luxury beauty salon Brera',
      'makeup for dark skin Milan',
      'textured hair salon Milan',
      'braids Milan',
      'Fashion Week makeup Milan',
    ],
    nearbyLandmarks: ['Pinacoteca di Brera', 'Teatro alla Scala', 'Basilica di San Simpliciano', 'Castello Sforzesco', 'Via Monte Napoleone'],
  },
  {
    id: 'london-uk',
    name: 'Noirelle London',
    country: 'United Kingdom',
    slug: 'london-uk',
    timezone: 'Europe/London',
    currency: 'GBP',
    language: 'English',
    coordinates: { latitude: 51.51002, longitude: -0.15087 },
    address: {
      street: '14 Mount Street',
      city: 'London',
      state: 'England',
      postalCode: 'W1K 2RF',
      country: 'United Kingdom',
      formatted: '14 Mount Street, Mayfair, London W1K 2RF, United Kingdom',
    },
    contact: { phone, email: 'london@noirelle.beauty', whatsapp: '+44 7700 900142' },
    hours: {
      monday: '09:00-20:00',
      tuesday: '09:00-20:00',
      wednesday: '09:00-21:00',
      thursday: '09:00-21:00',
      friday: '09:00-21:00',
      saturday: '09:00-19:00',
      sunday: '11:00-17:00',
    },
    description:
      'A Mayfair townhouse on Mount Street, minutes from Grosvenor Square and Hyde Park, dedicated to melanin-rich skin and textured hair. Noirelle London unites the craft of South London’s great salons with the quiet service of the West End.',
    cityStory: {
      headline: 'Windrush to Mayfair',
      paragraph1:
        'When the Empire Windrush docked at Tilbury in 1948, the women who followed from Jamaica, Trinidad and Barbados found no one in Britain who knew their hair. They straightened and set it for one another in front rooms across Brixton, Notting Hill and Tottenham, and those kitchens became the first Black salons of London.',
      paragraph2:
        'By the following decades the hair shops of Rye Lane in Peckham, Ridley Road in Dalston and Electric Avenue in Brixton had become institutions, joined by West African braiders and a new wave of natural-hair specialists. Noirelle London honors that lineage in Mayfair, where the expertise born in South and East London finally receives the setting it always deserved.',
    },
    shopPassion: {
      headline: 'From our Mayfair owner',
      ownerVoice: [
        [
          'I am Abena Lindo, owner of Noirelle London. My grandmother arrived from Kingston in 1956 and pressed hair in her Brixton front room for thirty years; I still keep her hot comb on the shelf by reception. Our ',
          { text: 'skin treatments', to: '/skin' },
          ' are designed for the complexions she never saw served in a department store.',
        ],
        [
          'Our ',
          { text: 'makeup studio', to: '/makeup' },
          ' prepares clients for weddings, premieres and Ascot, and our ',
          { text: 'hair specialists', to: '/hair' },
          ' move from knotless braids to a flawless silk press with the same patience for every curl pattern. Ask us which pieces from our ',
          { text: 'range', to: '/products' },
          ' belong in your bathroom cabinet.',
        ],
        [
          'Have a look at our full list of ',
          { text: 'services', to: '/services' },
          ' and ',
          { text: 'reserve your appointment', to: '/booking' },
          '. The kettle is always on.',
        ],
      ],
    },
    services: [
      'Signature Melanin Facial',
      'Knotless Braids',
      'Silk Press and Trim',
      'Occasion and Bridal Makeup',
      'Wig Customization and Install',
      'Scalp Renewal Ritual',
    ],
    specialties: ['Caribbean and West African braiding', 'Bridal and occasion beauty', 'Custom wig artistry', 'Heat-conscious silk press'],
    heroImage: 'skyline-london-uk',
    galleryImages: ['skyline-london-uk-tall', 'skyline-london-uk-light'],
    seoKeywords: [
      'afro hair salon Mayfair',
      'luxury Black hair salon London',
      'knotless braids London W1',
      'makeup artist for dark skin London',
      'facial for melanin-rich skin London',
      'silk press London',
    ],
    nearbyLandmarks: ['Grosvenor Square', 'Hyde Park', 'Berkeley Square', 'Farm Street Church', 'Mount Street Gardens'],
  },
  {
    id: 'houston-tx',
    name: 'Noirelle Houston',
    country: 'United States',
    slug: 'houston-tx',
    timezone: 'America/Chicago',
    currency: 'USD',
    language: 'English',
    coordinates: { latitude: 29.75369, longitude: -95.40832 },
    address: {
      street: '2015 West Gray Street, Suite 210',
      city: 'Houston',
      state: 'TX',
      postalCode: '77019',
      country: 'United States',
      formatted: '2015 West Gray Street, Suite 210, Houston, TX 77019, United States',
    },
    contact: { phone, email: 'houston@noirelle.beauty', whatsapp: '+1 713 555 0163' },
    hours: {
      monday: '09:00-20:00',
      tuesday: '09:00-21:00',
      wednesday: '09:00-21:00',
      thursday: '09:00-21:00',
      friday: '09:00-21:00',
      saturday: '08:00-20:00',
      sunday: '12:00-18:00',
    },
    description:
      'A light-filled salon in River Oaks, close to Buffalo Bayou, built for melanin-rich skin and textured hair in the Gulf Coast heat. Noirelle Houston specializes in humidity-proof styling and long-wear complexion work for the city’s full social calendar.',
    cityStory: {
      headline: 'Emancipation Park to River Oaks',
      paragraph1:
        'Houston’s Black history is written into its ground. In 1872 formerly enslaved community leaders pooled their money to buy land in the Third Ward for Juneteenth celebrations, and Emancipation Park still hosts the city’s gatherings today. Along Dowling Street, now Emancipation Avenue, beauty shops stood beside churches and businesses as pillars of the neighborhood.',
      paragraph2:
        'Across town, the Creole families of Frenchtown in the Fifth Ward brought Louisiana traditions of dress and grooming, and Texas Southern University turned out generations of style-conscious graduates. Houston’s beauty culture today is as expansive as the city itself. Noirelle Houston brings it to River Oaks, with rituals that respect the heat, the humidity and the history.',
    },
    shopPassion: {
      headline: 'From the desk of our Houston owner',
      ownerVoice: [
        [
          'I am Jolie Broussard, owner of Noirelle Houston. My family came from Opelousas to Frenchtown, and Sunday mornings meant pressed hair and pearls. In Houston weather that takes skill, and that skill is what we offer. Our ',
          { text: 'skin rituals', to: '/skin' },
          ' balance oil and glow for long, humid days.',
        ],
        [
          'Our ',
          { text: 'makeup artists', to: '/makeup' },
          ' build looks that last through an outdoor wedding in June, and our ',
          { text: 'hair stylists', to: '/hair' },
          ' know how to make a silk press or a twist-out hold when the bayou air rolls in. We send you home with the right pieces from our ',
          { text: 'collection', to: '/products' },
          ' to keep it that way.',
        ],
        [
          'Take your time with our ',
          { text: 'service menu', to: '/services' },
          ', then ',
          { text: 'book with us', to: '/booking' },
          '. Welcome to River Oaks.',
        ],
      ],
    },
    services: [
      'Signature Melanin Facial',
      'Humidity-Proof Silk Press',
      'Long-Wear Event Makeup',
      'Twist-Out and Wash-and-Go Definition',
      'Bridal Party Suite',
      'Scalp Renewal Ritual',
    ],
    specialties: ['Humidity-resistant styling', 'Long-wear complexion for outdoor events', 'Wedding and debutante parties', 'Curl definition'],
    heroImage: 'skyline-houston-tx',
    galleryImages: ['skyline-houston-tx-tall', 'skyline-houston-tx-light'],
    seoKeywords: [
      'luxury natural hair salon Houston',
      'silk press River Oaks',
      'makeup artist for dark skin Houston',
      'Black bridal makeup Houston',
      'facial for melanin-rich skin Houston',
      'textured hair salon 77019',
    ],
    nearbyLandmarks: ['River Oaks Shopping Center', 'River Oaks Theatre', 'Buffalo Bayou Park', 'Bayou Bend Collection and Gardens'],
  },
  {
    id: 'atlanta-ga',
    name: 'Noirelle Atlanta',
    country: 'United States',
    slug: 'atlanta-ga',
    timezone: 'America/New_York',
    currency: 'USD',
    language: 'English',
    coordinates: { latitude: 33.83896, longitude: -84.37982 },
    address: {
      street: '3035 Peachtree Road NE, Suite 140',
      city: 'Atlanta',
      state: 'GA',
      postalCode: '30305',
      country: 'United States',
      formatted: '3035 Peachtree Road NE, Suite 140, Atlanta, GA 30305, United States',
    },
    contact: { phone, email: 'atlanta@noirelle.beauty', whatsapp: '+1 404 555 0117' },
    hours: {
      monday: '09:00-21:00',
      tuesday: '09:00-21:00',
      wednesday: '09:00-21:00',
      thursday: '09:00-21:30',
      friday: '09:00-21:30',
      saturday: '08:00-21:00',
      sunday: '12:00-19:00',
    },
    description:
      'A Buckhead salon on Peachtree Road for women who set trends rather than follow them, devoted to melanin-rich skin and every texture of hair. Noirelle Atlanta pairs Southern hospitality with the precision of the city’s celebrated stylists.',
    cityStory: {
      headline: 'Sweet Auburn to Buckhead',
      paragraph1:
        'Atlanta has long been a capital of Black enterprise, and beauty was part of it from the start. Auburn Avenue, celebrated in the 1950s as one of the wealthiest Black streets in America, was lined with salons, beauty schools and barbers, while Spelman College and the Atlanta University Center shaped generations of women who carried themselves with distinction.',
      paragraph2:
        'The city went on to host the Bronner Bros. hair show, build a thriving network of Black-owned beauty brands and become a reference for stylists across the South. From the salons of the West End and Cascade Road to the studios behind the city’s music and film industries, Atlanta sets the standard. Noirelle Atlanta brings it to Buckhead.',
    },
    shopPassion: {
      headline: 'A message from our Atlanta owner',
      ownerVoice: [
        [
          'I am Kendra Lassiter, owner of Noirelle Atlanta. I did my first press-and-curl in a dorm room across from Spelman’s campus and spent the next fifteen years behind chairs from the West End to film sets in Midtown. This house is everything I learned. Our ',
          { text: 'skin services', to: '/skin' },
          ' give deep complexions the attention they rarely get elsewhere.',
        ],
        [
          'Our ',
          { text: 'makeup artists', to: '/makeup' },
          ' work red carpets and sorority galas alike, and our ',
          { text: 'hair team', to: '/hair' },
          ' handles everything from sew-ins and frontals to loc maintenance and big chops with the same care. When you find a favorite, you will find it in our ',
          { text: 'product line', to: '/products' },
          '.',
        ],
        [
          'Look through our ',
          { text: 'services', to: '/services' },
          ' and ',
          { text: 'make your reservation', to: '/booking' },
          '. Come hungry for a good conversation.',
        ],
      ],
    },
    services: [
      'Signature Melanin Facial',
      'Frontal and Closure Install',
      'Silk Press',
      'Loc Maintenance and Style',
      'Red Carpet Makeup',
      'Big Chop and Natural Transition',
      'Lash and Brow Design',
    ],
    specialties: ['Custom units and frontal installs', 'Film and music industry glam', 'Natural hair transitions', 'Gala and sorority event beauty'],
    heroImage: 'skyline-atlanta-ga',
    galleryImages: ['skyline-atlanta-ga-tall', 'skyline-atlanta-ga-light'],
    seoKeywords: [
      'luxury hair salon Buckhead',
      'silk press Atlanta',
      'frontal install Buckhead',
      'makeup artist for dark skin Atlanta',
      'Black-owned salon Atlanta 30305',
      'facial for melanin-rich skin Atlanta',
      'loc maintenance Atlanta',
    ],
    nearbyLandmarks: ['Buckhead Village District', 'Atlanta History Center', 'Cathedral of St. Philip', 'Lenox Square'],
  },
  {
    id: 'quebec-city-qc',
    name: 'Noirelle Quebec City',
    country: 'Canada',
    slug: 'quebec-city-qc',
    timezone: 'America/Toronto',
    currency: 'CAD',
    language: 'French',
    coordinates: { latitude: 46.81115, longitude: -71.20712 },
    address: {
      street: '48 Rue Saint-Louis',
      city: 'Quebec City',
      state: 'QC',
      postalCode: 'G1R 3Z3',
      country: 'Canada',
      formatted: '48 Rue Saint-Louis, Québec, QC G1R 3Z3, Canada',
    },
    contact: { phone, email: 'quebec@noirelle.beauty', whatsapp: '+1 418 555 0175' },
    hours: {
      monday: '10:00-19:00',
      tuesday: '09:00-19:00',
      wednesday: '09:00-20:00',
      thursday: '09:00-21:00',
      friday: '09:00-21:00',
      saturday: '09:00-18:00',
      sunday: '11:00-17:00',
    },
    description:
      'A stone-walled salon inside the fortified walls of Vieux-Québec, a short walk from the Château Frontenac. Noirelle Quebec City offers French-language care for melanin-rich skin and textured hair, with rituals that answer the long northern winter.',
    cityStory: {
      headline: 'A francophone diaspora within the walls',
      paragraph1:
        'Quebec City’s Black community is francophone by history and by choice. Haitian families arrived from the 1960s onward, joined by students and professionals from Senegal, Cameroon, Côte d’Ivoire and the Congo who came to Université Laval and stayed. In Saint-Roch and Limoilou, braiders and barbers quietly built the city’s first textured-hair salons, often working from home.',
      paragraph2:
        'Every February, the Mois de l’histoire des Noirs fills local libraries, museums and community halls with exhibitions and conversations, and the city’s African and Caribbean festivals bring color to the summer streets. Noirelle Quebec City gives that community a house of its own in the old town, where winter skin and winter hair receive unhurried attention.',
    },
    shopPassion: {
      headline: 'A word from our Quebec City director',
      ownerVoice: [
        [
          'I am Nadège Pierre-Louis, director of Noirelle Quebec City. My parents came from Port-au-Prince to Limoilou, and for years my mother drove two and a half hours to Montreal to have her hair done. No one should have to do that anymore. Our ',
          { text: 'skin rituals', to: '/skin' },
          ' restore comfort and radiance to deep skin through the dry cold months.',
        ],
        [
          'Our ',
          { text: 'makeup artists', to: '/makeup' },
          ' prepare clients for Carnaval balls and summer weddings on the Terrasse Dufferin, and our ',
          { text: 'hair stylists', to: '/hair' },
          ' specialize in moisture-first protective styles for the winter. We always recommend the pieces from our ',
          { text: 'collection', to: '/products' },
          ' that will carry you through the season.',
        ],
        [
          'Discover all of our ',
          { text: 'services', to: '/services' },
          ', in French or in English, and ',
          { text: 'book your visit', to: '/booking' },
          '. Bienvenue dans le Vieux-Québec.',
        ],
      ],
    },
    services: [
      'Signature Melanin Facial',
      'Winter Comfort Skin Ritual',
      'Moisture-First Protective Styling',
      'Braids and Cornrows',
      'Soirée Makeup',
      'Scalp Renewal Ritual',
    ],
    specialties: ['Cold-climate skin and hair care', 'Haitian and West African braiding', 'Bilingual French and English consultations'],
    heroImage: 'skyline-quebec-city-qc',
    galleryImages: ['skyline-quebec-city-qc-tall', 'skyline-quebec-city-qc-light'],
    seoKeywords: [
      'salon cheveux afro Québec',
      'coiffure cheveux texturés Vieux-Québec',
      'luxury beauty salon Quebec City',
      'makeup for dark skin Quebec City',
      'braids Quebec City',
      'soin peau mélanine Québec',
    ],
    nearbyLandmarks: ['Château Frontenac', 'Terrasse Dufferin', 'Place d’Armes', 'Citadelle of Quebec', 'Notre-Dame de Québec Basilica-Cathedral'],
  },
  {
    id: 'toronto-on',
    name: 'Noirelle Toronto',
    country: 'Canada',
    slug: 'toronto-on',
    timezone: 'America/Toronto',
    currency: 'CAD',
    language: 'English',
    coordinates: { latitude: 43.67105, longitude: -79.39355 },
    address: {
      street: '110 Yorkville Avenue',
      city: 'Toronto',
      state: 'ON',
      postalCode: 'M5R 1C1',
      country: 'Canada',
      formatted: '110 Yorkville Avenue, Toronto, ON M5R 1C1, Canada',
    },
    contact: { phone, email: 'toronto@noirelle.beauty', whatsapp: '+1 416 555 0129' },
    hours: {
      monday: '09:00-20:00',
      tuesday: '09:00-21:00',
      wednesday: '09:00-21:00',
      thursday: '09:00-21:00',
      friday: '09:00-21:00',
      saturday: '09:00-19:00',
      sunday: '10:00-17:00',
    },
    description:
      'A Yorkville salon a block from Bloor Street, created for melanin-rich skin and textured hair in Canada’s most diverse city. Noirelle Toronto brings together Caribbean, African and Canadian beauty traditions under one refined roof.',
    cityStory: {
      headline: 'Little Jamaica to Yorkville',
      paragraph1:
        'Toronto’s Black beauty culture grew up along Eglinton Avenue West, where Jamaican and wider Caribbean families opened hair salons, barbershops and beauty supply stores from the 1960s onward. The strip became known as Little Jamaica, and its salons were where news was shared, weddings planned and new arrivals welcomed.',
      paragraph2:
        'Since 1967 the Caribbean carnival has filled the summer with costume, color and elaborate looks, while the Ghanaian, Nigerian, Somali, Ethiopian and Eritrean communities of the city have added their own traditions, from Scarborough to Weston Road. Noirelle Toronto brings that range to Yorkville, treating every texture and every heritage as a specialty.',
    },
    shopPassion: {
      headline: 'A welcome from our Toronto owner',
      ownerVoice: [
        [
          'I am Marcia Thompson-Adjei, owner of Noirelle Toronto. My father’s family is from Spanish Town and my husband’s from Kumasi, and our home was always full of aunties comparing hair oils. That is the spirit of this house. Our ',
          { text: 'skin rituals', to: '/skin' },
          ' are designed around the changing Canadian seasons and the needs of deep complexions.',
        ],
        [
          'Our ',
          { text: 'makeup artists', to: '/makeup' },
          ' create looks for Film Festival premieres and carnival mornings alike, and our ',
          { text: 'hair specialists', to: '/hair' },
          ' are as comfortable with Ghanaian threading styles as with a sleek blowout. We finish every visit by choosing the right formulas from our ',
          { text: 'collection', to: '/products' },
          ' together.',
        ],
        [
          'Browse our ',
          { text: 'full service menu', to: '/services' },
          ' and ',
          { text: 'book your appointment', to: '/booking' },
          '. See you in Yorkville.',
        ],
      ],
    },
    services: [
      'Signature Melanin Facial',
      'Seasonal Skin Ritual',
      'Silk Press and Blowout',
      'Goddess Locs and Braids',
      'Premiere Makeup',
      'Wash, Treatment and Style',
    ],
    specialties: ['Caribbean and West African styling', 'Film Festival premiere glam', 'Four-season skin and hair routines', 'Low-manipulation protective styles'],
    heroImage: 'skyline-toronto-on',
    galleryImages: ['skyline-toronto-on-tall', 'skyline-toronto-on-light'],
    seoKeywords: [
      'luxury Black hair salon Toronto',
      'natural hair salon Yorkville',
      'silk press Toronto',
      'makeup artist for dark skin Toronto',
      'facial for melanin-rich skin Toronto',
      'braids Yorkville',
    ],
    nearbyLandmarks: ['Royal Ontario Museum', 'Village of Yorkville Park', 'Bloor Street West', 'Gardiner Museum'],
  },
  {
    id: 'los-angeles-ca',
    name: 'Noirelle Los Angeles',
    country: 'United States',
    slug: 'los-angeles-ca',
    timezone: 'America/Los_Angeles',
    currency: 'USD',
    language: 'English',
    coordinates: { latitude: 34.08352, longitude: -118.37442 },
    address: {
      street: '8463 Melrose Place',
      city: 'Los Angeles',
      state: 'CA',
      postalCode: '90069',
      country: 'United States',
      formatted: '8463 Melrose Place, Los Angeles, CA 90069, United States',
    },
    contact: { phone, email: 'losangeles@noirelle.beauty', whatsapp: '+1 323 555 0151' },
    hours: {
      monday: '09:00-21:00',
      tuesday: '09:00-21:00',
      wednesday: '09:00-21:00',
      thursday: '09:00-21:00',
      friday: '08:00-21:00',
      saturday: '08:00-20:00',
      sunday: '10:00-18:00',
    },
    description:
      'The flagship salon of the house, on leafy Melrose Place, a short drive from our Beverly Hills head office. Noirelle Los Angeles is where new rituals for melanin-rich skin and textured hair are first created, then shared with every city.',
    cityStory: {
      headline: 'Central Avenue to Melrose Place',
      paragraph1:
        'Black Los Angeles found its glamour on Central Avenue in the 1930s and 1940s, when the jazz clubs around the Dunbar Hotel drew audiences dressed for the stage themselves. As families moved west, Leimert Park, Crenshaw Boulevard, Baldwin Hills and Inglewood became the heart of the community, with salons and barbershops among their most trusted institutions.',
      paragraph2:
        'Today Leimert Park Village still gathers artists, drummers and vendors, and the city’s Black stylists and makeup artists shape the looks seen on screens around the world. Noirelle Los Angeles, our flagship, sits between the studios and the neighborhoods that inspire them, on a quiet street in the West Hollywood design district.',
    },
    shopPassion: {
      headline: 'A letter from our Los Angeles director',
      ownerVoice: [
        [
          'I am Camille Arceneaux, director of Noirelle Los Angeles, our flagship. I grew up in Baldwin Hills and started assisting a makeup artist on studio lots at nineteen. I learned that the camera forgives nothing and that deep skin, well prepared, is the most beautiful thing it can see. Our ',
          { text: 'skin rituals', to: '/skin' },
          ' are built on that preparation.',
        ],
        [
          'Our ',
          { text: 'makeup artists', to: '/makeup' },
          ' move between award-season fittings and Saturday brunch, and our ',
          { text: 'hair studio', to: '/hair' },
          ' is where many of the house techniques began, from sculpted finger waves to defined wash-and-gos. Every formula we test here finds its way into our ',
          { text: 'collection', to: '/products' },
          '.',
        ],
        [
          'Explore all of our ',
          { text: 'services', to: '/services' },
          ' and ',
          { text: 'book your time at the flagship', to: '/booking' },
          '. The garden table is yours.',
        ],
      ],
    },
    services: [
      'Signature Melanin Facial',
      'Award Season Makeup',
      'Total Transformation',
      'Silk Press and Finger Waves',
      'Wash-and-Go Definition',
      'Lash and Brow Design',
      'Scalp Renewal Ritual',
    ],
    specialties: ['Camera-ready complexion work', 'Award season and premiere glam', 'Vintage finger waves and pin curls', 'Flagship-exclusive house rituals'],
    heroImage: 'skyline-los-angeles-ca',
    galleryImages: ['skyline-los-angeles-ca-tall', 'skyline-los-angeles-ca-light'],
    seoKeywords: [
      'luxury Black hair salon Los Angeles',
      'silk press West Hollywood',
      'makeup artist for dark skin Los Angeles',
      'facial for melanin-rich skin Los Angeles',
      'Melrose Place beauty salon',
      'textured hair salon 90069',
      'red carpet makeup Los Angeles',
    ],
    nearbyLandmarks: ['Pacific Design Center', 'Beverly Center', 'Sunset Strip', 'West Hollywood Design District'],
  },
];
