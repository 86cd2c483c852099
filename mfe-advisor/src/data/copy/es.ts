import { allDomains, brand, brandText, serviceLanguagesIn } from 'shared';
import type { AdvisorCopy } from './index';
import { listIn } from './list';

// The brand's facts in words, as every Spanish page says them.
const { phoneHours, replyPromise } = brandText('es');
const domains = listIn('es', allDomains);

/** The advisor's copy in Spanish (usted; ./index.ts: its shape is the English data's). */
export const es = {
  chatFaqs: [
    {
      question: `¿Qué es ${brand.name}?`,
      answer: `${brand.name} es una casa de belleza de lujo para mujeres negras y personas racializadas, con rituales de cuidado de la piel, el cabello y maquillaje para pieles ricas en melanina y cabello texturizado, en nueve ciudades. Este sitio es también una demostración: presenta la marca ${brand.name} y sus cuatro dominios de belleza como un paquete de activos digitales.`,
      keywords: [brand.name, 'belleza de lujo', 'piel rica en melanina'],
    },
    {
      question: '¿Qué se ofrece exactamente a la venta?',
      answer: `Cuatro dominios de belleza, ofrecidos conjuntamente como un único paquete de activos digitales: ${domains}. Este sitio muestra cómo funcionan juntos como una sola marca.`,
      keywords: ['dominios de belleza en venta', 'paquete de activos digitales'],
    },
    {
      question: '¿Puedo comprar uno solo de los dominios?',
      answer: 'No. Los cuatro dominios se ofrecen únicamente juntos, como un solo paquete: no se venden por separado.',
      keywords: ['paquete de dominios', 'no se venden por separado'],
    },
    {
      question: '¿Hay una subasta?',
      answer: `No. No hay ninguna subasta. Las consultas se atienden en conversación privada con nuestro equipo de adquisiciones, en ${brand.email.acquisitions}.`,
      keywords: ['sin subasta', 'venta privada'],
    },
    {
      question: '¿Registrar mi interés equivale a suscribirme a un boletín?',
      answer: 'No. Registrar su interés significa dejar su correo electrónico como posible comprador del paquete de activos. No es un boletín, y no se le añadirá a ninguna lista de marketing.',
      keywords: ['registrar interés', 'no es un boletín'],
    },
    {
      question: '¿Qué ocurre después de registrar mi interés?',
      answer: `Puede añadir su nombre, su empresa y sus notas en el formulario que aparece a continuación. Nuestro equipo de adquisiciones revisa cada registro y responde ${replyPromise}.`,
      keywords: ['equipo de adquisiciones', 'consulta de comprador'],
    },
    {
      question: `¿Quién es ${brand.advisorName} y puedo fiarme de sus respuestas?`,
      answer: `${brand.advisorName} es nuestra asesora de belleza con IA. Sus respuestas son informativas: útiles sobre productos, rutinas, precios, nuestras casas y reservas, pero no constituyen un consejo médico ni dermatológico. Ante una afección de la piel, consulte a un profesional.`,
      keywords: ['asesora de belleza con IA', brand.advisorName],
    },
    {
      question: '¿Puedo reservar aquí una cita real?',
      answer: `La reserva en línea es una demostración y no confirma nada. Para concertar una visita, llame a nuestra conserjería al ${brand.phone.display} (${phoneHours}); le atendemos en ${serviceLanguagesIn('es')}.`,
      keywords: ['reservar cita', 'conserjería'],
    },
  ],
  beautyFaqs: [
    {
      question: '¿Cómo elijo un tono de base para piel oscura sin que quede grisáceo?',
      answer: 'Pruebe el tono en la mandíbula, con luz natural, y fíjese primero en el subtono: rojo, dorado, oliva o neutro. Un reflejo gris o cenizo suele indicar que el tono es demasiado claro o demasiado frío. Las pieles profundas suelen necesitar dos tonos mezclados, algo que nuestros maquilladores hacen en cada cita de Couture Makeup.',
      keywords: ['base para piel oscura', 'tono grisáceo'],
    },
    {
      question: '¿Qué ayuda a atenuar las manchas oscuras en la piel rica en melanina?',
      answer: 'Paciencia y delicadeza: protector solar a diario y, después, ingredientes constantes como la niacinamida, el ácido azelaico o el ácido tranexámico. Evite los peelings agresivos y las exfoliaciones enérgicas, que pueden dejar nuevas marcas en la piel oscura.',
      keywords: ['hiperpigmentación', 'manchas oscuras'],
    },
    {
      question: '¿Necesito protector solar si tengo la piel oscura?',
      answer: 'Sí. La melanina ofrece cierta protección, pero no la suficiente para prevenir el daño solar ni para evitar que las manchas se oscurezcan. Elija una fórmula ligera que no deje rastro blanco, para usarla todos los días.',
      keywords: ['protector solar para piel oscura', 'sin rastro blanco'],
    },
    {
      question: '¿Con qué frecuencia debo lavar el cabello texturizado?',
      answer: 'Para la mayoría de los cabellos afro y rizados, cada 7 a 10 días, con un acondicionador hidratante en cada lavado. Su cuero cabelludo marca el ritmo: bajo un peinado protector, también necesita limpieza.',
      keywords: ['cuidado del cabello texturizado', 'día de lavado'],
    },
    {
      question: '¿Cómo evito la piel cenicienta en invierno?',
      answer: 'Hidrate la piel aún húmeda justo después de lavarla, con una crema que retenga el agua (glicerina, karité, ceramidas), y selle las zonas secas con un aceite. El agua tibia también ayuda.',
      keywords: ['piel cenicienta', 'piel seca'],
    },
    {
      question: '¿Se prueban sus productos en tonos de piel profundos y en cabello texturizado?',
      answer: `Sí. Cada fórmula de ${brand.name} se prueba en uso real sobre tonos de piel que van del marrón dorado a los más profundos, y cada producto capilar, en cabello afro, rizado y con locs.`,
      keywords: ['probado en piel oscura', 'belleza inclusiva'],
    },
  ],
} satisfies AdvisorCopy;
