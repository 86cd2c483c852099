import type { HousesSearchCopy, LocationsCopy } from './types';

/**
 * The houses in French: the same facts, names and links as ../locations.ts, written for a French
 * reader (vouvoiement, French typography). City, house, street and people's names stay as they are,
 * but in the phrases a house is searched by, which are a French visitor's own ('Londres').
 */
export const fr = {
  'paris-france': {
    description:
      'Un salon installé dans un hôtel particulier, à quelques pas de l’Élysée, où des rituels couture de soin, de maquillage et de coiffure sont composés pour les peaux riches en mélanine et les cheveux texturés. Notre maison parisienne allie le savoir-faire français à la connaissance des diasporas africaine et caribéenne qui façonnent la ville depuis un siècle.',
    cityStory: {
      headline: 'De Château-Rouge au Faubourg',
      paragraph1:
        'Le Paris noir a toujours eu ses adresses de beauté. Autour de Château-d’Eau et du boulevard de Strasbourg, salons de tresses et barbiers travaillent tard dans la soirée depuis des décennies, et les rues commerçantes de Château-Rouge, à la Goutte-d’Or, fournissent toujours beurre de karité, wax et savon noir aux femmes de Dakar, d’Abidjan, de Fort-de-France et de Kinshasa qui ont fait de la ville leur foyer.',
      paragraph2:
        'C’est aussi la ville qui a donné au monde les écrivains de la Négritude et la librairie Présence Africaine, sur la rive gauche, et qui a appris à toute une génération que l’élégance et l’héritage vont de pair. Noirelle Paris porte cette conviction jusqu’au Faubourg Saint-Honoré : le métier du salon de quartier, la rigueur de la maison de couture, et un lieu où personne n’a à expliquer ses cheveux.',
    },
    shopPassion: {
      headline: 'Une lettre de notre directrice à Paris',
      ownerVoice: [
        [
          'Je suis Aïssatou Kane, directrice de Noirelle Paris. J’ai grandi entre Dakar et le 18e arrondissement, à regarder mes tantes tresser des heures durant le samedi après-midi, et j’ai ouvert cette maison pour que ce même soin soit prodigué avec l’exigence de la couture. Nos ',
          { text: 'rituels de soin', to: '/skin' },
          ' commencent par une longue consultation, car une peau foncée mérite d’être lue avant d’être touchée.',
        ],
        [
          'Nos artistes composent chaque mise en beauté à partir de vos propres sous-tons, de l’éclat nu d’une journée au ',
          { text: 'maquillage', to: '/makeup' },
          ' du soir pour l’Opéra. Notre ',
          { text: 'atelier de coiffure', to: '/hair' },
          ' travaille boucles serrées, locks et silk press avec le même respect, et les formules que nous utilisons sont celles que vous pouvez emporter chez vous, issues de notre ',
          { text: 'collection', to: '/products' },
          '.',
        ],
        [
          'Découvrez l’ensemble de nos ',
          { text: 'soins', to: '/services' },
          ', puis ',
          { text: 'réservez votre visite', to: '/booking' },
          '. Je me réjouis de vous accueillir au Faubourg.',
        ],
      ],
    },
    services: [
      'Soin du visage Signature Mélanine',
      'Maquillage du soir couture',
      'Silk press et brushing',
      'Atelier de tresses protectrices',
      'Rituel de renouveau du cuir chevelu',
      'Consultation mariée',
    ],
    specialties: ['Teint accordé à vos sous-tons', 'Entretien et coiffage des locks', 'Beauté nuptiale haute couture', 'Rituels capillaires au karité et au baobab'],
    nearbyLandmarks: ['Palais de l’Élysée', 'Place de la Concorde', 'Église de la Madeleine', 'Avenue des Champs-Élysées', 'Grand Palais'],
    seoKeywords: [
      'salon cheveux afro Paris',
      'salon de beauté de luxe Paris 8e',
      'cheveux texturés Paris',
      'maquillage peau foncée Paris',
      'soin du visage peau riche en mélanine Paris',
      'salon de beauté Faubourg Saint-Honoré',
    ],
  },
  'new-york-ny': {
    description:
      'Un salon installé dans une maison de ville de Madison Avenue, à quelques pas de Central Park, entièrement dédié aux peaux riches en mélanine et aux cheveux texturés. Le rythme new-yorkais y rencontre un rituel sans hâte, des rendez-vous matinaux avant le travail aux mises en beauté du soir avant le gala.',
    cityStory: {
      headline: 'Racines d’Uptown, lumière de Madison Avenue',
      paragraph1:
        'La beauté noire moderne a une adresse à Manhattan. Au début du XXe siècle, Madam C. J. Walker installe son entreprise à Harlem, et les salons et écoles de beauté qui fleurissent le long de Lenox Avenue et de la 125e Rue deviennent, pour des générations de femmes noires, des lieux de revenus, d’indépendance et de communauté. La Renaissance de Harlem impose son propre style, et le quartier n’a jamais cessé de donner le ton.',
      paragraph2:
        'Aujourd’hui, la culture capillaire de la ville s’étend des salons de tresses africains de West 116th Street aux salons de cheveux naturels de Bed-Stuy et de Fort Greene, des barbiers caribéens de Flatbush aux coulisses des défilés. Noirelle New York apporte cette expertise dans l’Upper East Side, dans une maison pensée pour les femmes qui ont fait de l’industrie de la beauté de cette ville ce qu’elle est.',
    },
    shopPassion: {
      headline: 'Un mot de notre propriétaire à New York',
      ownerVoice: [
        [
          'Je suis Simone Okafor-Reid, propriétaire de Noirelle New York. Ma mère coiffait dans notre cuisine de Brooklyn, et j’ai compris très tôt que le fauteuil d’un salon est l’endroit où les femmes sont enfin écoutées. Cette maison lui rend hommage. Notre ',
          { text: 'programme de soin', to: '/skin' },
          ' est calibré pour les teints foncés : chaque soin éclat sans peeling, chaque massage est choisi pour vous, et non adapté de celui d’une autre.',
        ],
        [
          'Nos ',
          { text: 'artistes maquillage', to: '/makeup' },
          ' viennent de l’éditorial et de Broadway, et notre ',
          { text: 'équipe coiffure', to: '/hair' },
          ' maîtrise chaque texture, du 3A au 4C. Tout ce que nous utilisons au fauteuil est disponible dans notre ',
          { text: 'boutique', to: '/products' },
          ', pour que votre routine continue d’opérer une fois Madison Avenue quittée.',
        ],
        [
          'Découvrez la liste complète de nos ',
          { text: 'soins', to: '/services' },
          ' et ',
          { text: 'réservez votre rendez-vous', to: '/booking' },
          ' en ligne ou par téléphone. Votre thé vous attendra.',
        ],
      ],
    },
    services: [
      'Soin du visage Signature Mélanine',
      'Maquillage tapis rouge',
      'Shampooing et mise en plis pour cheveux naturels',
      'Lissage silk press',
      'Resserrage et coiffage des locks',
      'Transformation gala',
      'Dessin des cils et des sourcils',
    ],
    specialties: ['Mises en beauté pour soirées et galas', 'Définition des cheveux de type 4', 'Teint accordé avec une précision éditoriale', 'Rendez-vous express avant le travail'],
    nearbyLandmarks: ['Central Park', 'The Frick Collection', 'Park Avenue Armory', 'Temple Emanu-El'],
    seoKeywords: [
      'salon de luxe cheveux naturels Manhattan',
      'silk press Upper East Side',
      'maquilleuse peau foncée New York',
      'soin du visage peau riche en mélanine NYC',
      'salon de beauté afro-américain Madison Avenue',
      'salon cheveux texturés New York',
    ],
  },
  'milan-italy': {
    description:
      'Un atelier niché dans une ruelle pavée au cœur de Brera, près des galeries et des maisons de mode du Quadrilatère. Noirelle Milan apporte la précision des défilés au maquillage, au soin et à la coiffure, pour les teints foncés et tous les types de boucles.',
    cityStory: {
      headline: 'De Porta Venezia aux podiums',
      paragraph1:
        'L’histoire de la beauté noire à Milan commence à Porta Venezia, où des familles érythréennes et éthiopiennes s’installent à partir des années 1970. Le long de la via Lecco et de la via Palazzi, cafés, tailleurs et salons de coiffure deviennent une seconde maison pour la diaspora de la Corne de l’Afrique, puis pour les nouveaux venus sénégalais, nigérians et ghanéens, qui apportent leurs propres traditions de tressage.',
      paragraph2:
        'Dans le même temps, la Fashion Week place des mannequins noirs au centre des podiums milanais, et les artistes des coulisses apprennent qu’une peau foncée appelle sa propre palette et sa propre lumière. Une nouvelle génération de créateurs, de stylistes et d’influenceurs afro-italiens façonne désormais l’image de la ville de l’intérieur. Noirelle Milan se tient entre ces deux mondes : la chaleur de Porta Venezia et l’œil exigeant des podiums.',
    },
    shopPassion: {
      headline: 'Une lettre de notre directrice à Milan',
      ownerVoice: [
        [
          'Je suis Fiorella Tesfamariam, directrice de Noirelle Milan. Je suis née à Porta Venezia d’une mère érythréenne et d’un père milanais, et j’ai passé mes vingt ans dans les coulisses des défilés, à mélanger des fonds de teint pour des mannequins à qui personne d’autre ne proposait de teinte. Nos ',
          { text: 'rituels de soin', to: '/skin' },
          ' partent de cette leçon : une peau foncée doit être comprise avant de pouvoir rayonner.',
        ],
        [
          'Dans notre atelier, le ',
          { text: 'maquillage de défilé', to: '/makeup' },
          ' s’adapte à la vie réelle, et nos ',
          { text: 'artistes coiffeurs', to: '/hair' },
          ' travaillent tresses, twists et coiffures lissées avec le même soin architectural que Milan accorde à une veste. Nous terminons chaque visite avec les formules de notre ',
          { text: 'collection', to: '/products' },
          ' qui vous conviennent le mieux.',
        ],
        [
          'Découvrez chacun des ',
          { text: 'soins que nous proposons', to: '/services' },
          ' et ',
          { text: 'réservez votre moment à Brera', to: '/booking' },
          '. Un espresso vous attendra.',
        ],
      ],
    },
    services: [
      'Séance teint défilé',
      'Soin du visage Signature Mélanine',
      'Tresses et twists sculptés',
      'Brushing lisse et lissage',
      'Maquillage express Fashion Week',
      'Rituel de renouveau du cuir chevelu',
    ],
    specialties: ['Maquillage de défilé et éditorial', 'Traditions de tressage de la Corne de l’Afrique', 'Fonds de teint mélangés à votre carnation', 'Préparation à la Fashion Week'],
    nearbyLandmarks: ['Pinacothèque de Brera', 'Théâtre de la Scala', 'Basilique San Simpliciano', 'Château des Sforza', 'Via Monte Napoleone'],
    seoKeywords: [
      'parrucchiere capelli afro Milano',
      'salon de beauté de luxe Brera',
      'maquillage peau foncée Milan',
      'salon cheveux texturés Milan',
      'tresses Milan',
      'maquillage Fashion Week Milan',
    ],
  },
  'london-uk': {
    description:
      'Une maison de ville de Mayfair, sur Mount Street, à quelques minutes de Grosvenor Square et de Hyde Park, consacrée aux peaux riches en mélanine et aux cheveux texturés. Noirelle London unit le savoir-faire des grands salons de South London au service discret du West End.',
    cityStory: {
      headline: 'De Windrush à Mayfair',
      paragraph1:
        'Lorsque l’Empire Windrush accoste à Tilbury en 1948, les femmes venues de Jamaïque, de Trinité et de la Barbade ne trouvent personne en Grande-Bretagne qui connaisse leurs cheveux. Elles se les lissent et se les coiffent les unes les autres dans les salons particuliers de Brixton, de Notting Hill et de Tottenham, et ces cuisines deviennent les premiers salons noirs de la ville.',
      paragraph2:
        'Dans les décennies suivantes, les boutiques capillaires de Rye Lane à Peckham, de Ridley Road à Dalston et d’Electric Avenue à Brixton deviennent des institutions, rejointes par les tresseuses d’Afrique de l’Ouest et par une nouvelle vague de spécialistes des cheveux naturels. Noirelle London honore cet héritage à Mayfair, où l’expertise née au sud et à l’est de la ville reçoit enfin l’écrin qu’elle a toujours mérité.',
    },
    shopPassion: {
      headline: 'De la part de notre propriétaire à Mayfair',
      ownerVoice: [
        [
          'Je suis Abena Lindo, propriétaire de Noirelle London. Ma grand-mère est arrivée de Kingston en 1956 et a lissé des cheveux dans son salon de Brixton pendant trente ans ; je garde encore son peigne chauffant sur l’étagère près de l’accueil. Nos ',
          { text: 'soins de la peau', to: '/skin' },
          ' sont pensés pour les teints qu’elle n’a jamais vu servir au rayon beauté d’un grand magasin.',
        ],
        [
          'Notre ',
          { text: 'studio maquillage', to: '/makeup' },
          ' prépare notre clientèle aux mariages, aux avant-premières et à Ascot, et nos ',
          { text: 'spécialistes coiffure', to: '/hair' },
          ' passent des tresses sans nœuds à un silk press impeccable avec la même patience pour chaque type de boucles. Demandez-nous quelles pièces de notre ',
          { text: 'gamme', to: '/products' },
          ' ont leur place dans votre salle de bains.',
        ],
        [
          'Parcourez la liste complète de nos ',
          { text: 'soins', to: '/services' },
          ' et ',
          { text: 'réservez votre rendez-vous', to: '/booking' },
          '. La bouilloire est toujours sur le feu.',
        ],
      ],
    },
    services: [
      'Soin du visage Signature Mélanine',
      'Tresses sans nœuds',
      'Silk press et coupe',
      'Maquillage de cérémonie et de mariée',
      'Perruque personnalisée et pose',
      'Rituel de renouveau du cuir chevelu',
    ],
    specialties: ['Tresses caribéennes et ouest-africaines', 'Beauté de mariée et de cérémonie', 'L’art de la perruque sur mesure', 'Silk press respectueux de la fibre face à la chaleur'],
    nearbyLandmarks: ['Grosvenor Square', 'Hyde Park', 'Berkeley Square', 'Farm Street Church', 'Mount Street Gardens'],
    seoKeywords: [
      'salon cheveux afro Mayfair',
      'salon de coiffure afro de luxe Londres',
      'tresses sans nœuds Londres W1',
      'maquilleuse peau foncée Londres',
      'soin du visage peau riche en mélanine Londres',
      'silk press Londres',
    ],
  },
  'houston-tx': {
    description:
      'Un salon baigné de lumière à River Oaks, près de Buffalo Bayou, conçu pour les peaux riches en mélanine et les cheveux texturés sous la chaleur de la côte du Golfe. Noirelle Houston est spécialiste des coiffures qui résistent à l’humidité et des teints longue tenue, pour le calendrier mondain chargé de la ville.',
    cityStory: {
      headline: 'D’Emancipation Park à River Oaks',
      paragraph1:
        'L’histoire noire de Houston est inscrite dans son sol. En 1872, des responsables de la communauté, anciennement réduits en esclavage, mettent leurs ressources en commun pour acheter un terrain dans le Third Ward afin d’y célébrer Juneteenth, et Emancipation Park accueille aujourd’hui encore les rassemblements de la ville. Le long de Dowling Street, devenue Emancipation Avenue, les salons de beauté se tenaient aux côtés des églises et des commerces, piliers du quartier.',
      paragraph2:
        'De l’autre côté de la ville, les familles créoles de Frenchtown, dans le Fifth Ward, apportent les traditions louisianaises de l’élégance et du soin de soi, et la Texas Southern University forme des générations de diplômés soucieux de leur style. La culture de la beauté à Houston est aujourd’hui aussi vaste que la ville elle-même. Noirelle Houston l’apporte à River Oaks, avec des rituels qui respectent la chaleur, l’humidité et l’histoire.',
    },
    shopPassion: {
      headline: 'Du bureau de notre propriétaire à Houston',
      ownerVoice: [
        [
          'Je suis Jolie Broussard, propriétaire de Noirelle Houston. Ma famille est venue d’Opelousas jusqu’à Frenchtown, et le dimanche matin rimait avec cheveux lissés et perles. Sous le climat de Houston, cela demande du talent, et c’est ce talent que nous vous offrons. Nos ',
          { text: 'rituels de soin', to: '/skin' },
          ' équilibrent sébum et éclat pour les longues journées humides.',
        ],
        [
          'Nos ',
          { text: 'artistes maquillage', to: '/makeup' },
          ' composent des mises en beauté qui tiennent tout un mariage en plein air en juin, et nos ',
          { text: 'coiffeurs', to: '/hair' },
          ' savent faire tenir un silk press ou un twist-out quand l’air du bayou s’invite. Vous repartez avec les bonnes pièces de notre ',
          { text: 'collection', to: '/products' },
          ' pour que le résultat dure.',
        ],
        [
          'Prenez le temps de parcourir notre ',
          { text: 'carte de soins', to: '/services' },
          ', puis ',
          { text: 'réservez chez nous', to: '/booking' },
          '. Bienvenue à River Oaks.',
        ],
      ],
    },
    services: [
      'Soin du visage Signature Mélanine',
      'Silk press résistant à l’humidité',
      'Maquillage événementiel longue tenue',
      'Définition twist-out et wash-and-go',
      'Suite pour le cortège de la mariée',
      'Rituel de renouveau du cuir chevelu',
    ],
    specialties: ['Coiffures résistantes à l’humidité', 'Teint longue tenue pour les événements en plein air', 'Mariages et bals de débutantes', 'Définition des boucles'],
    nearbyLandmarks: ['River Oaks Shopping Center', 'River Oaks Theatre', 'Buffalo Bayou Park', 'Bayou Bend Collection and Gardens'],
    seoKeywords: [
      'salon de luxe cheveux naturels Houston',
      'silk press River Oaks',
      'maquilleuse peau foncée Houston',
      'maquillage de mariée afro Houston',
      'soin du visage peau riche en mélanine Houston',
      'salon cheveux texturés 77019',
    ],
  },
  'atlanta-ga': {
    description:
      'Un salon de Buckhead, sur Peachtree Road, pour les femmes qui lancent les tendances plutôt que de les suivre, consacré aux peaux riches en mélanine et à toutes les textures de cheveux. Noirelle Atlanta allie l’hospitalité du Sud à la précision des coiffeurs renommés de la ville.',
    cityStory: {
      headline: 'De Sweet Auburn à Buckhead',
      paragraph1:
        'Atlanta est depuis longtemps une capitale de l’entreprise noire, et la beauté en a fait partie dès le départ. Auburn Avenue, célébrée dans les années 1950 comme l’une des rues noires les plus riches d’Amérique, était bordée de salons, d’écoles de beauté et de barbiers, tandis que le Spelman College et l’Atlanta University Center formaient des générations de femmes qui se tenaient avec distinction.',
      paragraph2:
        'La ville a ensuite accueilli le salon capillaire Bronner Bros., bâti un réseau florissant de marques de beauté détenues par des Noirs et est devenue une référence pour les coiffeurs de tout le Sud. Des salons du West End et de Cascade Road aux studios qui font vivre la musique et le cinéma de la ville, Atlanta donne le ton. Noirelle Atlanta l’apporte à Buckhead.',
    },
    shopPassion: {
      headline: 'Un message de notre propriétaire à Atlanta',
      ownerVoice: [
        [
          'Je suis Kendra Lassiter, propriétaire de Noirelle Atlanta. J’ai réalisé mon premier press-and-curl dans une chambre d’étudiante face au campus de Spelman, puis j’ai passé quinze ans derrière le fauteuil, du West End aux plateaux de tournage de Midtown. Cette maison réunit tout ce que j’ai appris. Nos ',
          { text: 'soins de la peau', to: '/skin' },
          ' accordent aux teints foncés l’attention qu’ils reçoivent rarement ailleurs.',
        ],
        [
          'Nos ',
          { text: 'artistes maquillage', to: '/makeup' },
          ' œuvrent aussi bien sur les tapis rouges que pour les galas des sororités, et notre ',
          { text: 'équipe coiffure', to: '/hair' },
          ' prend en charge avec le même soin tissages et frontales, entretien des locks et big chops. Quand vous trouvez votre produit fétiche, vous le retrouvez dans notre ',
          { text: 'ligne de produits', to: '/products' },
          '.',
        ],
        [
          'Parcourez nos ',
          { text: 'soins', to: '/services' },
          ' et ',
          { text: 'faites votre réservation', to: '/booking' },
          '. Venez avec l’envie d’une belle conversation.',
        ],
      ],
    },
    services: [
      'Soin du visage Signature Mélanine',
      'Pose de frontale et de closure',
      'Lissage silk press',
      'Entretien et coiffage des locks',
      'Maquillage tapis rouge',
      'Big chop et transition au naturel',
      'Dessin des cils et des sourcils',
    ],
    specialties: ['Perruques sur mesure et pose de frontales', 'Mises en beauté pour le cinéma et la musique', 'Transitions vers le naturel', 'Beauté pour galas et soirées de sororités'],
    nearbyLandmarks: ['Buckhead Village District', 'Atlanta History Center', 'Cathedral of St. Philip', 'Lenox Square'],
    seoKeywords: [
      'salon de coiffure de luxe Buckhead',
      'silk press Atlanta',
      'pose de frontale Buckhead',
      'maquilleuse peau foncée Atlanta',
      'salon afro-américain Atlanta 30305',
      'soin du visage peau riche en mélanine Atlanta',
      'entretien des locks Atlanta',
    ],
  },
  'quebec-city-qc': {
    description:
      'Un salon aux murs de pierre niché dans l’enceinte fortifiée du Vieux-Québec, à quelques pas du Château Frontenac. Noirelle Quebec City propose des soins en français pour les peaux riches en mélanine et les cheveux texturés, avec des rituels qui répondent au long hiver nordique.',
    cityStory: {
      headline: 'Une diaspora francophone dans les murs',
      paragraph1:
        'La communauté noire de Québec est francophone par l’histoire et par choix. Les familles haïtiennes arrivent à partir des années 1960, rejointes par des étudiants et des professionnels du Sénégal, du Cameroun, de Côte d’Ivoire et du Congo, venus à l’Université Laval et restés. À Saint-Roch et à Limoilou, tresseuses et barbiers ont discrètement bâti les premiers salons de la ville pour cheveux texturés, souvent depuis leur domicile.',
      paragraph2:
        'Chaque février, le Mois de l’histoire des Noirs anime bibliothèques, musées et salles communautaires d’expositions et de rencontres, et les festivals africains et caribéens de la ville colorent les rues en été. Noirelle Quebec City offre à cette communauté une maison bien à elle dans le Vieux-Québec, où la peau et les cheveux reçoivent, l’hiver venu, une attention sans hâte.',
    },
    shopPassion: {
      headline: 'Un mot de notre directrice à Québec',
      ownerVoice: [
        [
          'Je suis Nadège Pierre-Louis, directrice de Noirelle Quebec City. Mes parents sont venus de Port-au-Prince à Limoilou, et pendant des années ma mère a fait deux heures et demie de route jusqu’à Montréal pour se faire coiffer. Personne ne devrait plus avoir à le faire. Nos ',
          { text: 'rituels de soin', to: '/skin' },
          ' rendent confort et éclat aux peaux foncées pendant les mois de froid sec.',
        ],
        [
          'Nos ',
          { text: 'artistes maquillage', to: '/makeup' },
          ' préparent notre clientèle aux bals du Carnaval comme aux mariages d’été sur la terrasse Dufferin, et nos ',
          { text: 'coiffeurs', to: '/hair' },
          ' se spécialisent dans les coiffures protectrices qui privilégient l’hydratation pendant l’hiver. Nous recommandons toujours les pièces de notre ',
          { text: 'collection', to: '/products' },
          ' qui vous accompagneront tout au long de la saison.',
        ],
        [
          'Découvrez tous nos ',
          { text: 'soins', to: '/services' },
          ', en français ou en anglais, et ',
          { text: 'réservez votre visite', to: '/booking' },
          '. Au plaisir de vous accueillir dans le Vieux-Québec.',
        ],
      ],
    },
    services: [
      'Soin du visage Signature Mélanine',
      'Rituel réconfort hivernal pour la peau',
      'Coiffures protectrices axées sur l’hydratation',
      'Tresses et nattes collées',
      'Maquillage de soirée',
      'Rituel de renouveau du cuir chevelu',
    ],
    specialties: ['Soins de la peau et des cheveux pour climat froid', 'Tresses haïtiennes et ouest-africaines', 'Consultations bilingues, en français et en anglais'],
    nearbyLandmarks: ['Château Frontenac', 'Terrasse Dufferin', 'Place d’Armes', 'Citadelle de Québec', 'Basilique-cathédrale Notre-Dame de Québec'],
    seoKeywords: [
      'salon cheveux afro Québec',
      'coiffure cheveux texturés Vieux-Québec',
      'salon de beauté de luxe Québec',
      'maquillage peau foncée Québec',
      'tresses Québec',
      'soin peau mélanine Québec',
    ],
  },
  'toronto-on': {
    description:
      'Un salon de Yorkville, à une rue de Bloor Street, créé pour les peaux riches en mélanine et les cheveux texturés dans la ville la plus diverse du Canada. Noirelle Toronto réunit les traditions de beauté caribéennes, africaines et canadiennes sous un même toit raffiné.',
    cityStory: {
      headline: 'De Little Jamaica à Yorkville',
      paragraph1:
        'La culture de la beauté noire de Toronto a grandi le long d’Eglinton Avenue West, où des familles jamaïcaines et, plus largement, caribéennes ont ouvert salons de coiffure, barbiers et boutiques de produits de beauté à partir des années 1960. L’artère est devenue Little Jamaica, et ses salons étaient les lieux où l’on partageait les nouvelles, où l’on préparait les mariages et où l’on accueillait les nouveaux arrivants.',
      paragraph2:
        'Depuis 1967, le carnaval caribéen emplit l’été de costumes, de couleurs et de mises en beauté spectaculaires, tandis que les communautés ghanéenne, nigériane, somalienne, éthiopienne et érythréenne de la ville ont ajouté leurs propres traditions, de Scarborough à Weston Road. Noirelle Toronto apporte cette diversité à Yorkville, en traitant chaque texture et chaque héritage comme une spécialité.',
    },
    shopPassion: {
      headline: 'Le mot d’accueil de notre propriétaire à Toronto',
      ownerVoice: [
        [
          'Je suis Marcia Thompson-Adjei, propriétaire de Noirelle Toronto. La famille de mon père vient de Spanish Town et celle de mon mari de Kumasi, et notre maison était toujours pleine de tantes qui comparaient leurs huiles capillaires. C’est l’esprit de cette maison. Nos ',
          { text: 'rituels de soin', to: '/skin' },
          ' sont conçus au fil des saisons canadiennes et selon les besoins des teints foncés.',
        ],
        [
          'Nos ',
          { text: 'artistes maquillage', to: '/makeup' },
          ' créent des mises en beauté aussi bien pour les avant-premières du Festival du film que pour les matins de carnaval, et nos ',
          { text: 'spécialistes coiffure', to: '/hair' },
          ' sont aussi à l’aise avec les coiffures ghanéennes au fil qu’avec un brushing lisse. Nous terminons chaque visite en choisissant ensemble les bonnes formules de notre ',
          { text: 'collection', to: '/products' },
          '.',
        ],
        [
          'Parcourez notre ',
          { text: 'carte complète des soins', to: '/services' },
          ' et ',
          { text: 'réservez votre rendez-vous', to: '/booking' },
          '. À bientôt à Yorkville.',
        ],
      ],
    },
    services: [
      'Soin du visage Signature Mélanine',
      'Rituel de saison pour la peau',
      'Silk press et brushing',
      'Goddess locs et tresses',
      'Maquillage d’avant-première',
      'Shampooing, soin et coiffage',
    ],
    specialties: ['Coiffures caribéennes et ouest-africaines', 'Mises en beauté d’avant-première au Festival du film', 'Routines peau et cheveux pour les quatre saisons', 'Coiffures protectrices à faible manipulation'],
    nearbyLandmarks: ['Musée royal de l’Ontario', 'Village of Yorkville Park', 'Bloor Street West', 'Musée Gardiner'],
    seoKeywords: [
      'salon de coiffure afro de luxe Toronto',
      'salon cheveux naturels Yorkville',
      'silk press Toronto',
      'maquilleuse peau foncée Toronto',
      'soin du visage peau riche en mélanine Toronto',
      'tresses Yorkville',
    ],
  },
  'los-angeles-ca': {
    description:
      'Le salon phare de la maison, sur Melrose Place et ses allées arborées, à quelques minutes en voiture de notre siège de Beverly Hills. C’est chez Noirelle Los Angeles que naissent les nouveaux rituels pour les peaux riches en mélanine et les cheveux texturés, avant d’être partagés avec chaque ville.',
    cityStory: {
      headline: 'De Central Avenue à Melrose Place',
      paragraph1:
        'Le Los Angeles noir a trouvé son glamour sur Central Avenue dans les années 1930 et 1940, quand les clubs de jazz autour du Dunbar Hotel attiraient un public lui-même habillé pour la scène. À mesure que les familles s’installaient vers l’ouest, Leimert Park, Crenshaw Boulevard, Baldwin Hills et Inglewood sont devenus le cœur de la communauté, les salons et les barbiers comptant parmi ses institutions les plus estimées.',
      paragraph2:
        'Aujourd’hui encore, Leimert Park Village rassemble artistes, percussionnistes et marchands, et les coiffeurs et maquilleurs noirs de la ville façonnent les looks vus sur les écrans du monde entier. Noirelle Los Angeles, notre maison phare, se tient entre les studios et les quartiers qui les inspirent, dans une rue paisible du quartier du design de West Hollywood.',
    },
    shopPassion: {
      headline: 'Une lettre de notre directrice à Los Angeles',
      ownerVoice: [
        [
          'Je suis Camille Arceneaux, directrice de Noirelle Los Angeles, notre maison phare. J’ai grandi à Baldwin Hills et j’ai commencé à dix-neuf ans comme assistante maquillage sur les plateaux des studios. J’y ai appris que la caméra ne pardonne rien, et qu’une peau foncée bien préparée est la plus belle chose qu’elle puisse voir. Nos ',
          { text: 'rituels de soin', to: '/skin' },
          ' reposent sur cette préparation.',
        ],
        [
          'Nos ',
          { text: 'artistes maquillage', to: '/makeup' },
          ' passent des essayages de la saison des prix au brunch du samedi, et notre ',
          { text: 'studio coiffure', to: '/hair' },
          ' a vu naître bon nombre des techniques de la maison, des finger waves sculptées aux wash-and-go bien définis. Chaque formule testée ici finit par rejoindre notre ',
          { text: 'collection', to: '/products' },
          '.',
        ],
        [
          'Découvrez tous nos ',
          { text: 'soins', to: '/services' },
          ' et ',
          { text: 'réservez votre moment dans notre maison phare', to: '/booking' },
          '. La table du jardin vous attend.',
        ],
      ],
    },
    services: [
      'Soin du visage Signature Mélanine',
      'Maquillage saison des prix',
      'Transformation complète',
      'Silk press et finger waves',
      'Définition wash-and-go',
      'Dessin des cils et des sourcils',
      'Rituel de renouveau du cuir chevelu',
    ],
    specialties: ['Teint prêt pour la caméra', 'Mises en beauté pour la saison des prix et les avant-premières', 'Finger waves et pin curls d’inspiration vintage', 'Rituels exclusifs de la maison phare'],
    nearbyLandmarks: ['Pacific Design Center', 'Beverly Center', 'Sunset Strip', 'West Hollywood Design District'],
    seoKeywords: [
      'salon de coiffure afro de luxe Los Angeles',
      'silk press West Hollywood',
      'maquilleuse peau foncée Los Angeles',
      'soin du visage peau riche en mélanine Los Angeles',
      'salon de beauté Melrose Place',
      'salon cheveux texturés 90069',
      'maquillage tapis rouge Los Angeles',
    ],
  },
} satisfies LocationsCopy;

/** What the houses' search documents write in French beyond the pages' copy. */
export const frSearch = {
  houseWords: 'maison salon institut',
  regions: { 'milan-italy': 'Lombardie', 'london-uk': 'Angleterre' },
  call: (name, phone) => `Appelez ${name} au ${phone}.`,
  email: (name, email) => `Écrivez à ${name} à l’adresse ${email}.`,
  whatsapp: (name, number) => `Écrivez à ${name} sur WhatsApp au ${number}.`,
  closed: 'fermé',
  localTime: (city) => `heure de ${city}`,
} satisfies HousesSearchCopy;
