import { brand, brandText } from 'shared';
import { domainsInWords, postalAddressIn } from './facts';
import type { PrivacyPolicyText } from './privacy';
import type { LegalCopy } from './types';

const domains = domainsInWords('es');

/** La política de privacidad, en español (solo la versión en inglés es vinculante). */
export const privacyPolicyEs = {
  title: 'Política de privacidad',
  intro: [
    `Esta Política de privacidad explica cómo ${brand.legalName} («${brand.name}», «nosotros» o «nuestro») recopila, utiliza, comparte y protege los datos personales cuando usted visita nuestros sitios web ${domains} (en conjunto, el «Sitio»), utiliza nuestra asesora de belleza con IA, se pone en contacto con nosotros o registra su interés en nuestro paquete de activos digitales.`,
    `El Sitio presenta nuestros servicios y productos, y es también una demostración: el carrito y el asistente de reservas no procesan ninguna compra, reserva ni pago. ${brand.legalName} es responsable de los datos personales descritos en esta política.`,
  ],
  sections: [
    {
      title: 'Datos que recopilamos',
      blocks: [
        { text: 'Solo recopilamos lo necesario para el funcionamiento del Sitio y para responderle. Esto incluye:' },
        {
          items: [
            'Datos personales que usted nos facilita: su nombre, su dirección de correo electrónico, su número de teléfono (si lo indica), el asunto y el contenido de su mensaje, y el interés que seleccione al utilizar el formulario de contacto o al registrar su interés en el paquete de activos.',
            'Datos de uso: las páginas que visita, los enlaces y botones que utiliza, el tiempo que permanece, la página desde la que llegó y otros eventos similares registrados por Google Analytics 4.',
            'Datos del dispositivo: su dirección IP, el tipo y la versión de su navegador, el sistema operativo, el tipo de dispositivo, el tamaño de la pantalla y la configuración de idioma.',
            'Ubicación aproximada: una ciudad o región deducida de su dirección IP, que utilizamos para sugerirle la casa más cercana. No solicitamos ni recopilamos su ubicación exacta.',
            `Conversaciones de chat: los mensajes que usted envía a ${brand.advisorName}, nuestra asesora de belleza con IA, y las respuestas que ella le da.`,
          ],
        },
        {
          text: 'Recopilamos datos personales directamente de usted cuando completa un formulario o conversa con la asesora, y de forma automática, a través de nuestros servidores y de las cookies de analítica, cuando navega por el Sitio. El asistente de reservas guarda sus selecciones provisionales únicamente en su propio navegador y no nos envía nada. No recopilamos datos de pago, ya que en el Sitio no se procesa ningún pago.',
        },
        {
          text: `Le rogamos que no nos envíe información sensible, como datos sobre su salud, afecciones médicas o medicamentos, a través del formulario de contacto o del chat con ${brand.advisorName}.`,
        },
      ],
    },
    {
      title: 'Cómo utilizamos sus datos',
      blocks: [
        { text: 'Utilizamos los datos personales para:' },
        {
          items: [
            'responder a sus consultas y enviarle un acuse de recibo de su mensaje;',
            'registrar su interés en el paquete de activos y trasladarlo a nuestro socio encargado del paquete, para que pueda ponerse en contacto con usted;',
            `ofrecerle las respuestas de ${brand.advisorName} a sus preguntas durante una conversación;`,
            'sugerirle la casa más cercana;',
            'entender cómo se utiliza el Sitio, corregir errores y mejorar su contenido y su diseño;',
            'mantener la seguridad del Sitio, prevenir abusos y cumplir nuestras obligaciones legales.',
          ],
        },
        {
          text: 'Cuando la normativa de protección de datos exige una base jurídica, nos basamos en su consentimiento (por ejemplo, para las cookies de analítica cuando se requiere consentimiento), en las gestiones que usted nos pide (responder a su consulta o registrar su interés) y en nuestro interés legítimo en gestionar, proteger y mejorar el Sitio. No utilizamos sus datos para tomar decisiones automatizadas que produzcan efectos jurídicos o efectos igualmente significativos sobre usted.',
        },
        {
          text: `Cuando conversa con ${brand.advisorName}, sus mensajes se envían a nuestro proveedor de IA para generar las respuestas, y conservamos la transcripción para revisar la calidad y la seguridad del servicio. Las respuestas de ${brand.advisorName} son meramente informativas y no constituyen asesoramiento médico ni dermatológico.`,
        },
        {
          text: 'Registrar su interés en el paquete de activos no supone suscribirse a un boletín ni a comunicaciones comerciales. No le incluiremos en ninguna lista de marketing salvo que usted nos lo pida expresamente.',
        },
      ],
    },
    {
      title: 'Cómo compartimos sus datos',
      blocks: [
        { text: 'Solo compartimos datos personales en los casos que se describen a continuación:' },
        {
          items: [
            'Proveedores de servicios que actúan en nuestro nombre y siguiendo nuestras instrucciones, entre ellos nuestro proveedor de alojamiento, nuestro proveedor de envío de correo electrónico, Google (para Google Analytics 4) y el proveedor de IA que genera las respuestas de la asesora. Solo pueden utilizar los datos para prestarnos sus servicios.',
            `El socio encargado del paquete de activos: si usted registra su interés en el paquete de activos formado por ${domains}, compartimos su registro con el socio que gestiona la venta, para que pueda ponerse en contacto con usted al respecto.`,
            'Autoridades y asesores: cuando la ley lo exija, para proteger nuestros derechos o la seguridad de terceros, o con nuestros asesores profesionales sujetos a un deber de confidencialidad.',
            `Un comprador o sucesor: si el Sitio, los dominios o ${brand.legalName} se venden o transfieren, los datos podrán pasar al nuevo propietario, que deberá seguir protegiéndolos tal como se describe en esta política.`,
          ],
        },
        { text: 'No vendemos sus datos personales, ni los alquilamos o intercambiamos con nadie para sus propios fines comerciales.' },
      ],
    },
    {
      title: 'Conservación de los datos',
      blocks: [
        { text: 'Conservamos los datos personales solo durante el tiempo necesario para los fines indicados y, después, los eliminamos o anonimizamos:' },
        {
          items: [
            'Consultas de contacto: 24 meses desde su último mensaje.',
            'Registros de interés: hasta que concluya la venta del paquete de activos, o 24 meses desde el registro, lo que ocurra primero.',
            `Transcripciones de las conversaciones con ${brand.advisorName}: 12 meses.`,
            'Datos de analítica: 14 meses, tras los cuales Google Analytics 4 elimina los datos a nivel de usuario y de evento.',
            'Registros de servidor y de seguridad: 90 días, salvo que sean necesarios durante más tiempo para investigar un incidente.',
            'La reserva provisional: solo en el almacenamiento de sesión de su navegador, hasta que cierre la pestaña o la ventana.',
          ],
        },
        { text: 'Podemos conservar datos durante más tiempo cuando la ley lo exija o para formular, ejercer o defender reclamaciones.' },
      ],
    },
    {
      title: 'Sus derechos',
      blocks: [
        { text: 'Según el lugar donde resida, usted tiene algunos o todos los derechos siguientes sobre sus datos personales:' },
        {
          items: [
            'Acceso: solicitar una copia de los datos que tenemos sobre usted.',
            'Rectificación: pedirnos que corrijamos datos inexactos o incompletos.',
            'Supresión: pedirnos que eliminemos sus datos.',
            'Limitación: pedirnos que limitemos el uso que hacemos de sus datos.',
            'Portabilidad: recibir sus datos en un formato estructurado y legible por máquina, o que se envíen a otra organización.',
            'Oposición: oponerse al uso de sus datos basado en nuestro interés legítimo.',
            'Retirada del consentimiento: retirar en cualquier momento el consentimiento otorgado, sin que ello afecte al uso realizado antes de retirarlo.',
          ],
        },
        {
          text: `Para ejercer un derecho, escriba a ${brand.email.concierge} con el asunto «Privacy request» e indíquenos qué desea que hagamos. Es posible que le pidamos que confirme su identidad antes de actuar. Respondemos en un plazo de 30 días. Ejercer sus derechos no supondrá ningún trato distinto hacia usted.`,
        },
        {
          text: 'También puede autorizar a otra persona para que presente una solicitud en su nombre; podremos pedir que acredite dicha autorización. Si no podemos atender plenamente una solicitud, por ejemplo porque la ley nos obliga a conservar determinados registros, le explicaremos el motivo.',
        },
        { text: 'Si no queda satisfecho con nuestra respuesta, puede presentar una reclamación ante la autoridad de protección de datos del lugar donde reside o trabaja.' },
      ],
    },
    {
      title: 'Cookies y tecnologías similares',
      blocks: [
        { text: 'Utilizamos un número reducido de cookies y funciones de almacenamiento del navegador:' },
        {
          items: [
            'Cookies de analítica: Google Analytics 4 instala cookies propias (denominadas _ga y _ga_ seguido de un identificador) para contar las visitas y entender cómo se utiliza el Sitio. Caducan al cabo de dos años como máximo, salvo que usted las elimine antes.',
            'Almacenamiento de sesión: el asistente de reservas guarda su reserva provisional en el almacenamiento de sesión de su navegador para que no la pierda entre un paso y otro. Permanece en su dispositivo, nunca se nos envía y se borra al cerrar la pestaña o la ventana.',
          ],
        },
        {
          text: 'No utilizamos cookies publicitarias. Puede bloquear o eliminar las cookies y borrar los datos de los sitios desde la configuración de su navegador, navegar en una ventana privada o instalar el complemento de inhabilitación de Google Analytics para navegadores. El Sitio sigue funcionando sin cookies de analítica.',
        },
      ],
    },
    {
      title: 'Seguridad',
      blocks: [
        {
          text: 'Protegemos los datos personales con medidas técnicas y organizativas razonables, entre ellas conexiones cifradas (HTTPS), acceso limitado a las personas y proveedores que lo necesitan y obligaciones contractuales de confidencialidad para nuestros proveedores de servicios.',
        },
        {
          text: 'Ningún método de transmisión o almacenamiento es completamente seguro, por lo que no podemos garantizar una seguridad absoluta. Si tenemos conocimiento de una brecha que afecte a sus datos, se lo notificaremos a usted y a las autoridades cuando la ley lo exija.',
        },
        {
          text: 'Usted puede ayudarnos enviándonos solo la información que le solicitamos y contactándonos de inmediato si recibe un mensaje que dice proceder de nosotros pero le parece sospechoso.',
        },
      ],
    },
    {
      title: 'Transferencias internacionales',
      blocks: [
        {
          text: `${brand.legalName} tiene su sede en ${brand.headOffice.label}, y tanto nosotros como nuestros proveedores de servicios podemos tratar sus datos fuera del país en el que usted reside. Cuando transferimos datos personales fuera del Reino Unido o del Espacio Económico Europeo, aplicamos garantías reconocidas, como las cláusulas contractuales tipo aprobadas a tal efecto, o nos basamos en una decisión de adecuación.`,
        },
      ],
    },
    {
      title: 'Menores',
      blocks: [
        {
          text: `El Sitio no está dirigido a menores de 16 años, y no recopilamos a sabiendas sus datos personales. Si cree que un menor de 16 años nos ha facilitado datos personales, escríbanos a ${brand.email.concierge} y los eliminaremos.`,
        },
      ],
    },
    {
      title: 'Cambios en esta política',
      blocks: [
        {
          text: 'Podemos actualizar esta política periódicamente. Cuando lo hagamos, modificaremos la fecha de «Última actualización» que figura al principio de esta página. Si un cambio es importante, lo destacaremos en el Sitio antes de que entre en vigor. Le recomendamos que revise esta política cada vez que nos visite.',
        },
      ],
    },
    {
      title: 'Contacto',
      blocks: [
        { text: 'Para cualquier pregunta sobre esta política o sobre sus datos personales, póngase en contacto con nosotros:' },
        {
          items: [`Correo electrónico: ${brand.email.concierge}`, `Correo postal: ${postalAddressIn('es')}`, `Teléfono: ${brand.phone.display} (${brandText('es').phoneHours})`],
        },
        { text: `Las preguntas sobre un registro de interés en el paquete de activos también pueden enviarse a ${brand.email.acquisitions}.` },
      ],
    },
  ],
} as const satisfies LegalCopy<PrivacyPolicyText>;
