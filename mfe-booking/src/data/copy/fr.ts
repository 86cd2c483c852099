import { brand, cities, LOCALES } from 'shared';
import type { BookingCopy } from './types';

const languages = new Intl.DisplayNames(['fr'], { type: 'language' });

/** The booking remote's copy in French (vouvoiement; names stay names). */
export const fr = {
  experiences: {
    'signature-facial': {
      duration: '90 minutes',
      description:
        'Quatre-vingt-dix minutes pour clarifier, unifier et apaiser les peaux riches en mélanine : une exfoliation enzymatique, des extractions si délicates qu’elles ne laissent aucune marque, et un masque à l’acide tranexamique sous la fraîcheur du jade.',
      benefits: [
        'Atténue l’apparence des taches sombres, sans peeling qui marque la peau',
        'Une hydratation profonde pour les peaux dont la soif se lit en teint terne et grisé',
        'Un diagnostic de peau qui vous reste, avec un rituel écrit pour vous',
      ],
    },
    'royal-hair-ritual': {
      duration: '120 minutes',
      description:
        'Une détox du cuir chevelu, un soin protéiné et hydratant infusé à la vapeur, dosé pour vos boucles, et la finition de votre choix : lissage soyeux, wash-and-go défini ou coiffure protectrice.',
      benefits: [
        'Une hydratation qui tient jusqu’au prochain jour de lavage',
        'De la force pour les pointes fragiles, sans rigidité',
        'Le soin du cuir chevelu que les coiffures protectrices font trop souvent oublier',
      ],
    },
    'couture-makeup': {
      duration: '75 minutes',
      description:
        'Votre sous-ton lu à la lumière du jour, un teint qui se fond dans les carnations profondes, des yeux et des lèvres aux pigments fidèles de la première photographie à la dernière danse.',
      benefits: [
        'Un fond de teint parfaitement accordé, sans reflet gris',
        'Un maquillage longue tenue, pensé pour le flash comme pour le jour',
        'Une fiche maquillage pour recréer le regard chez vous',
      ],
    },
    'total-transformation': {
      duration: '4 heures',
      description:
        'Peau, cheveux et maquillage en un seul après-midi sans hâte, par trois spécialistes dans une suite privée, avec champagne et déjeuner léger entre les chapitres.',
      benefits: [
        'Le soin du visage, le rituel capillaire et le maquillage en une seule visite',
        'Une suite privée et une conciergerie qui vous est dédiée',
        'Un déroulé calé sur l’heure de votre événement',
      ],
    },
  },
  addOns: {
    'gold-mask': { description: 'Un masque en feuille à l’or qui laisse les peaux profondes lumineuses pour la soirée.' },
    'scalp-treatment': { description: 'Un gommage purifiant et un massage à la menthe poivrée pour le cuir chevelu qui vit sous les coiffures protectrices.' },
    'hand-ritual': { description: 'Beurre de karité, moufles chaudes et polissage des ongles, pour des mains à la hauteur de votre visage.' },
    'lash-enhancement': { description: 'Des cils posés un à un, pour un regard relevé qui reste naturel en photographie.' },
    champagne: { description: 'Une bouteille de champagne de vigneron bien frappée, servie tout au long de votre visite.' },
  },
  howItWorks: [
    { name: 'Choisissez votre expérience', text: 'Un soin du visage, un rituel capillaire, un maquillage couture, ou les trois réunis dans la Total Transformation.' },
    { name: 'Choisissez un jour et une heure', text: 'N’importe quel jour de la semaine à venir, de 10 h à 17 h 30, à l’heure locale de la maison.' },
    { name: 'Sublimez-la', text: 'Ajoutez un masque à l’or, un soin du cuir chevelu, un rituel des mains, des cils ou du champagne, ou rien du tout.' },
    { name: 'Dites-nous qui vient', text: 'Votre nom, votre e-mail et votre téléphone, et tout ce que vos spécialistes devraient savoir avant votre arrivée.' },
  ],
  bookingKeywords: ['soin du visage peau noire', 'rendez-vous cheveux texturés', 'maquilleuse peau foncée', 'réservation beauté de luxe', 'peau riche en mélanine'],
  searchKeywords: {
    categories: { skin: 'peau soin du visage', hair: 'cheveux soin capillaire', makeup: 'maquillage maquilleuse', combined: 'peau cheveux maquillage journée beauté' },
    experiences: 'expérience réservation rendez-vous',
    addOns: 'option supplément extra réservation',
    immersion: 'immersion duo peau cheveux maquillage après-midi suite',
  },
  immersion: {
    hero: {
      title: `L’Immersion ${brand.name}`,
      subtitle: 'Peau, cheveux et maquillage. Quatre heures. Une suite privée.',
      description:
        'Trois spécialistes, un après-midi, et un seul rendez-vous par jour dans chaque maison. Tout y est pensé pour les peaux riches en mélanine et les cheveux texturés, par des spécialistes qui leur ont consacré leur carrière.',
    },
    intro: {
      title: 'Un après-midi, en six chapitres',
      description:
        'L’Immersion réunit notre facialiste, notre coiffeuse et notre maquilleuse dans une même suite ; elles se succèdent pour que chaque chapitre prépare le suivant. La peau est apaisée avant d’être maquillée ; la coiffure est achevée avant que le teint ne soit fixé. Venez en solo, ou à deux pour l’expérience en duo, et partagez la suite côte à côte.',
      tagline: 'Rien n’est pressé, car rien d’autre n’est prévu.',
    },
    chapters: {
      arrival: {
        title: 'L’arrivée',
        subtitle: 'Minutes 0 à 15 · Le seuil',
        description:
          'Vous entrez par une porte privée et l’on vous accueille par votre nom. La suite est chaleureuse, la lumière tamisée, et vos trois spécialistes sont déjà là. Avant le moindre geste, une conversation : l’occasion, le rendu que vous imaginez, et ce que votre peau et vos cheveux ont traversé ces derniers temps.',
        quote: 'J’aime entendre une cliente décrire sa propre peau avant de la regarder. Cela m’apprend la moitié de ce que je dois savoir.',
        quoteAuthor: 'Facialiste en chef, Paris',
        details: [
          'Une entrée privée, sans comptoir d’accueil ni salle d’attente',
          'Une serviette chaude et un verre d’eau pétillante aux agrumes, ou un thé au gingembre frais',
          'Vos vêtements suspendus, un peignoir de soie et des chaussons à votre taille préparés pour vous',
          'Dix minutes avec vos trois spécialistes pour convenir de l’occasion et du rendu',
        ],
        conclusion: 'À la quinzième minute, tout est décidé et le peignoir est passé. L’après-midi vous appartient.',
        alt: 'Dessin au trait doré d’une ville au crépuscule, à l’heure où arrive la voiture',
      },
      skin: {
        title: 'La peau',
        subtitle: 'Minutes 15 à 65 · Le diagnostic et le soin',
        description:
          'Votre facialiste lit votre peau sous des lampes à la lumière du jour, marque après marque. Les taches laissées par les imperfections, le rasoir ou le soleil sont traitées avec patience plutôt qu’avec force : aucun peeling agressif, rien qui risque de nouvelles taches. Puis l’eau, couche après couche, jusqu’à ce que la peau dont la soif se lit en teint grisé paraisse reposée et unifiée.',
        quote: 'Sur une peau profonde, chaque inflammation laisse une trace. Tout l’art est d’être douce et constante, jamais spectaculaire.',
        quoteAuthor: 'Facialiste confirmée, Atlanta',
        details: [
          'Un diagnostic de peau à la loupe : sous-ton, grain et chaque zone d’hyperpigmentation',
          'Un double nettoyage, puis un polissage aux enzymes et à l’acide lactique qui ravive l’éclat sans picotements',
          'Un masque à l’acide tranexamique et à la niacinamide, appliqué au jade frais pendant quinze minutes',
          'Une brume d’acide hyaluronique, un sérum aux céramides et un écran solaire minéral léger qui ne laisse aucun voile blanc',
        ],
        conclusion: 'Votre peau quitte ce chapitre apaisée, unifiée et prête à recevoir le maquillage. Votre diagnostic est consigné et conservé pour vous.',
        alt: 'Un masque à l’argile terre cuite, lisse, marqué d’un trait de spatule',
      },
      hair: {
        title: 'Les cheveux',
        subtitle: 'Minutes 65 à 155 · Le cuir chevelu, les boucles, la finition',
        description:
          'Tout commence par le cuir chevelu, car c’est là que naissent des cheveux en bonne santé. Votre coiffeuse travaille ensuite mèche par mèche, boucle par boucle, avec une hydratation dosée selon votre texture, des boucles souples 4A aux frisures serrées 4C. La finition vous appartient, et la chaleur est un outil dont on use avec parcimonie, jamais un raccourci.',
        quote: 'Le rétrécissement n’est pas un défaut. C’est la preuve que le cheveu est sain, et je ne le brûlerai pas pour une photographie.',
        quoteAuthor: 'Coiffeuse, Houston',
        details: [
          'Le cuir chevelu examiné à la loupe, puis dix minutes de massage purifiant au romarin et à la menthe poivrée',
          'Un démêlage sur cheveux mouillés, par sections, des pointes vers les racines, aux doigts et au peigne à dents larges',
          'Vingt minutes de vapeur sur un masque hydratant, avec des protéines seulement là où les pointes sont fragiles',
          'Votre finition : lissage soyeux, wash-and-go défini ou coiffure protectrice, sans aucun outil au-delà de 400 °F',
        ],
        conclusion: 'Vos cheveux bougent, brillent et gardent leur texture quand vous le souhaitez. Votre rituel du jour de lavage rejoint votre programme.',
        alt: 'Portrait abstrait : une silhouette aux longues locks tombant sous les épaules',
      },
      makeup: {
        title: 'Le maquillage',
        subtitle: 'Minutes 155 à 200 · Le sous-ton et le teint',
        description:
          'Votre maquilleuse vous conduit à la fenêtre et lit votre sous-ton à la lumière du jour, là où il ne peut se cacher. Le fond de teint est composé, non choisi, jusqu’à disparaître à la mâchoire sans aucun reflet gris. Chaque produit est testé au flash avant que vous ne quittiez le fauteuil : le visage que vous voyez est celui que l’objectif retient.',
        quote: 'La plupart des femmes de couleur ont reçu un fond de teint presque juste. Ce “presque”, nous sommes là pour y mettre fin.',
        quoteAuthor: 'Maquilleuse principale, New York',
        details: [
          'Le sous-ton lu près de la fenêtre, en lumière naturelle : rouge, doré, olive ou neutre, souvent plusieurs à la fois',
          'Un fond de teint mêlant deux ou trois teintes, vérifié sur la mâchoire, le cou et le décolleté',
          'Des poudres teintées, finement broyées, à la place de la poudre fixante blanche, pour qu’aucun reflet ne ressorte au flash',
          'Une photographie test au flash, puis une fiche maquillage à conserver pour recréer le regard',
        ],
        conclusion: 'Le teint est lumineux à la lumière du jour et fidèle en photographie. Ce que vous voyez dans le miroir est ce que l’objectif enregistre.',
        alt: 'Une palette d’ombres à paupières ouverte, en bronze, or, prune et acajou',
      },
      decadence: {
        title: 'La volupté',
        subtitle: 'Minutes 200 à 225 · Champagne, petite carte et sérénité',
        description:
          'Avant votre départ, la suite se livre tout entière au plaisir. Un verre est servi, quelques petites assiettes arrivent de la cuisine de la maison, et vos mains reçoivent l’attention dont le reste de vous a bénéficié. Quelques minutes durant, il n’y a rien à décider et nulle part où aller.',
        quote: 'Je ne m’étais pas assise vingt minutes sans bouger depuis un an. C’est de ce moment-là que j’ai parlé à ma sœur.',
        quoteAuthor: 'Une cliente, Toronto',
        details: [
          'Une coupe de champagne de vigneron, ou une théière de thé de domaine servie à la juste température',
          'Une carte de saison légère, en trois petites assiettes, préparée selon vos goûts et vos allergies',
          'Dix minutes de rituel des mains au beurre de karité et de cacao ; cuticules soignées, ongles polis jusqu’à l’éclat',
          'Cinq minutes de calme, lumières baissées, téléphones rangés et porte close',
        ],
        conclusion: 'Vous vous levez le corps reposé, la mise en beauté achevée. Vos spécialistes reviennent pour le dernier chapitre.',
        alt: 'Une soie bronze pliée dans la lumière d’une lampe, au cœur d’une suite privée',
      },
      exit: {
        title: 'Le départ',
        subtitle: 'Minutes 225 à 240 · La révélation et le départ',
        description:
          'La révélation finale a lieu près de la fenêtre, en lumière naturelle, vos trois spécialistes à vos côtés. Suit une courte séance de portrait, à la lumière du jour puis au flash. Vous repartez avec tout ce qu’il faut pour prolonger le résultat : les produits, le programme écrit, et votre voiture qui vous attend déjà devant la porte.',
        quote: 'Nous ne laissons personne partir après un simple coup d’œil au miroir sous les lumières du salon. La lumière du jour est le seul juge honnête.',
        quoteAuthor: 'Directrice de la maison, Los Angeles',
        details: [
          'La révélation finale en lumière naturelle, avec une dernière retouche aux lèvres et aux contours',
          'Une courte séance de portrait à la lumière du jour et au flash ; les images retouchées vous sont envoyées sous 48 heures',
          'Une trousse choisie pour vous, avec un programme écrit pour la peau, les cheveux et le maquillage',
          'Un foulard de soie pour le trajet, et votre voiture qui attend à la porte privée',
        ],
        conclusion: 'Quatre heures après votre arrivée, vous repartez exactement comme prévu. Le programme prolonge l’après-midi pendant des semaines.',
        alt: 'Portrait abstrait : une silhouette coiffée d’un foulard sur un ivoire chaud',
      },
    },
    enhancements: {
      'cinematic-capture': {
        title: 'Mémoire cinématographique',
        description:
          'Une réalisatrice vous accompagne tout l’après-midi, discrètement et à distance, et vous remet un film monté de la lumière, des matières et des instants entre les chapitres.',
        details: [
          'Tourné en lumière naturelle et étalonné pour les peaux profondes, afin que votre carnation reste fidèle à l’écran',
          'Un film monté de trois à cinq minutes, avec une version courte à partager',
          'Remis en toute confidentialité sous dix jours',
          'Rien n’est publié ni partagé sans votre consentement écrit',
        ],
      },
      'culinary-customization': {
        title: 'Table sur mesure',
        description:
          'La cuisine de la maison ne cuisine que pour vous : vos allergies et vos préférences, les ingrédients que vous évitez, les saveurs de chez vous qui vous manquent.',
        details: [
          'Une carte de saison écrite à partir de vos réponses, et non adaptée d’une carte existante',
          'Menus végétaliens, halal et sans gluten, préparés avec le même soin que tous les autres',
          'Des accords assortis : champagne de vigneron, thé de domaine ou sans alcool',
          'En duo, le menu de chaque convive est préparé séparément',
        ],
        note: 'Un court questionnaire vous est envoyé après la réservation, afin que la cuisine se prépare pour vous.',
      },
      'luxury-transport': {
        title: 'Arrivée et départ en voiture privée',
        description:
          'Une voiture avec chauffeur vient vous chercher chez vous, à votre hôtel ou à votre bureau, et vous attend à la porte privée à votre départ : l’après-midi commence et s’achève sans une pensée pour la circulation ni le stationnement.',
        details: [
          'Une berline ou un SUV récent, avec un chauffeur discret et sélectionné',
          'Une prise en charge calée sur votre arrivée, la suite étant prévenue à votre approche',
          'Une taie d’oreiller et un foulard de soie dans la voiture pour préserver une coiffure fraîchement réalisée',
          'Retour à l’adresse de votre choix, ou directement vers votre soirée',
        ],
        note: 'Le tarif dépend de votre zone de prise en charge ; votre conciergerie vous le confirme avant votre visite.',
      },
    },
    facts: [
      { label: 'Durée', value: 'Quatre heures' },
      { label: 'Disponibilité', value: 'Un rendez-vous par jour' },
      { label: 'Duo', value: 'Expérience en duo possible' },
    ],
    cta: {
      title: 'Réservez votre après-midi',
      quote: 'Une suite, une personne ou deux, et toute une maison organisée autour de vous.',
      description:
        'Chaque maison ne propose qu’une seule Immersion par jour : les dates sont donc réservées sur invitation. Envoyez-nous une demande, et votre conciergerie vous répondra pour convenir de la date, de vos spécialistes et de vos options.',
      details: [
        `Disponible à ${new Intl.ListFormat('fr', { type: 'conjunction' }).format(cities.map((city) => city.name))}`,
        'En solo ou en duo, les deux personnes dans la même suite',
        `Votre conciergerie vous répond en ${new Intl.ListFormat('fr', { type: 'disjunction' }).format(LOCALES.map((code) => languages.of(code) ?? code))}`,
      ],
      tagline: 'Un rendez-vous par jour, par maison.',
      buttonText: 'Demander une invitation privée',
    },
    keywords: ['expérience beauté de luxe', 'journée spa pour femmes noires', 'rituel cheveux texturés', 'soin du visage peau riche en mélanine', 'journée beauté mariée', 'expérience spa en duo'],
  },
} satisfies BookingCopy;
