import { brand, brandText } from 'shared';
import { domainsInWords, postalAddressIn } from './facts';
import type { PrivacyPolicyText } from './privacy';
import type { LegalCopy } from './types';

const domains = domainsInWords('fr');

/** La politique de confidentialité, en français (seule la version anglaise fait foi). */
export const privacyPolicyFr = {
  title: 'Politique de confidentialité',
  intro: [
    `La présente politique de confidentialité explique comment ${brand.legalName} («\u00a0${brand.name}\u00a0», «\u00a0nous\u00a0», «\u00a0notre\u00a0» ou «\u00a0nos\u00a0») collecte, utilise, partage et protège les données personnelles lorsque vous consultez nos sites ${domains} (ensemble, le «\u00a0Site\u00a0»), échangez avec notre conseillère beauté IA, nous contactez ou manifestez votre intérêt pour notre lot d’actifs numériques.`,
    `Le Site présente nos soins et nos produits\u00a0; il est aussi une démonstration\u00a0: le panier et l’assistant de réservation ne traitent aucun achat, aucune réservation ni aucun paiement. ${brand.legalName} est responsable des données personnelles décrites dans la présente politique.`,
  ],
  sections: [
    {
      title: 'Les données que nous collectons',
      blocks: [
        { text: 'Nous ne collectons que ce dont nous avons besoin pour faire fonctionner le Site et vous répondre, à savoir\u00a0:' },
        {
          items: [
            'Les données personnelles que vous nous communiquez\u00a0: votre nom, votre adresse e-mail, votre numéro de téléphone (si vous l’indiquez), l’objet et le contenu de votre message, ainsi que le centre d’intérêt que vous sélectionnez lorsque vous utilisez le formulaire de contact ou manifestez votre intérêt pour le lot d’actifs.',
            'Les données d’utilisation\u00a0: les pages que vous consultez, les liens et boutons que vous utilisez, la durée de votre visite, la page qui vous a dirigé vers nous et d’autres événements similaires enregistrés par Google Analytics 4.',
            'Les données relatives à votre appareil\u00a0: votre adresse IP, le type et la version de votre navigateur, votre système d’exploitation, le type d’appareil, la taille de l’écran et vos paramètres de langue.',
            'Votre localisation approximative\u00a0: une ville ou une région déduite de votre adresse IP, afin de vous suggérer la maison la plus proche. Nous ne demandons ni ne collectons votre localisation précise.',
            `Vos échanges de chat\u00a0: les messages que vous adressez à ${brand.advisorName}, notre conseillère beauté IA, et les réponses qu’elle vous donne.`,
          ],
        },
        {
          text: 'Nous collectons des données personnelles directement auprès de vous lorsque vous remplissez un formulaire ou échangez avec la conseillère, et automatiquement, par l’intermédiaire de nos serveurs et des cookies de mesure d’audience, lorsque vous naviguez sur le Site. L’assistant de réservation conserve vos sélections en cours uniquement dans votre propre navigateur et ne nous transmet rien. Nous ne collectons aucune donnée de paiement, puisqu’aucun paiement n’est traité sur le Site.',
        },
        {
          text: `Merci de ne pas nous transmettre d’informations sensibles, telles que des informations sur votre santé, vos affections ou vos traitements, par le formulaire de contact ou lors de vos échanges avec ${brand.advisorName}.`,
        },
      ],
    },
    {
      title: 'L’usage que nous faisons de vos données',
      blocks: [
        { text: 'Nous utilisons les données personnelles pour\u00a0:' },
        {
          items: [
            'répondre à vos demandes et vous accuser réception de votre message\u00a0;',
            'enregistrer votre intérêt pour le lot d’actifs et le transmettre à notre partenaire chargé du lot d’actifs, afin qu’il puisse revenir vers vous\u00a0;',
            `vous apporter les réponses d’${brand.advisorName} à vos questions lors d’un échange\u00a0;`,
            'vous suggérer la maison la plus proche de vous\u00a0;',
            'comprendre comment le Site est utilisé, corriger les erreurs et améliorer son contenu et sa conception\u00a0;',
            'assurer la sécurité du Site, prévenir les abus et respecter nos obligations légales.',
          ],
        },
        {
          text: 'Lorsque la réglementation sur la protection des données exige une base juridique, nous nous fondons sur votre consentement (par exemple pour les cookies de mesure d’audience, lorsque le consentement est requis), sur les démarches que vous nous demandez d’accomplir (répondre à votre demande ou enregistrer votre intérêt) et sur notre intérêt légitime à exploiter, sécuriser et améliorer le Site. Nous n’utilisons pas vos données pour prendre des décisions automatisées produisant des effets juridiques ou des effets significatifs similaires à votre égard.',
        },
        {
          text: `Lorsque vous échangez avec ${brand.advisorName}, vos messages sont transmis à notre fournisseur d’IA afin de générer les réponses, et nous conservons la transcription pour contrôler la qualité et la sécurité du service. Les réponses d’${brand.advisorName} sont données à titre purement informatif et ne constituent pas un avis médical ou dermatologique.`,
        },
        {
          text: 'Manifester votre intérêt pour le lot d’actifs ne vaut pas inscription à une newsletter ni à des communications marketing. Nous ne vous ajouterons à aucune liste de diffusion marketing, sauf si vous nous le demandez séparément.',
        },
      ],
    },
    {
      title: 'Le partage de vos données',
      blocks: [
        { text: 'Nous ne partageons les données personnelles que dans les cas décrits ci-dessous\u00a0:' },
        {
          items: [
            'Les prestataires qui agissent pour notre compte et selon nos instructions, notamment notre hébergeur, notre prestataire d’envoi d’e-mails, Google (pour Google Analytics 4) et le fournisseur d’IA qui génère les réponses de la conseillère. Ils ne peuvent utiliser ces données que pour nous fournir leurs services.',
            `Le partenaire chargé du lot d’actifs\u00a0: si vous manifestez votre intérêt pour le lot d’actifs composé de ${domains}, nous transmettons votre demande au partenaire qui en assure la cession, afin qu’il puisse vous contacter à ce sujet.`,
            'Les autorités et nos conseils\u00a0: lorsque la loi l’exige, pour protéger nos droits ou la sécurité d’autrui, ou auprès de nos conseils professionnels tenus à une obligation de confidentialité.',
            `Un acquéreur ou un successeur\u00a0: si le Site, les noms de domaine ou ${brand.legalName} sont cédés ou transférés, les données peuvent être transmises au nouveau propriétaire, qui devra continuer à les protéger conformément à la présente politique.`,
          ],
        },
        { text: 'Nous ne vendons pas vos données personnelles, et nous ne les louons ni ne les échangeons avec quiconque à des fins de marketing propre.' },
      ],
    },
    {
      title: 'Durée de conservation',
      blocks: [
        { text: 'Nous conservons les données personnelles uniquement le temps nécessaire aux finalités décrites ci-dessus, puis nous les supprimons ou les anonymisons\u00a0:' },
        {
          items: [
            'Demandes de contact\u00a0: 24 mois à compter de votre dernier message.',
            'Manifestations d’intérêt\u00a0: jusqu’à la conclusion de la cession du lot d’actifs, ou 24 mois à compter de votre demande, selon la première de ces échéances.',
            `Transcriptions des échanges avec ${brand.advisorName}\u00a0: 12 mois.`,
            'Données de mesure d’audience\u00a0: 14 mois, après quoi Google Analytics 4 supprime les données au niveau de l’utilisateur et de l’événement.',
            'Journaux des serveurs et de sécurité\u00a0: 90 jours, sauf s’ils sont nécessaires plus longtemps pour enquêter sur un incident.',
            'La réservation en cours\u00a0: uniquement dans le stockage de session de votre navigateur, jusqu’à ce que vous fermiez l’onglet ou la fenêtre.',
          ],
        },
        { text: 'Nous pouvons conserver certaines données plus longtemps lorsque la loi l’exige, ou pour constater, exercer ou défendre des droits en justice.' },
      ],
    },
    {
      title: 'Vos droits',
      blocks: [
        { text: 'Selon votre lieu de résidence, vous disposez de tout ou partie des droits suivants sur vos données personnelles\u00a0:' },
        {
          items: [
            'Accès\u00a0: obtenir une copie des données que nous détenons à votre sujet.',
            'Rectification\u00a0: nous demander de corriger des données inexactes ou incomplètes.',
            'Effacement\u00a0: nous demander de supprimer vos données.',
            'Limitation\u00a0: nous demander de restreindre l’usage que nous faisons de vos données.',
            'Portabilité\u00a0: recevoir vos données dans un format structuré et lisible par machine, ou les faire transmettre à une autre organisation.',
            'Opposition\u00a0: vous opposer à l’usage de vos données fondé sur notre intérêt légitime.',
            'Retrait du consentement\u00a0: retirer à tout moment tout consentement donné, sans que cela remette en cause l’usage fait avant ce retrait.',
          ],
        },
        {
          text: `Pour exercer l’un de ces droits, écrivez à ${brand.email.concierge} en indiquant en objet «\u00a0Privacy request\u00a0» et précisez-nous votre demande. Nous pourrons vous demander de confirmer votre identité avant d’y donner suite. Nous répondons sous 30 jours. L’exercice de vos droits n’aura aucune incidence sur la manière dont nous vous traitons.`,
        },
        {
          text: 'Vous pouvez également mandater une personne pour formuler une demande en votre nom\u00a0; nous pourrons lui demander de justifier de ce mandat. Si nous ne pouvons satisfaire entièrement une demande, par exemple parce que la loi nous impose de conserver certains documents, nous vous en expliquerons la raison.',
        },
        { text: 'Si notre réponse ne vous satisfait pas, vous pouvez adresser une réclamation à l’autorité de protection des données du pays où vous résidez ou travaillez.' },
      ],
    },
    {
      title: 'Cookies et technologies similaires',
      blocks: [
        { text: 'Nous utilisons un petit nombre de cookies et de fonctions de stockage du navigateur\u00a0:' },
        {
          items: [
            'Cookies de mesure d’audience\u00a0: Google Analytics 4 dépose des cookies propriétaires (nommés _ga et _ga_ suivi d’un identifiant) pour compter les visites et comprendre comment le Site est utilisé. Ils expirent au bout de deux ans au plus, sauf si vous les supprimez avant.',
            'Stockage de session\u00a0: l’assistant de réservation enregistre votre réservation en cours dans le stockage de session de votre navigateur, afin que vous ne la perdiez pas d’une étape à l’autre. Elle reste sur votre appareil, ne nous est jamais transmise et est effacée lorsque vous fermez l’onglet ou la fenêtre.',
          ],
        },
        {
          text: 'Nous n’utilisons aucun cookie publicitaire. Vous pouvez bloquer ou supprimer les cookies et effacer les données des sites dans les réglages de votre navigateur, naviguer en fenêtre privée ou installer le module complémentaire de navigateur pour la désactivation de Google Analytics. Le Site fonctionne sans cookies de mesure d’audience.',
        },
      ],
    },
    {
      title: 'Sécurité',
      blocks: [
        {
          text: 'Nous protégeons les données personnelles par des mesures techniques et organisationnelles raisonnables, notamment des connexions chiffrées (HTTPS), un accès réservé aux personnes et aux prestataires qui en ont besoin, et des obligations contractuelles de confidentialité pour nos prestataires.',
        },
        {
          text: 'Aucune méthode de transmission ou de stockage n’est parfaitement sûre\u00a0; nous ne pouvons donc garantir une sécurité absolue. Si nous avons connaissance d’une violation touchant vos données, nous vous en informerons, ainsi que les autorités, lorsque la loi l’exige.',
        },
        {
          text: 'Vous pouvez y contribuer en ne nous transmettant que les informations que nous demandons, et en nous contactant sans attendre si vous recevez un message qui prétend venir de nous mais vous paraît suspect.',
        },
      ],
    },
    {
      title: 'Transferts internationaux',
      blocks: [
        {
          text: `${brand.legalName} est établie à ${brand.headOffice.label}, et nos prestataires comme nous-mêmes pouvons traiter vos données en dehors de votre pays de résidence. Lorsque nous transférons des données personnelles hors du Royaume-Uni ou de l’Espace économique européen, nous recourons à des garanties reconnues, telles que les clauses contractuelles types approuvées à cet effet, ou nous nous appuyons sur une décision d’adéquation.`,
        },
      ],
    },
    {
      title: 'Enfants',
      blocks: [
        {
          text: `Le Site ne s’adresse pas aux enfants de moins de 16 ans, et nous ne collectons pas sciemment leurs données personnelles. Si vous pensez qu’un enfant de moins de 16 ans nous a communiqué des données personnelles, contactez-nous à ${brand.email.concierge} et nous les supprimerons.`,
        },
      ],
    },
    {
      title: 'Modifications de la présente politique',
      blocks: [
        {
          text: 'Nous pouvons mettre à jour la présente politique de temps à autre. Le cas échéant, nous modifierons la date de «\u00a0Dernière mise à jour\u00a0» indiquée en haut de cette page. Toute modification importante sera signalée de manière visible sur le Site avant son entrée en vigueur. Nous vous invitons à consulter cette politique à chacune de vos visites.',
        },
      ],
    },
    {
      title: 'Nous contacter',
      blocks: [
        { text: 'Pour toute question sur la présente politique ou sur vos données personnelles, contactez-nous\u00a0:' },
        {
          items: [`E-mail\u00a0: ${brand.email.concierge}`, `Courrier\u00a0: ${postalAddressIn('fr')}`, `Téléphone\u00a0: ${brand.phone.display} (${brandText('fr').phoneHours})`],
        },
        { text: `Les questions relatives à une manifestation d’intérêt pour le lot d’actifs peuvent également être adressées à ${brand.email.acquisitions}.` },
      ],
    },
  ],
} as const satisfies LegalCopy<PrivacyPolicyText>;
