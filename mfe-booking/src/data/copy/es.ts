import { brand, cities, LOCALES } from 'shared';
import type { BookingCopy } from './types';

const languages = new Intl.DisplayNames(['es'], { type: 'language' });

/** The booking remote's copy in Spanish (usted; names stay names). */
export const es = {
  experiences: {
    'signature-facial': {
      duration: '90 minutos',
      description:
        'Noventa minutos que aclaran, unifican y calman la piel rica en melanina: exfoliación enzimática, extracciones tan delicadas que no dejan marca y una mascarilla de ácido tranexámico bajo el frescor del jade.',
      benefits: [
        'Suaviza el aspecto de las manchas oscuras sin peelings que dejan marca',
        'Hidratación profunda para la piel que muestra la sed como un tono grisáceo',
        'Un diagnóstico de su piel para conservar, con una rutina escrita para usted',
      ],
    },
    'royal-hair-ritual': {
      duration: '120 minutos',
      description:
        'Una desintoxicación del cuero cabelludo, un tratamiento de proteína e hidratación infusionado con vapor y equilibrado para sus rizos, y el acabado que usted elija: alisado sedoso, wash-and-go definido o un peinado protector.',
      benefits: [
        'Una hidratación que dura hasta el próximo día de lavado',
        'Fuerza para las puntas frágiles, sin rigidez',
        'El cuidado del cuero cabelludo que los peinados protectores suelen pasar por alto',
      ],
    },
    'couture-makeup': {
      duration: '75 minutos',
      description:
        'Su subtono leído a la luz del día, una base que se funde con la piel oscura, y ojos y labios con pigmentos fieles desde la primera fotografía hasta el último baile.',
      benefits: [
        'Una base exacta que no deja ningún reflejo gris',
        'Un maquillaje de larga duración pensado para el flash y la luz del día',
        'Una ficha de maquillaje para recrear el look en casa',
      ],
    },
    'total-transformation': {
      duration: '4 horas',
      description:
        'Piel, cabello y maquillaje en una tarde sin prisas, a cargo de tres especialistas en una suite privada, con champán y un almuerzo ligero entre capítulos.',
      benefits: [
        'El facial, el ritual capilar y el maquillaje en una sola visita',
        'Una suite privada y un servicio de conserjería dedicado',
        'Horarios planificados en torno a su evento',
      ],
    },
  },
  addOns: {
    'gold-mask': { description: 'Una mascarilla de tela con pan de oro que deja la piel oscura luminosa para la noche.' },
    'scalp-treatment': { description: 'Un exfoliante purificante y un masaje de menta piperita para el cuero cabelludo que vive bajo peinados protectores.' },
    'hand-ritual': { description: 'Manteca de karité, manoplas templadas y un pulido de uñas para unas manos a la altura de su rostro.' },
    'lash-enhancement': { description: 'Pestañas aplicadas una a una para una mirada elevada que resulta natural en las fotografías.' },
    champagne: { description: 'Una botella fría de champán de viticultor, servida durante toda su visita.' },
  },
  howItWorks: [
    { name: 'Elija su experiencia', text: 'Un facial, un ritual capilar, un maquillaje couture o los tres juntos en la Total Transformation.' },
    { name: 'Elija un día y una hora', text: 'Cualquier día de la próxima semana, de 10:00 a 17:30, en la hora local de la casa.' },
    { name: 'Personalícela', text: 'Añada una mascarilla de oro, un tratamiento del cuero cabelludo, un ritual de manos, pestañas o champán, o nada en absoluto.' },
    { name: 'Díganos quién viene', text: 'Su nombre, correo electrónico y teléfono, y todo lo que sus especialistas deban saber antes de su llegada.' },
  ],
  bookingKeywords: ['facial para piel negra', 'cita para cabello texturizado', 'maquilladora para piel oscura', 'reserva de belleza de lujo', 'piel rica en melanina'],
  searchKeywords: {
    categories: { skin: 'piel tratamiento facial', hair: 'cabello tratamiento capilar', makeup: 'maquillaje maquilladora', combined: 'piel cabello maquillaje día de belleza' },
    experiences: 'experiencia reserva cita',
    addOns: 'complemento adicional extra reserva',
    immersion: 'inmersión dúo piel cabello maquillaje tarde suite',
  },
  immersion: {
    hero: {
      title: `La Inmersión ${brand.name}`,
      subtitle: 'Piel, cabello y maquillaje. Cuatro horas. Una suite privada.',
      description:
        'Tres especialistas, una tarde y una sola cita al día en cada casa. Todo está pensado para la piel rica en melanina y el cabello texturizado, por profesionales que han dedicado su carrera a ambos.',
    },
    intro: {
      title: 'Una tarde, en seis capítulos',
      description:
        'La Inmersión reúne a nuestra facialista, nuestra estilista capilar y nuestra maquilladora en la misma suite, trabajando en secuencia para que cada capítulo prepare el siguiente. La piel se calma antes de maquillarla; el cabello se termina antes de fijar el rostro. Venga en solitario, o en compañía para la experiencia en dúo, y compartan la suite lado a lado.',
      tagline: 'Nada se apresura, porque no hay nada más reservado.',
    },
    chapters: {
      arrival: {
        title: 'La llegada',
        subtitle: 'Minutos 0 a 15 · El umbral',
        description:
          'Entra por una puerta privada y le dan la bienvenida por su nombre. La suite es cálida, la luz es tenue y sus tres especialistas ya están allí. Antes de tocar nada, una conversación: la ocasión, el acabado que imagina y lo que su piel y su cabello han vivido últimamente.',
        quote: 'Me gusta escuchar cómo describe una clienta su propia piel antes de mirarla. Me dice la mitad de lo que necesito saber.',
        quoteAuthor: 'Facialista jefa, Paris',
        details: [
          'Una entrada privada, sin mostrador de recepción ni sala de espera',
          'Una toalla caliente y un vaso de agua con gas y cítricos, o un té de jengibre fresco',
          'Su ropa colgada, y una bata de seda y unas zapatillas de su talla preparadas para usted',
          'Diez minutos con sus tres especialistas para acordar la ocasión y el acabado',
        ],
        conclusion: 'Al minuto quince, el plan está decidido y la bata puesta. La tarde le pertenece.',
        alt: 'Dibujo en línea dorada de una ciudad al anochecer, a la hora en que llega el coche',
      },
      skin: {
        title: 'La piel',
        subtitle: 'Minutos 15 a 65 · El diagnóstico y el facial',
        description:
          'Su facialista lee su piel bajo lámparas de luz diurna, marca a marca. Las manchas oscuras que dejan los brotes, la cuchilla o el sol se tratan con paciencia y no con fuerza: sin peelings agresivos, nada que arriesgue nuevas manchas. Después, agua, por capas, hasta que la piel que muestra la sed como un tono grisáceo luce descansada y uniforme.',
        quote: 'En la piel oscura, cada inflamación deja huella. El trabajo consiste en ser suave y constante, nunca drástica.',
        quoteAuthor: 'Facialista sénior, Atlanta',
        details: [
          'Un diagnóstico de la piel con lupa que anota el subtono, la textura y cada zona de hiperpigmentación',
          'Una doble limpieza y, después, un pulido enzimático con ácido láctico que elimina el aspecto apagado sin escozor',
          'Una mascarilla de ácido tranexámico y niacinamida, aplicada con jade frío durante quince minutos',
          'Bruma de ácido hialurónico, un sérum de ceramidas y un protector solar mineral ligero que no deja rastro blanco',
        ],
        conclusion: 'Su piel sale de este capítulo calmada, uniforme y lista para el maquillaje. Su diagnóstico queda por escrito y se guarda para usted.',
        alt: 'Una mascarilla lisa de arcilla color terracota con un trazo de espátula',
      },
      hair: {
        title: 'El cabello',
        subtitle: 'Minutos 65 a 155 · El cuero cabelludo, los rizos, el acabado',
        description:
          'Todo empieza en el cuero cabelludo, porque ahí nace un cabello sano. Después, su estilista trabaja sección a sección, rizo a rizo, con una hidratación equilibrada para su patrón, desde los rizos sueltos 4A hasta los muy cerrados 4C. El acabado lo elige usted, y el calor se trata como una herramienta que se usa con moderación, nunca como un atajo.',
        quote: 'El encogimiento no es un defecto. Es la prueba de que el cabello está sano, y no voy a quemarlo por una fotografía.',
        quoteAuthor: 'Estilista capilar, Houston',
        details: [
          'El cuero cabelludo examinado con lupa y, después, diez minutos de masaje purificante con romero y menta piperita',
          'Desenredado en mojado, por secciones, de las puntas a las raíces, con los dedos y un peine de púas anchas',
          'Veinte minutos de vapor sobre una mascarilla hidratante, con proteína solo donde las puntas son frágiles',
          'Su acabado: alisado sedoso, wash-and-go definido o un peinado protector, sin ninguna herramienta por encima de 400 °F',
        ],
        conclusion: 'El cabello se mueve, brilla y conserva su patrón cuando usted lo desea. Su rutina del día de lavado se suma a su programa.',
        alt: 'Retrato abstracto: una silueta con largas locs que caen más allá de los hombros',
      },
      makeup: {
        title: 'El maquillaje',
        subtitle: 'Minutos 155 a 200 · El subtono y el rostro',
        description:
          'Su maquilladora le acompaña hasta la ventana y lee su subtono a la luz del día, donde no puede esconderse. La base se mezcla, no se elige, hasta desaparecer en la mandíbula sin ningún reflejo gris. Cada producto se prueba con flash antes de que deje el sillón, para que el rostro que ve sea el que guarda la cámara.',
        quote: 'A la mayoría de las mujeres de color les han dado una base casi perfecta. Ese “casi” es lo que venimos a terminar.',
        quoteAuthor: 'Maquilladora principal, New York',
        details: [
          'El subtono leído junto a la ventana con luz natural: rojo, dorado, oliva o neutro, a menudo más de uno',
          'Una base mezclada a partir de dos o tres tonos, comprobada en la mandíbula, el cuello y el escote',
          'Polvos con color, finamente molidos, en lugar de polvos fijadores blancos, para que nada se refleje con el flash',
          'Una fotografía de prueba con flash y, después, una ficha de maquillaje para recrear el look',
        ],
        conclusion: 'El acabado es luminoso a la luz del día y fiel en las fotografías. Lo que ve en el espejo es lo que registra la cámara.',
        alt: 'Una paleta de sombras de ojos abierta en bronce, oro, ciruela y caoba',
      },
      decadence: {
        title: 'El deleite',
        subtitle: 'Minutos 200 a 225 · Champán, un pequeño menú y calma',
        description:
          'Antes de que se marche, la suite se entrega al puro placer. Se sirve una copa, llegan unos pequeños platos de la cocina de la casa y sus manos reciben la atención que el resto de usted ya ha tenido. Durante unos minutos no hay nada que decidir ni ningún lugar al que ir.',
        quote: 'Llevaba un año sin quedarme quieta veinte minutos. Eso fue lo que le conté a mi hermana.',
        quoteAuthor: 'Una clienta, Toronto',
        details: [
          'Una copa de champán de viticultor, o una tetera de té de una sola finca servida a la temperatura justa',
          'Un menú ligero de temporada de tres pequeños platos, preparado según sus preferencias y alergias',
          'Un ritual de manos de diez minutos con manteca de karité y de cacao; cutículas cuidadas y uñas pulidas hasta brillar',
          'Cinco minutos de calma con las luces bajas, los teléfonos guardados y la puerta cerrada',
        ],
        conclusion: 'Se levanta con el cuerpo descansado y el acabado completo. Sus especialistas vuelven para el último capítulo.',
        alt: 'Seda bronce plegada a la luz de una lámpara en una suite privada',
      },
      exit: {
        title: 'La salida',
        subtitle: 'Minutos 225 a 240 · La revelación y la despedida',
        description:
          'La revelación final tiene lugar junto a la ventana, con luz natural y sus tres especialistas a su lado. Sigue una breve sesión de retrato, a la luz del día y con flash. Se marcha con lo necesario para mantener el resultado: los productos, el programa por escrito y su coche ya esperando en la puerta.',
        quote: 'No dejamos salir a nadie tras mirarse al espejo bajo las luces del salón. La luz del día es el único juez honesto.',
        quoteAuthor: 'Directora de la casa, Los Angeles',
        details: [
          'La revelación final con luz natural, con un último retoque en labios y contornos',
          'Una breve sesión de retrato a la luz del día y con flash; las imágenes editadas se envían en un plazo de 48 horas',
          'Un kit para casa elegido para usted, con un programa escrito para la piel, el cabello y el maquillaje',
          'Un pañuelo de seda para el trayecto, y su coche esperando en la puerta privada',
        ],
        conclusion: 'Cuatro horas después de su llegada, sale exactamente como estaba previsto. El programa prolonga la tarde durante semanas.',
        alt: 'Retrato abstracto: una silueta con un turbante sobre un marfil cálido',
      },
    },
    enhancements: {
      'cinematic-capture': {
        title: 'Recuerdo cinematográfico',
        description:
          'Una cineasta le acompaña durante la tarde, en silencio y a distancia, y le entrega una película editada de la luz, las texturas y los momentos entre capítulos.',
        details: [
          'Rodada con luz natural y etalonada para la piel oscura, para que su tono se vea fiel en pantalla',
          'Una película editada de tres a cinco minutos, con una versión más corta para compartir',
          'Entregada de forma privada en un plazo de diez días',
          'Nada se publica ni se comparte sin su consentimiento por escrito',
        ],
      },
      'culinary-customization': {
        title: 'Cocina a medida',
        description:
          'La cocina de la casa cocina solo para usted: sus alergias y preferencias, los ingredientes que evita, los sabores de casa que echa de menos.',
        details: [
          'Un menú de temporada escrito a partir de sus respuestas, no adaptado de uno fijo',
          'Menús veganos, halal y sin gluten, preparados con el mismo cuidado que cualquier otro',
          'Maridajes a juego: champán de viticultor, té de una sola finca o sin alcohol',
          'En dúo, el menú de cada comensal se prepara por separado',
        ],
        note: 'Tras la reserva le enviamos un breve cuestionario para que la cocina pueda prepararse para usted.',
      },
      'luxury-transport': {
        title: 'Llegada y salida en coche privado',
        description:
          'Un coche con chófer pasa a recogerle a su casa, su hotel o su oficina y le espera en la puerta privada cuando se marcha, para que la tarde empiece y termine sin pensar en el tráfico ni en el aparcamiento.',
        details: [
          'Una berlina o un SUV reciente con un chófer discreto y seleccionado',
          'Recogida programada según su llegada, con la suite avisada a medida que se acerca',
          'Una funda de almohada y un pañuelo de seda en el coche para proteger un peinado recién hecho',
          'Regreso a la dirección que elija, o directamente a su velada',
        ],
        note: 'El precio depende de su zona de recogida; su conserjería se lo confirma antes de su visita.',
      },
    },
    facts: [
      { label: 'Duración', value: 'Cuatro horas' },
      { label: 'Disponibilidad', value: 'Una cita al día' },
      { label: 'Dúo', value: 'Experiencia en dúo disponible' },
    ],
    cta: {
      title: 'Reserve su tarde',
      quote: 'Una suite, una o dos personas, y toda una casa organizada en torno a usted.',
      description:
        'Cada casa ofrece una sola Inmersión al día, por lo que las fechas se reservan por invitación. Envíenos una solicitud y su conserjería le responderá para acordar la fecha, sus especialistas y cualquier complemento.',
      details: [
        `Disponible en ${new Intl.ListFormat('es', { type: 'conjunction' }).format(cities.map((city) => city.name))}`,
        'En solitario o en dúo, con las dos personas en la misma suite',
        `Su conserjería le responde en ${new Intl.ListFormat('es', { type: 'disjunction' }).format(LOCALES.map((code) => languages.of(code) ?? code))}`,
      ],
      tagline: 'Una cita al día, por casa.',
      buttonText: 'Solicitar invitación privada',
    },
    keywords: ['experiencia de belleza de lujo', 'día de spa para mujeres negras', 'ritual para cabello texturizado', 'facial para piel rica en melanina', 'día de belleza nupcial', 'experiencia de spa en dúo'],
  },
} satisfies BookingCopy;
