import type { HousesSearchCopy, LocationsCopy } from './types';

/**
 * The houses in Spanish: the same facts, names and links as ../locations.ts, written for a Spanish
 * reader (usted, neutral Spanish). City, house, street and people's names stay as they are, but in
 * the phrases a house is searched by, which are a Spanish-speaking visitor's own ('Londres').
 */
export const es = {
  'paris-france': {
    description:
      'Un salón en un palacete a pocos pasos del Elíseo, donde se componen rituales de alta costura para el cuidado de la piel, el maquillaje y el cabello, pensados para pieles ricas en melanina y cabello texturizado. Nuestra casa parisina une el savoir-faire francés con el conocimiento de la diáspora africana y caribeña que lleva un siglo dando forma a la ciudad.',
    cityStory: {
      headline: 'De Château-Rouge al Faubourg',
      paragraph1:
        'La comunidad negra parisina siempre ha tenido sus direcciones de belleza. En torno a Château d’Eau y el Boulevard de Strasbourg, hileras de salones de trenzas y barberías trabajan hasta bien entrada la noche desde hace décadas, y las calles del mercado de Château-Rouge, en la Goutte d’Or, siguen abasteciendo de manteca de karité, telas wax y jabón negro a mujeres de Dakar, Abiyán, Fort-de-France y Kinshasa que han hecho de la ciudad su hogar.',
      paragraph2:
        'Esta misma ciudad dio al mundo a los escritores de la Negritud y la librería Présence Africaine, en la Rive Gauche, y enseñó a toda una generación que la elegancia y la herencia van de la mano. Noirelle Paris lleva esa convicción al Faubourg Saint-Honoré: el oficio del salón de barrio, la disciplina de la casa de alta costura y un espacio donde nadie tiene que dar explicaciones sobre su cabello.',
    },
    shopPassion: {
      headline: 'Una carta de nuestra directora en Paris',
      ownerVoice: [
        [
          'Soy Aïssatou Kane, directora de Noirelle Paris. Crecí entre Dakar y el distrito 18, viendo a mis tías trenzar durante horas los sábados por la tarde, y abrí esta casa para que ese mismo cuidado se ofreciera con la exigencia de la alta costura. Nuestros ',
          { text: 'rituales de piel', to: '/skin' },
          ' comienzan con una larga consulta, porque una piel oscura merece ser leída antes de ser tocada.',
        ],
        [
          'Nuestros artistas crean cada look a partir de sus propios subtonos, desde un brillo natural de día hasta el ',
          { text: 'maquillaje', to: '/makeup' },
          ' de noche para la Ópera. Nuestro ',
          { text: 'atelier de cabello', to: '/hair' },
          ' trabaja rizos cerrados, locs y alisados silk press con el mismo respeto, y las fórmulas que utilizamos son las mismas que puede llevarse a casa de nuestra ',
          { text: 'colección de productos', to: '/products' },
          '.',
        ],
        [
          'Consulte la carta completa de ',
          { text: 'servicios', to: '/services' },
          ' y después ',
          { text: 'reserve su visita', to: '/booking' },
          '. Será un placer recibirle en el Faubourg.',
        ],
      ],
    },
    services: [
      'Tratamiento facial Signature Melanina',
      'Maquillaje de noche de alta costura',
      'Silk press y brushing',
      'Atelier de trenzas protectoras',
      'Ritual de renovación del cuero cabelludo',
      'Consulta para novias',
    ],
    specialties: ['Tez a juego con sus subtonos', 'Cuidado y peinado de locs', 'Belleza nupcial de alta costura', 'Rituales capilares de karité y baobab'],
    nearbyLandmarks: ['Palacio del Elíseo', 'Plaza de la Concordia', 'Iglesia de la Madeleine', 'Avenida de los Campos Elíseos', 'Grand Palais'],
    seoKeywords: [
      'salon cheveux afro Paris',
      'salón de belleza de lujo París 8e',
      'cabello texturizado París',
      'maquillaje para piel oscura París',
      'tratamiento facial para piel rica en melanina París',
      'salón de belleza Faubourg Saint-Honoré',
    ],
  },
  'new-york-ny': {
    description:
      'Un salón en una casa señorial de Madison Avenue dedicado a las pieles ricas en melanina y al cabello texturizado, a pocos pasos de Central Park. Aquí el ritmo de New York se encuentra con un ritual sin prisas, desde las citas tempranas antes de la jornada laboral hasta el glamour de noche antes de la gala.',
    cityStory: {
      headline: 'Raíces de Uptown, luz de Madison Avenue',
      paragraph1:
        'La belleza negra moderna en Estados Unidos tiene una dirección en Manhattan. A principios del siglo XX, Madam C. J. Walker trasladó su negocio a Harlem, y los salones y escuelas de belleza que surgieron a lo largo de Lenox Avenue y la calle 125 se convirtieron en lugares de ingresos, independencia y comunidad para generaciones de mujeres negras. El Renacimiento de Harlem impuso su propio estilo, y el barrio nunca ha dejado de marcarlo.',
      paragraph2:
        'Hoy la cultura capilar de la ciudad va de los salones africanos de trenzas de West 116th Street a los salones de cabello natural de Bed-Stuy y Fort Greene, y de los barberos caribeños de Flatbush a los bastidores de las pasarelas. Noirelle New York lleva esa experiencia al Upper East Side, en una casa pensada para las mujeres que hicieron de la industria de la belleza de esta ciudad lo que es.',
    },
    shopPassion: {
      headline: 'Unas palabras de nuestra propietaria en New York',
      ownerVoice: [
        [
          'Soy Simone Okafor-Reid, propietaria de Noirelle New York. Mi madre peinaba en la cocina de nuestra casa de Brooklyn, y aprendí muy pronto que el sillón de un salón es el lugar donde por fin se escucha a las mujeres. Esta casa rinde homenaje a eso. Nuestro ',
          { text: 'programa de piel', to: '/skin' },
          ' está calibrado para tonos oscuros, de modo que cada tratamiento iluminador sin peeling y cada masaje se eligen para usted, no se adaptan de los de otra persona.',
        ],
        [
          'Nuestros ',
          { text: 'maquilladores', to: '/makeup' },
          ' vienen del mundo editorial y de Broadway, y nuestro ',
          { text: 'equipo de cabello', to: '/hair' },
          ' domina todas las texturas, del 3A al 4C. Todo lo que usamos en el sillón está disponible en nuestra ',
          { text: 'tienda', to: '/products' },
          ', para que su rutina siga funcionando cuando deje Madison Avenue.',
        ],
        [
          'Descubra nuestra lista completa de ',
          { text: 'servicios', to: '/services' },
          ' y ',
          { text: 'reserve su cita', to: '/booking' },
          ' en línea o por teléfono. Tendremos su té preparado.',
        ],
      ],
    },
    services: [
      'Tratamiento facial Signature Melanina',
      'Maquillaje de alfombra roja',
      'Lavado y marcado para cabello natural',
      'Alisado silk press',
      'Retwist y peinado de locs',
      'Transformación de gala',
      'Diseño de pestañas y cejas',
    ],
    specialties: ['Glamour para eventos y galas', 'Definición del cabello tipo 4', 'Tez a juego con precisión editorial', 'Citas exprés antes del trabajo'],
    nearbyLandmarks: ['Central Park', 'The Frick Collection', 'Park Avenue Armory', 'Temple Emanu-El'],
    seoKeywords: [
      'salón de lujo para cabello natural Manhattan',
      'silk press Upper East Side',
      'maquilladora para piel oscura Nueva York',
      'tratamiento facial para piel rica en melanina NYC',
      'salón de belleza afroamericano Madison Avenue',
      'salón para cabello texturizado Nueva York',
    ],
  },
  'milan-italy': {
    description:
      'Un atelier en una calle empedrada en el corazón de Brera, cerca de las galerías y de las casas de moda del Quadrilatero. Noirelle Milan aporta la precisión de la pasarela al maquillaje, la piel y el cabello, para tonos oscuros y todo tipo de rizo.',
    cityStory: {
      headline: 'De Porta Venezia a la pasarela',
      paragraph1:
        'La historia de la belleza negra en Milan empieza en Porta Venezia, donde se instalaron familias eritreas y etíopes a partir de los años setenta. A lo largo de Via Lecco y Via Palazzi, cafés, sastrerías y peluquerías se convirtieron en un segundo hogar para la diáspora del Cuerno de África y, más tarde, para los recién llegados de Senegal, Nigeria y Ghana, que trajeron sus propias tradiciones de trenzado a la ciudad.',
      paragraph2:
        'Al mismo tiempo, la Semana de la Moda situó a modelos negras en el centro de las pasarelas milanesas, y los artistas de bastidores aprendieron que la piel oscura pide su propia paleta y su propia luz. Una nueva generación de diseñadores, estilistas y creadores afroitalianos da forma hoy a la imagen de la ciudad desde dentro. Noirelle Milan se sitúa entre esos dos mundos: la calidez de Porta Venezia y la mirada exigente de la pasarela.',
    },
    shopPassion: {
      headline: 'Una carta de nuestra directora en Milan',
      ownerVoice: [
        [
          'Soy Fiorella Tesfamariam, directora de Noirelle Milan. Nací en Porta Venezia, de madre eritrea y padre milanés, y pasé mis veinte años en los bastidores de los desfiles, mezclando bases de maquillaje para modelos a las que nadie más ofrecía un tono. Nuestros ',
          { text: 'rituales de piel', to: '/skin' },
          ' parten de esa lección: la piel oscura necesita ser comprendida antes de poder brillar.',
        ],
        [
          'En nuestro atelier, el ',
          { text: 'maquillaje de pasarela', to: '/makeup' },
          ' se adapta a la vida real, y nuestros ',
          { text: 'artistas del cabello', to: '/hair' },
          ' trabajan trenzas, twists y peinados lisos con el mismo cuidado arquitectónico que Milan dedica a una chaqueta. Terminamos cada visita con las fórmulas de nuestra ',
          { text: 'colección', to: '/products' },
          ' que mejor le sientan.',
        ],
        [
          'Descubra cada ',
          { text: 'servicio que ofrecemos', to: '/services' },
          ' y ',
          { text: 'reserve su momento en Brera', to: '/booking' },
          '. Le esperará un espresso.',
        ],
      ],
    },
    services: [
      'Sesión de tez de pasarela',
      'Tratamiento facial Signature Melanina',
      'Trenzas y twists esculpidos',
      'Brushing liso y alisado',
      'Maquillaje exprés Semana de la Moda',
      'Ritual de renovación del cuero cabelludo',
    ],
    specialties: ['Maquillaje de pasarela y editorial', 'Tradiciones de trenzado del Cuerno de África', 'Bases mezcladas a juego con su tono', 'Preparación para la Semana de la Moda'],
    nearbyLandmarks: ['Pinacoteca de Brera', 'Teatro de La Scala', 'Basílica de San Simpliciano', 'Castillo Sforzesco', 'Via Monte Napoleone'],
    seoKeywords: [
      'parrucchiere capelli afro Milano',
      'salón de belleza de lujo Brera',
      'maquillaje para piel oscura Milán',
      'salón para cabello texturizado Milán',
      'trenzas Milán',
      'maquillaje Fashion Week Milán',
    ],
  },
  'london-uk': {
    description:
      'Una casa señorial de Mayfair, en Mount Street, a pocos minutos de Grosvenor Square y Hyde Park, dedicada a las pieles ricas en melanina y al cabello texturizado. Noirelle London une el oficio de los grandes salones del sur de la ciudad con el servicio discreto del West End.',
    cityStory: {
      headline: 'Del Windrush a Mayfair',
      paragraph1:
        'Cuando el Empire Windrush atracó en Tilbury en 1948, las mujeres que llegaron después desde Jamaica, Trinidad y Barbados no encontraron a nadie en Gran Bretaña que conociera su cabello. Se lo alisaban y marcaban unas a otras en los salones de las casas de Brixton, Notting Hill y Tottenham, y aquellas cocinas se convirtieron en los primeros salones negros de la ciudad.',
      paragraph2:
        'En las décadas siguientes, las tiendas capilares de Rye Lane en Peckham, Ridley Road en Dalston y Electric Avenue en Brixton se convirtieron en instituciones, a las que se sumaron trenzadoras de África Occidental y una nueva ola de especialistas en cabello natural. Noirelle London honra ese legado en Mayfair, donde la experiencia nacida en el sur y el este de la ciudad recibe por fin el marco que siempre mereció.',
    },
    shopPassion: {
      headline: 'De nuestra propietaria en Mayfair',
      ownerVoice: [
        [
          'Soy Abena Lindo, propietaria de Noirelle London. Mi abuela llegó de Kingston en 1956 y alisó cabello en el salón de su casa de Brixton durante treinta años; todavía guardo su peine caliente en la estantería junto a la recepción. Nuestros ',
          { text: 'tratamientos de piel', to: '/skin' },
          ' están pensados para los tonos de piel que ella nunca vio atendidos en unos grandes almacenes.',
        ],
        [
          'Nuestro ',
          { text: 'estudio de maquillaje', to: '/makeup' },
          ' prepara a nuestra clientela para bodas, estrenos y Ascot, y nuestros ',
          { text: 'especialistas en cabello', to: '/hair' },
          ' pasan de las trenzas sin nudos a un silk press impecable con la misma paciencia para cada tipo de rizo. Pregúntenos qué piezas de nuestra ',
          { text: 'gama', to: '/products' },
          ' merecen un lugar en su tocador.',
        ],
        [
          'Eche un vistazo a nuestra lista completa de ',
          { text: 'servicios', to: '/services' },
          ' y ',
          { text: 'reserve su cita', to: '/booking' },
          '. El té siempre está listo.',
        ],
      ],
    },
    services: [
      'Tratamiento facial Signature Melanina',
      'Trenzas sin nudos',
      'Silk press y corte',
      'Maquillaje para ocasiones y novias',
      'Personalización y colocación de pelucas',
      'Ritual de renovación del cuero cabelludo',
    ],
    specialties: ['Trenzado caribeño y de África Occidental', 'Belleza para novias y ocasiones especiales', 'Pelucas artesanales a medida', 'Silk press cuidadoso con el calor'],
    nearbyLandmarks: ['Grosvenor Square', 'Hyde Park', 'Berkeley Square', 'Farm Street Church', 'Mount Street Gardens'],
    seoKeywords: [
      'salón de cabello afro Mayfair',
      'peluquería afro de lujo Londres',
      'trenzas sin nudos Londres W1',
      'maquilladora para piel oscura Londres',
      'tratamiento facial para piel rica en melanina Londres',
      'silk press Londres',
    ],
  },
  'houston-tx': {
    description:
      'Un salón luminoso en River Oaks, cerca de Buffalo Bayou, creado para las pieles ricas en melanina y el cabello texturizado bajo el calor de la costa del Golfo. Noirelle Houston se especializa en peinados resistentes a la humedad y en maquillaje de larga duración para la intensa agenda social de la ciudad.',
    cityStory: {
      headline: 'De Emancipation Park a River Oaks',
      paragraph1:
        'La historia negra de Houston está escrita en su suelo. En 1872, líderes comunitarios que habían sido esclavizados reunieron su dinero para comprar un terreno en el Third Ward donde celebrar Juneteenth, y Emancipation Park sigue acogiendo hoy las celebraciones de la ciudad. A lo largo de Dowling Street, hoy Emancipation Avenue, los salones de belleza se alzaban junto a iglesias y comercios como pilares del barrio.',
      paragraph2:
        'Al otro lado de la ciudad, las familias criollas de Frenchtown, en el Fifth Ward, trajeron las tradiciones de Luisiana en el vestir y el arreglo personal, y la Texas Southern University formó a generaciones de graduados con un cuidado sentido del estilo. La cultura de la belleza de Houston es hoy tan amplia como la propia ciudad. Noirelle Houston la lleva a River Oaks, con rituales que respetan el calor, la humedad y la historia.',
    },
    shopPassion: {
      headline: 'Desde el escritorio de nuestra propietaria en Houston',
      ownerVoice: [
        [
          'Soy Jolie Broussard, propietaria de Noirelle Houston. Mi familia llegó de Opelousas a Frenchtown, y los domingos por la mañana eran sinónimo de cabello alisado y perlas. Con el clima de Houston, eso requiere oficio, y ese oficio es lo que le ofrecemos. Nuestros ',
          { text: 'rituales de piel', to: '/skin' },
          ' equilibran grasa y luminosidad durante los largos días húmedos.',
        ],
        [
          'Nuestros ',
          { text: 'maquilladores', to: '/makeup' },
          ' crean looks que resisten toda una boda al aire libre en junio, y nuestros ',
          { text: 'estilistas', to: '/hair' },
          ' saben cómo hacer que un silk press o un twist-out aguanten cuando llega el aire del bayou. Le enviamos a casa con las piezas adecuadas de nuestra ',
          { text: 'colección', to: '/products' },
          ' para que todo siga así.',
        ],
        [
          'Tómese su tiempo con nuestra ',
          { text: 'carta de servicios', to: '/services' },
          ' y después ',
          { text: 'reserve con nosotros', to: '/booking' },
          '. Le damos la bienvenida a River Oaks.',
        ],
      ],
    },
    services: [
      'Tratamiento facial Signature Melanina',
      'Silk press resistente a la humedad',
      'Maquillaje de larga duración para eventos',
      'Definición twist-out y wash-and-go',
      'Suite para el cortejo nupcial',
      'Ritual de renovación del cuero cabelludo',
    ],
    specialties: ['Peinados resistentes a la humedad', 'Tez de larga duración para eventos al aire libre', 'Bodas y fiestas de debutantes', 'Definición de rizos'],
    nearbyLandmarks: ['River Oaks Shopping Center', 'River Oaks Theatre', 'Buffalo Bayou Park', 'Bayou Bend Collection and Gardens'],
    seoKeywords: [
      'salón de lujo para cabello natural Houston',
      'silk press River Oaks',
      'maquilladora para piel oscura Houston',
      'maquillaje de novia afro Houston',
      'tratamiento facial para piel rica en melanina Houston',
      'salón para cabello texturizado 77019',
    ],
  },
  'atlanta-ga': {
    description:
      'Un salón de Buckhead, en Peachtree Road, para mujeres que marcan tendencias en lugar de seguirlas, dedicado a las pieles ricas en melanina y a todas las texturas de cabello. Noirelle Atlanta une la hospitalidad sureña con la precisión de los célebres estilistas de la ciudad.',
    cityStory: {
      headline: 'De Sweet Auburn a Buckhead',
      paragraph1:
        'Atlanta es desde hace mucho una capital de la empresa negra, y la belleza formó parte de ella desde el principio. Auburn Avenue, celebrada en los años cincuenta como una de las calles negras más prósperas de Estados Unidos, estaba llena de salones, escuelas de belleza y barberías, mientras que el Spelman College y el Atlanta University Center formaban a generaciones de mujeres que se desenvolvían con distinción.',
      paragraph2:
        'La ciudad llegó a acoger la feria capilar Bronner Bros., a construir una próspera red de marcas de belleza de propiedad negra y a convertirse en referencia para los estilistas de todo el Sur. De los salones del West End y Cascade Road a los estudios detrás de la música y el cine de la ciudad, Atlanta marca la pauta. Noirelle Atlanta la lleva a Buckhead.',
    },
    shopPassion: {
      headline: 'Un mensaje de nuestra propietaria en Atlanta',
      ownerVoice: [
        [
          'Soy Kendra Lassiter, propietaria de Noirelle Atlanta. Hice mi primer press-and-curl en una habitación de residencia frente al campus de Spelman y pasé los quince años siguientes detrás del sillón, del West End a los rodajes de Midtown. Esta casa es todo lo que aprendí. Nuestros ',
          { text: 'servicios de piel', to: '/skin' },
          ' dan a los tonos oscuros la atención que rara vez reciben en otros lugares.',
        ],
        [
          'Nuestros ',
          { text: 'maquilladores', to: '/makeup' },
          ' trabajan tanto en alfombras rojas como en galas de hermandades, y nuestro ',
          { text: 'equipo de cabello', to: '/hair' },
          ' se ocupa con el mismo cuidado de todo, desde extensiones cosidas y frontales hasta el mantenimiento de locs y los big chops. Cuando encuentre su favorito, lo encontrará en nuestra ',
          { text: 'línea de productos', to: '/products' },
          '.',
        ],
        [
          'Consulte nuestros ',
          { text: 'servicios', to: '/services' },
          ' y ',
          { text: 'haga su reserva', to: '/booking' },
          '. Venga con ganas de una buena conversación.',
        ],
      ],
    },
    services: [
      'Tratamiento facial Signature Melanina',
      'Colocación de frontal y closure',
      'Alisado silk press',
      'Mantenimiento y peinado de locs',
      'Maquillaje de alfombra roja',
      'Big chop y transición al natural',
      'Diseño de pestañas y cejas',
    ],
    specialties: ['Pelucas a medida y colocación de frontales', 'Glamour para el cine y la música', 'Transiciones al cabello natural', 'Belleza para galas y eventos de hermandades'],
    nearbyLandmarks: ['Buckhead Village District', 'Atlanta History Center', 'Cathedral of St. Philip', 'Lenox Square'],
    seoKeywords: [
      'peluquería de lujo Buckhead',
      'silk press Atlanta',
      'colocación de frontal Buckhead',
      'maquilladora para piel oscura Atlanta',
      'salón afroamericano Atlanta 30305',
      'tratamiento facial para piel rica en melanina Atlanta',
      'mantenimiento de locs Atlanta',
    ],
  },
  'quebec-city-qc': {
    description:
      'Un salón de muros de piedra dentro de las murallas del Vieux-Québec, a un corto paseo del Château Frontenac. Noirelle Quebec City ofrece atención en francés para pieles ricas en melanina y cabello texturizado, con rituales que responden al largo invierno del norte.',
    cityStory: {
      headline: 'Una diáspora francófona dentro de las murallas',
      paragraph1:
        'La comunidad negra de Quebec es francófona por historia y por elección. Las familias haitianas llegaron a partir de los años sesenta, seguidas por estudiantes y profesionales de Senegal, Camerún, Costa de Marfil y el Congo que vinieron a la Université Laval y se quedaron. En Saint-Roch y Limoilou, trenzadoras y barberos construyeron discretamente los primeros salones de cabello texturizado de la ciudad, a menudo trabajando desde casa.',
      paragraph2:
        'Cada febrero, el Mois de l’histoire des Noirs llena bibliotecas, museos y centros comunitarios de exposiciones y conversaciones, y los festivales africanos y caribeños de la ciudad llenan de color las calles en verano. Noirelle Quebec City da a esa comunidad una casa propia en el casco antiguo, donde la piel y el cabello reciben en invierno una atención sin prisas.',
    },
    shopPassion: {
      headline: 'Unas palabras de nuestra directora en Quebec',
      ownerVoice: [
        [
          'Soy Nadège Pierre-Louis, directora de Noirelle Quebec City. Mis padres llegaron de Port-au-Prince a Limoilou, y durante años mi madre condujo dos horas y media hasta Montreal para peinarse. Nadie debería tener que hacerlo ya. Nuestros ',
          { text: 'rituales de piel', to: '/skin' },
          ' devuelven confort y luminosidad a la piel oscura durante los meses de frío seco.',
        ],
        [
          'Nuestros ',
          { text: 'maquilladores', to: '/makeup' },
          ' preparan a nuestra clientela para los bailes del Carnaval y las bodas de verano en la Terrasse Dufferin, y nuestros ',
          { text: 'estilistas', to: '/hair' },
          ' se especializan en peinados protectores que priorizan la hidratación en invierno. Siempre le recomendamos las piezas de nuestra ',
          { text: 'colección', to: '/products' },
          ' que le acompañarán durante toda la temporada.',
        ],
        [
          'Descubra todos nuestros ',
          { text: 'servicios', to: '/services' },
          ', en francés o en inglés, y ',
          { text: 'reserve su visita', to: '/booking' },
          '. Le esperamos en el Vieux-Québec.',
        ],
      ],
    },
    services: [
      'Tratamiento facial Signature Melanina',
      'Ritual de piel reconfortante de invierno',
      'Peinados protectores centrados en la hidratación',
      'Trenzas y cornrows',
      'Maquillaje de noche',
      'Ritual de renovación del cuero cabelludo',
    ],
    specialties: ['Cuidado de piel y cabello para climas fríos', 'Trenzado haitiano y de África Occidental', 'Consultas bilingües en francés e inglés'],
    nearbyLandmarks: ['Château Frontenac', 'Terrasse Dufferin', 'Place d’Armes', 'Ciudadela de Quebec', 'Basílica-catedral de Notre-Dame de Québec'],
    seoKeywords: [
      'salon cheveux afro Québec',
      'coiffure cheveux texturés Vieux-Québec',
      'salón de belleza de lujo Quebec',
      'maquillaje para piel oscura Quebec',
      'trenzas Quebec',
      'soin peau mélanine Québec',
    ],
  },
  'toronto-on': {
    description:
      'Un salón en Yorkville, a una manzana de Bloor Street, creado para las pieles ricas en melanina y el cabello texturizado en la ciudad más diversa de Canadá. Noirelle Toronto reúne las tradiciones de belleza caribeñas, africanas y canadienses bajo un mismo techo refinado.',
    cityStory: {
      headline: 'De Little Jamaica a Yorkville',
      paragraph1:
        'La cultura de la belleza negra de Toronto creció a lo largo de Eglinton Avenue West, donde familias jamaicanas y de todo el Caribe abrieron peluquerías, barberías y tiendas de productos de belleza a partir de los años sesenta. La calle pasó a conocerse como Little Jamaica, y sus salones eran el lugar donde se compartían noticias, se planeaban bodas y se daba la bienvenida a los recién llegados.',
      paragraph2:
        'Desde 1967, el carnaval caribeño llena el verano de disfraces, color y looks elaborados, mientras que las comunidades ghanesa, nigeriana, somalí, etíope y eritrea de la ciudad han sumado sus propias tradiciones, de Scarborough a Weston Road. Noirelle Toronto lleva esa diversidad a Yorkville y trata cada textura y cada herencia como una especialidad.',
    },
    shopPassion: {
      headline: 'Una bienvenida de nuestra propietaria en Toronto',
      ownerVoice: [
        [
          'Soy Marcia Thompson-Adjei, propietaria de Noirelle Toronto. La familia de mi padre es de Spanish Town y la de mi marido, de Kumasi, y nuestra casa siempre estaba llena de tías comparando aceites para el cabello. Ese es el espíritu de esta casa. Nuestros ',
          { text: 'rituales de piel', to: '/skin' },
          ' están diseñados en torno a los cambios de estación canadienses y a las necesidades de los tonos oscuros.',
        ],
        [
          'Nuestros ',
          { text: 'maquilladores', to: '/makeup' },
          ' crean looks tanto para los estrenos del Festival de Cine como para las mañanas de carnaval, y nuestros ',
          { text: 'especialistas en cabello', to: '/hair' },
          ' se sienten tan cómodos con los peinados ghaneses con hilo como con un brushing liso. Terminamos cada visita eligiendo juntos las fórmulas adecuadas de nuestra ',
          { text: 'colección', to: '/products' },
          '.',
        ],
        [
          'Consulte nuestra ',
          { text: 'carta completa de servicios', to: '/services' },
          ' y ',
          { text: 'reserve su cita', to: '/booking' },
          '. Le esperamos en Yorkville.',
        ],
      ],
    },
    services: [
      'Tratamiento facial Signature Melanina',
      'Ritual de piel de temporada',
      'Silk press y brushing',
      'Goddess locs y trenzas',
      'Maquillaje de estreno',
      'Lavado, tratamiento y peinado',
    ],
    specialties: ['Peinados caribeños y de África Occidental', 'Glamour para los estrenos del Festival de Cine', 'Rutinas de piel y cabello para las cuatro estaciones', 'Peinados protectores de baja manipulación'],
    nearbyLandmarks: ['Museo Real de Ontario', 'Village of Yorkville Park', 'Bloor Street West', 'Museo Gardiner'],
    seoKeywords: [
      'peluquería afro de lujo Toronto',
      'salón para cabello natural Yorkville',
      'silk press Toronto',
      'maquilladora para piel oscura Toronto',
      'tratamiento facial para piel rica en melanina Toronto',
      'trenzas Yorkville',
    ],
  },
  'los-angeles-ca': {
    description:
      'El salón insignia de la casa, en la arbolada Melrose Place, a poca distancia en coche de nuestra sede de Beverly Hills. Noirelle Los Angeles es donde nacen los nuevos rituales para pieles ricas en melanina y cabello texturizado, que después se comparten con cada ciudad.',
    cityStory: {
      headline: 'De Central Avenue a Melrose Place',
      paragraph1:
        'El Los Angeles negro encontró su glamour en Central Avenue en los años treinta y cuarenta, cuando los clubes de jazz en torno al Dunbar Hotel atraían a un público vestido como para subir al escenario. A medida que las familias se trasladaban hacia el oeste, Leimert Park, Crenshaw Boulevard, Baldwin Hills e Inglewood se convirtieron en el corazón de la comunidad, con los salones y las barberías entre sus instituciones de mayor confianza.',
      paragraph2:
        'Hoy Leimert Park Village sigue reuniendo a artistas, percusionistas y vendedores, y los estilistas y maquilladores negros de la ciudad dan forma a los looks que se ven en pantallas de todo el mundo. Noirelle Los Angeles, nuestra casa insignia, se encuentra entre los estudios y los barrios que los inspiran, en una calle tranquila del distrito del diseño de West Hollywood.',
    },
    shopPassion: {
      headline: 'Una carta de nuestra directora en Los Angeles',
      ownerVoice: [
        [
          'Soy Camille Arceneaux, directora de Noirelle Los Angeles, nuestra casa insignia. Crecí en Baldwin Hills y a los diecinueve años empecé como asistente de maquillaje en los platós de los estudios. Aprendí que la cámara no perdona nada y que una piel oscura bien preparada es lo más bello que puede ver. Nuestros ',
          { text: 'rituales de piel', to: '/skin' },
          ' se basan en esa preparación.',
        ],
        [
          'Nuestros ',
          { text: 'maquilladores', to: '/makeup' },
          ' pasan de las pruebas de la temporada de premios al brunch del sábado, y nuestro ',
          { text: 'estudio de cabello', to: '/hair' },
          ' es donde nacieron muchas de las técnicas de la casa, de las finger waves esculpidas a los wash-and-go definidos. Cada fórmula que probamos aquí acaba formando parte de nuestra ',
          { text: 'colección', to: '/products' },
          '.',
        ],
        [
          'Descubra todos nuestros ',
          { text: 'servicios', to: '/services' },
          ' y ',
          { text: 'reserve su momento en nuestra casa insignia', to: '/booking' },
          '. La mesa del jardín le espera.',
        ],
      ],
    },
    services: [
      'Tratamiento facial Signature Melanina',
      'Maquillaje de temporada de premios',
      'Transformación total',
      'Silk press y finger waves',
      'Definición wash-and-go',
      'Diseño de pestañas y cejas',
      'Ritual de renovación del cuero cabelludo',
    ],
    specialties: ['Tez lista para la cámara', 'Glamour para la temporada de premios y los estrenos', 'Finger waves y pin curls de inspiración vintage', 'Rituales exclusivos de la casa insignia'],
    nearbyLandmarks: ['Pacific Design Center', 'Beverly Center', 'Sunset Strip', 'West Hollywood Design District'],
    seoKeywords: [
      'peluquería afro de lujo Los Ángeles',
      'silk press West Hollywood',
      'maquilladora para piel oscura Los Ángeles',
      'tratamiento facial para piel rica en melanina Los Ángeles',
      'salón de belleza Melrose Place',
      'salón para cabello texturizado 90069',
      'maquillaje de alfombra roja Los Ángeles',
    ],
  },
} satisfies LocationsCopy;

/** What the houses' search documents write in Spanish beyond the pages' copy. */
export const esSearch = {
  houseWords: 'casa salón centro de belleza',
  regions: { 'milan-italy': 'Lombardía', 'london-uk': 'Inglaterra' },
  call: (name, phone) => `Llame a ${name} al ${phone}.`,
  email: (name, email) => `Escriba a ${name} al correo ${email}.`,
  whatsapp: (name, number) => `Escriba a ${name} por WhatsApp al ${number}.`,
  closed: 'cerrado',
  localTime: (city) => `hora de ${city}`,
} satisfies HousesSearchCopy;
