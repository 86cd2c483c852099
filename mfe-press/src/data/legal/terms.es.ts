import { brand, brandText } from 'shared';
import { domainsInWords, postalAddressIn } from './facts';
import type { TermsOfServiceText } from './terms';
import type { LegalCopy } from './types';

const domains = domainsInWords('es');

/** Las condiciones de uso, en español (solo la versión en inglés es vinculante). */
export const termsOfServiceEs = {
  title: 'Condiciones de uso',
  intro: [
    `Estas Condiciones de uso (las «Condiciones») regulan el uso que usted hace de nuestros sitios web ${domains} (en conjunto, el «Sitio»), gestionados por ${brand.legalName} («${brand.name}», «nosotros» o «nuestro»).`,
    'Le rogamos que las lea con atención. Explican qué es el Sitio, qué no es y las normas que se aplican cuando lo utiliza.',
  ],
  sections: [
    {
      title: 'Aceptación de estas Condiciones',
      blocks: [
        {
          text: 'Al acceder al Sitio o utilizarlo, usted acepta estas Condiciones y nuestra Política de privacidad, que explica cómo tratamos los datos personales. Si no está de acuerdo, le rogamos que no utilice el Sitio.',
        },
        {
          text: 'Debe tener al menos 16 años para utilizar el Sitio. Si utiliza el Sitio en nombre de una empresa u otra organización, confirma que está autorizado para aceptar estas Condiciones en su nombre.',
        },
      ],
    },
    {
      title: 'Un sitio de demostración',
      blocks: [
        { text: `El Sitio presenta la marca ${brand.name}, sus casas, sus servicios y sus productos. Es también una demostración, y algunas de sus funciones no están activas:` },
        {
          items: [
            'No se procesa ninguna compra, reserva ni pago. El carrito y el asistente de reservas son demostraciones, y completarlos no genera ningún pedido, reserva ni cargo.',
            'Los precios, la disponibilidad, los horarios, los tratamientos y los detalles de los productos son ilustrativos y pueden no corresponder a ninguna oferta real.',
            'Nada de lo que se muestra en el Sitio constituye una oferta de venta de bienes o servicios, y a través del Sitio no se celebra ningún contrato de bienes o servicios.',
          ],
        },
        {
          text: 'Las fotografías, ilustraciones y vídeos del Sitio pueden ser recreaciones artísticas. Transmiten el espíritu de nuestro trabajo y no prometen ningún producto, entorno o resultado concretos. Si desea preguntar por un servicio o un producto, utilice los datos de contacto que figuran al final de estas Condiciones.',
        },
      ],
    },
    {
      title: 'Registro de interés en los activos',
      blocks: [
        {
          text: `El Sitio presenta un paquete de activos digitales formado por cuatro dominios de belleza: ${domains}. Los visitantes que estén considerando adquirir el paquete pueden registrar su interés facilitando su dirección de correo electrónico y, si lo desean, otros datos.`,
        },
        {
          items: [
            'Su registro se comparte con nuestro socio encargado del paquete de activos, que gestiona la venta y puede ponerse en contacto con usted al respecto.',
            'El registro no supone una suscripción a comunicaciones comerciales ni a un boletín, y no le enviaremos publicidad por haberse registrado.',
            'El registro no constituye una oferta, una aceptación, una opción ni contrato alguno, y no le obliga a usted ni a nosotros a realizar ninguna transacción.',
            'Los cuatro dominios se ofrecen juntos, como un único paquete. No se ofrecen por separado.',
            'No hay subasta. Los registros no son pujas, y el paquete no se vende al mejor postor ni al primero.',
          ],
        },
        {
          text: 'Cualquier venta se regirá únicamente por un acuerdo escrito independiente firmado por las partes. Podemos modificar, suspender o retirar la oferta en cualquier momento y sin previo aviso. Usted se compromete a facilitar información exacta al registrarse.',
        },
      ],
    },
    {
      title: 'Asesora de belleza con IA',
      blocks: [
        {
          text: `${brand.advisorName}, nuestra asesora de belleza con IA, responde a preguntas sobre piel, cabello y maquillaje mediante tecnología automatizada. Sus respuestas tienen carácter meramente informativo y general.`,
        },
        {
          items: [
            'Las respuestas pueden ser inexactas, incompletas o estar desactualizadas, y ninguna persona las revisa antes de que usted las vea.',
            `${brand.advisorName} no ofrece asesoramiento, diagnóstico ni tratamiento médico o dermatológico.`,
            'Ante cualquier problema de piel, cuero cabelludo o cabello, alergia, reacción o afección, consulte a un profesional cualificado, como un dermatólogo o su médico, antes de actuar según una respuesta.',
            'No comparta información sensible sobre su salud, como afecciones médicas, medicamentos o un embarazo, en el chat.',
          ],
        },
        {
          text: 'Usted utiliza la asesora bajo su propio criterio. Lea siempre las etiquetas de los productos y haga una prueba cutánea con los productos nuevos según indiquen sus instrucciones.',
        },
      ],
    },
    {
      title: 'Propiedad intelectual',
      blocks: [
        {
          text: `El Sitio y su contenido, incluidos textos, imágenes, vídeos, gráficos, logotipos, el nombre y las marcas ${brand.name}, el diseño y el software, son propiedad de ${brand.legalName} o de sus licenciantes y están protegidos por la normativa de propiedad intelectual.`,
        },
        {
          text: 'Le concedemos una licencia limitada, personal, no exclusiva, intransferible y revocable para consultar el Sitio para su uso propio y no comercial. No puede copiar, reproducir, modificar, distribuir, exhibir públicamente ni crear obras derivadas de ninguna parte del Sitio sin nuestro permiso previo por escrito, salvo en la medida en que la ley lo permita.',
        },
        {
          text: 'Si nos envía comentarios o sugerencias sobre el Sitio, acepta que podamos utilizarlos libremente, sin ninguna obligación hacia usted. No reclamamos la propiedad de los datos personales que nos envía; nuestra Política de privacidad describe cómo los utilizamos.',
        },
      ],
    },
    {
      title: 'Normas de conducta',
      blocks: [
        { text: 'Cuando utilice el Sitio, incluidos el formulario de contacto, el registro de interés y el chat, usted se compromete a no:' },
        {
          items: [
            'infringir ninguna ley o normativa, ni vulnerar los derechos de terceros;',
            'facilitar información falsa ni suplantar la identidad de ninguna persona u organización;',
            'enviar contenidos ilícitos, abusivos, acosadores, difamatorios, de odio, obscenos o discriminatorios;',
            'enviar spam, cadenas de mensajes o publicidad no solicitada;',
            'subir virus u otro código dañino, ni interferir en el funcionamiento o la seguridad del Sitio;',
            'intentar acceder sin autorización al Sitio, a sus sistemas o a sus datos;',
            'extraer, rastrear o recopilar datos del Sitio por medios automatizados sin nuestro permiso por escrito;',
            'intentar que la asesora de IA genere contenidos dañinos, ilícitos o engañosos, o eludir sus salvaguardas;',
            'utilizar el Sitio para crear un producto o servicio de la competencia.',
          ],
        },
        {
          text: 'Usted es responsable de lo que envía a través del Sitio, y confirma que es exacto y que tiene derecho a compartirlo. Podemos bloquear su acceso al Sitio, o eliminar cualquier contenido que envíe, si tenemos motivos razonables para creer que ha incumplido estas normas.',
        },
      ],
    },
    {
      title: 'Enlaces de terceros',
      blocks: [
        {
          text: 'El Sitio puede incluir enlaces a sitios web y servicios gestionados por terceros. No los controlamos y no somos responsables de su contenido, sus productos ni sus prácticas de privacidad. Un enlace no implica que respaldemos dicho sitio. El uso que usted haga de un sitio de terceros se rige por sus propias condiciones y políticas.',
        },
        {
          text: `Los enlaces entre los sitios ${domains} no son enlaces de terceros: todos ellos están gestionados por ${brand.legalName} y se rigen por estas Condiciones.`,
        },
      ],
    },
    {
      title: 'Exención de garantías',
      blocks: [
        {
          text: 'El Sitio y su contenido se ofrecen «tal cual» y «según disponibilidad». En la máxima medida permitida por la ley, no ofrecemos garantías ni declaraciones de ningún tipo, expresas o implícitas, incluidas las garantías de exactitud, integridad, idoneidad para un fin concreto, calidad satisfactoria y no infracción.',
        },
        {
          text: 'No garantizamos que el Sitio funcione sin interrupciones, de forma segura o sin errores ni componentes dañinos. La información sobre productos, ingredientes, tratamientos y resultados es de carácter general, y los resultados varían de una persona a otra.',
        },
        {
          text: 'El contenido del Sitio, incluidos los artículos y las respuestas de la asesora, no sustituye el consejo de un profesional cualificado. Algunas jurisdicciones no permiten excluir determinadas garantías, por lo que es posible que algunas de estas exclusiones no le sean aplicables.',
        },
      ],
    },
    {
      title: 'Limitación de responsabilidad',
      blocks: [
        {
          text: `En la máxima medida permitida por la ley, ${brand.legalName} y sus directivos, empleados, socios y proveedores no serán responsables de ningún daño indirecto, incidental, especial o consecuente, ni de ninguna pérdida de beneficios, ingresos, datos, negocio o fondo de comercio, que se derive de su uso del Sitio, de la asesora de IA o del registro de interés, o que guarde relación con él.`,
        },
        {
          text: 'Dado que el Sitio se ofrece de forma gratuita, nuestra responsabilidad total frente a usted por todas las reclamaciones relacionadas con el Sitio se limita a cien dólares estadounidenses (100 USD).',
        },
        {
          text: 'Nada de lo dispuesto en estas Condiciones limita o excluye la responsabilidad por muerte o lesiones personales causadas por negligencia, por fraude o declaraciones fraudulentas, ni ninguna otra responsabilidad que no pueda limitarse o excluirse por ley.',
        },
      ],
    },
    {
      title: 'Indemnización',
      blocks: [
        {
          text: `Usted se compromete a indemnizar y mantener indemnes a ${brand.legalName} y a sus directivos, empleados y socios frente a cualquier reclamación, pérdida, responsabilidad y gasto, incluidos unos honorarios legales razonables, que se deriven de su incumplimiento de estas Condiciones, del uso indebido del Sitio o de la vulneración de cualquier ley o de los derechos de un tercero.`,
        },
      ],
    },
    {
      title: 'Cambios en estas Condiciones',
      blocks: [
        {
          text: 'Podemos actualizar estas Condiciones periódicamente. Cuando lo hagamos, modificaremos la fecha de «Última actualización» que figura al principio de esta página. Los cambios se aplican desde la fecha de su publicación. Si sigue utilizando el Sitio después de un cambio, acepta las Condiciones actualizadas.',
        },
        {
          text: 'También podemos modificar, suspender o interrumpir cualquier parte del Sitio, incluidos la asesora de IA y el registro de interés, en cualquier momento y sin responsabilidad alguna frente a usted.',
        },
      ],
    },
    {
      title: 'Legislación aplicable y jurisdicción',
      blocks: [
        {
          text: 'Estas Condiciones, y cualquier controversia o reclamación que se derive de ellas o del Sitio o guarde relación con ellos, incluidas las controversias o reclamaciones extracontractuales, se rigen por las leyes de Inglaterra y Gales.',
        },
        {
          text: 'Los tribunales de Inglaterra y Gales tienen jurisdicción exclusiva sobre cualquier controversia o reclamación de este tipo. Si utiliza el Sitio como consumidor, conserva el beneficio de las protecciones imperativas que le otorgue la ley del país en el que reside.',
        },
        {
          text: 'Si alguna disposición de estas Condiciones se considera inaplicable, las demás disposiciones seguirán plenamente vigentes. El hecho de que no exijamos de inmediato el cumplimiento de una disposición no supone la renuncia a nuestro derecho a exigirlo más adelante.',
        },
      ],
    },
    {
      title: 'Contacto',
      blocks: [
        { text: 'Para cualquier pregunta sobre estas Condiciones, póngase en contacto con nosotros:' },
        {
          items: [
            `Correo electrónico: ${brand.email.concierge}`,
            `Consultas sobre el paquete de activos: ${brand.email.acquisitions}`,
            `Correo postal: ${postalAddressIn('es')}`,
            `Teléfono: ${brand.phone.display} (${brandText('es').phoneHours})`,
          ],
        },
      ],
    },
  ],
} as const satisfies LegalCopy<TermsOfServiceText>;
