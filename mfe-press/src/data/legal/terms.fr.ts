import { brand, brandText } from 'shared';
import { domainsInWords, postalAddressIn } from './facts';
import type { TermsOfServiceText } from './terms';
import type { LegalCopy } from './types';

const domains = domainsInWords('fr');

/** Les conditions d’utilisation, en français (seule la version anglaise fait foi). */
export const termsOfServiceFr = {
  title: 'Conditions d’utilisation',
  intro: [
    `Les présentes conditions d’utilisation (les «\u00a0Conditions\u00a0») régissent votre utilisation de nos sites ${domains} (ensemble, le «\u00a0Site\u00a0»), exploités par ${brand.legalName} («\u00a0${brand.name}\u00a0», «\u00a0nous\u00a0», «\u00a0notre\u00a0» ou «\u00a0nos\u00a0»).`,
    'Nous vous invitons à les lire attentivement. Elles expliquent ce qu’est le Site, ce qu’il n’est pas, et les règles qui s’appliquent lorsque vous l’utilisez.',
  ],
  sections: [
    {
      title: 'Acceptation des présentes Conditions',
      blocks: [
        {
          text: 'En accédant au Site ou en l’utilisant, vous acceptez les présentes Conditions ainsi que notre politique de confidentialité, qui explique comment nous traitons les données personnelles. Si vous ne les acceptez pas, nous vous prions de ne pas utiliser le Site.',
        },
        {
          text: 'Vous devez avoir au moins 16 ans pour utiliser le Site. Si vous utilisez le Site pour le compte d’une société ou d’une autre organisation, vous confirmez être habilité à accepter les présentes Conditions en son nom.',
        },
      ],
    },
    {
      title: 'Un site de démonstration',
      blocks: [
        { text: `Le Site présente la marque ${brand.name}, ses maisons, ses soins et ses produits. Il est aussi une démonstration, et certaines de ses fonctions ne sont pas actives\u00a0:` },
        {
          items: [
            'Aucun achat, aucune réservation ni aucun paiement n’est traité. Le panier et l’assistant de réservation sont des démonstrations\u00a0: les mener à leur terme ne crée ni commande, ni réservation, ni débit d’aucune sorte.',
            'Les prix, disponibilités, horaires d’ouverture, soins et descriptions de produits sont donnés à titre indicatif et peuvent ne correspondre à aucune offre réelle.',
            'Rien de ce qui figure sur le Site ne constitue une offre de vente de biens ou de services, et aucun contrat portant sur des biens ou des services n’est conclu par l’intermédiaire du Site.',
          ],
        },
        {
          text: 'Les photographies, illustrations et vidéos du Site peuvent être des créations artistiques. Elles traduisent l’esprit de notre travail et ne préjugent d’aucun produit, cadre ou résultat particulier. Pour toute question sur un soin ou un produit, utilisez les coordonnées figurant à la fin des présentes Conditions.',
        },
      ],
    },
    {
      title: 'Manifestation d’intérêt pour les actifs',
      blocks: [
        {
          text: `Le Site présente un lot d’actifs numériques composé de quatre noms de domaine consacrés à la beauté\u00a0: ${domains}. Les visiteurs qui envisagent d’acquérir ce lot peuvent manifester leur intérêt en indiquant leur adresse e-mail et, s’ils le souhaitent, d’autres informations.`,
        },
        {
          items: [
            'Votre manifestation d’intérêt est transmise à notre partenaire chargé du lot d’actifs, qui en assure la cession et peut vous contacter à ce sujet.',
            'Manifester votre intérêt ne vaut pas inscription à des communications marketing ni à une newsletter, et nous ne vous enverrons aucune communication marketing de ce fait.',
            'Votre manifestation d’intérêt ne constitue ni une offre, ni une acceptation, ni une option, ni un contrat d’aucune sorte, et ne vous oblige pas plus qu’elle ne nous oblige à conclure une transaction.',
            'Les quatre noms de domaine sont proposés ensemble, en un seul lot. Ils ne sont pas proposés séparément.',
            'Il n’y a pas d’enchères. Les manifestations d’intérêt ne sont pas des offres d’achat, et le lot n’est attribué ni au plus offrant ni au premier enchérisseur.',
          ],
        },
        {
          text: 'Toute cession sera régie exclusivement par un contrat écrit distinct, signé par les parties. Nous pouvons modifier, suspendre ou retirer cette offre à tout moment et sans préavis. Vous vous engagez à fournir des informations exactes lorsque vous manifestez votre intérêt.',
        },
      ],
    },
    {
      title: 'Conseillère beauté IA',
      blocks: [
        {
          text: `${brand.advisorName}, notre conseillère beauté IA, répond aux questions sur la peau, les cheveux et le maquillage au moyen d’une technologie automatisée. Ses réponses sont fournies à titre d’information générale uniquement.`,
        },
        {
          items: [
            'Les réponses peuvent être inexactes, incomplètes ou dépassées, et elles ne sont pas relues par une personne avant de vous être présentées.',
            `${brand.advisorName} ne fournit ni avis, ni diagnostic, ni traitement médical ou dermatologique.`,
            'Pour toute préoccupation concernant la peau, le cuir chevelu ou les cheveux, ou en cas d’allergie, de réaction ou d’affection, consultez un professionnel qualifié, tel qu’un dermatologue ou votre médecin, avant de suivre une réponse.',
            'Ne communiquez pas d’informations de santé sensibles, telles que des affections, des traitements ou une grossesse, dans le chat.',
          ],
        },
        {
          text: 'Vous utilisez la conseillère à votre propre discrétion. Lisez toujours l’étiquette des produits et faites un test cutané avant d’utiliser un nouveau produit, conformément à son mode d’emploi.',
        },
      ],
    },
    {
      title: 'Propriété intellectuelle',
      blocks: [
        {
          text: `Le Site et son contenu, notamment les textes, images, vidéos, graphismes, logos, le nom et les marques ${brand.name}, la conception et les logiciels, appartiennent à ${brand.legalName} ou à ses concédants et sont protégés par le droit de la propriété intellectuelle.`,
        },
        {
          text: 'Nous vous accordons une licence limitée, personnelle, non exclusive, non transférable et révocable vous permettant de consulter le Site pour votre usage personnel et non commercial. Vous ne pouvez copier, reproduire, modifier, distribuer, présenter publiquement ni créer d’œuvres dérivées à partir de tout ou partie du Site sans notre autorisation écrite préalable, sauf dans les limites permises par la loi.',
        },
        {
          text: 'Si vous nous adressez des commentaires ou des suggestions sur le Site, vous acceptez que nous puissions les utiliser librement, sans aucune obligation envers vous. Nous ne revendiquons aucun droit de propriété sur les données personnelles que vous nous transmettez\u00a0; notre politique de confidentialité décrit l’usage que nous en faisons.',
        },
      ],
    },
    {
      title: 'Règles de conduite',
      blocks: [
        { text: 'Lorsque vous utilisez le Site, y compris le formulaire de contact, la manifestation d’intérêt et le chat, vous vous engagez à ne pas\u00a0:' },
        {
          items: [
            'enfreindre une loi ou une réglementation, ni porter atteinte aux droits d’autrui\u00a0;',
            'fournir de fausses informations, ni usurper l’identité d’une personne ou d’une organisation\u00a0;',
            'envoyer des contenus illicites, injurieux, harcelants, diffamatoires, haineux, obscènes ou discriminatoires\u00a0;',
            'envoyer des messages indésirables, des chaînes de lettres ou des publicités non sollicitées\u00a0;',
            'téléverser des virus ou tout autre code malveillant, ni perturber le fonctionnement ou la sécurité du Site\u00a0;',
            'tenter d’accéder sans autorisation au Site, à ses systèmes ou à ses données\u00a0;',
            'extraire, explorer ou collecter des données du Site par des moyens automatisés sans notre autorisation écrite\u00a0;',
            'tenter d’amener la conseillère IA à produire des contenus préjudiciables, illicites ou trompeurs, ou à contourner ses garde-fous\u00a0;',
            'utiliser le Site pour concevoir un produit ou un service concurrent.',
          ],
        },
        {
          text: 'Vous êtes responsable de ce que vous transmettez par l’intermédiaire du Site, et vous confirmez que ces informations sont exactes et que vous avez le droit de les partager. Nous pouvons bloquer votre accès au Site, ou supprimer tout ce que vous avez transmis, si nous avons des raisons sérieuses de penser que vous avez enfreint ces règles.',
        },
      ],
    },
    {
      title: 'Liens vers des sites tiers',
      blocks: [
        {
          text: 'Le Site peut contenir des liens vers des sites et services exploités par des tiers. Nous ne les contrôlons pas et ne sommes pas responsables de leur contenu, de leurs produits ni de leurs pratiques en matière de confidentialité. Un lien ne signifie pas que nous approuvons le site concerné. Votre utilisation d’un site tiers est régie par ses propres conditions et politiques.',
        },
        {
          text: `Les liens entre les sites ${domains} ne sont pas des liens vers des sites tiers\u00a0: tous sont exploités par ${brand.legalName} et régis par les présentes Conditions.`,
        },
      ],
    },
    {
      title: 'Exclusions de garantie',
      blocks: [
        {
          text: 'Le Site et son contenu sont fournis «\u00a0en l’état\u00a0» et «\u00a0selon disponibilité\u00a0». Dans toute la mesure permise par la loi, nous n’accordons aucune garantie ni ne faisons aucune déclaration de quelque nature que ce soit, expresse ou implicite, notamment quant à l’exactitude, l’exhaustivité, l’adéquation à un usage particulier, la qualité satisfaisante et l’absence de contrefaçon.',
        },
        {
          text: 'Nous ne garantissons pas que le Site fonctionnera sans interruption, en toute sécurité, ni qu’il sera exempt d’erreurs ou d’éléments nuisibles. Les informations relatives aux produits, aux ingrédients, aux soins et aux résultats ont une portée générale, et les résultats varient d’une personne à l’autre.',
        },
        {
          text: 'Le contenu du Site, y compris les articles et les réponses de la conseillère, ne remplace pas l’avis d’un professionnel qualifié. Certaines juridictions n’autorisent pas l’exclusion de certaines garanties\u00a0; il est donc possible que certaines de ces exclusions ne s’appliquent pas à vous.',
        },
      ],
    },
    {
      title: 'Limitation de responsabilité',
      blocks: [
        {
          text: `Dans toute la mesure permise par la loi, ${brand.legalName} ainsi que ses dirigeants, salariés, partenaires et fournisseurs ne sauraient être tenus responsables d’aucun préjudice indirect, accessoire, spécial ou consécutif, ni d’aucune perte de bénéfices, de chiffre d’affaires, de données, d’activité ou de clientèle, résultant de votre utilisation du Site, de la conseillère IA ou de la manifestation d’intérêt, ou liée à celle-ci.`,
        },
        {
          text: 'Le Site étant mis à disposition gratuitement, notre responsabilité totale envers vous, toutes réclamations relatives au Site confondues, est limitée à cent dollars américains (100 USD).',
        },
        {
          text: 'Aucune disposition des présentes Conditions ne limite ni n’exclut la responsabilité en cas de décès ou de dommage corporel causé par une négligence, en cas de fraude ou de déclaration frauduleuse, ni aucune autre responsabilité qui ne peut être limitée ou exclue par la loi.',
        },
      ],
    },
    {
      title: 'Indemnisation',
      blocks: [
        {
          text: `Vous vous engagez à indemniser et à garantir ${brand.legalName} ainsi que ses dirigeants, salariés et partenaires contre toute réclamation, perte, responsabilité et dépense, y compris des frais d’avocat raisonnables, découlant d’un manquement de votre part aux présentes Conditions, d’une utilisation abusive du Site, ou de la violation d’une loi ou des droits d’un tiers.`,
        },
      ],
    },
    {
      title: 'Modifications des présentes Conditions',
      blocks: [
        {
          text: 'Nous pouvons mettre à jour les présentes Conditions de temps à autre. Le cas échéant, nous modifierons la date de «\u00a0Dernière mise à jour\u00a0» indiquée en haut de cette page. Les modifications s’appliquent à compter de leur date de publication. Si vous continuez à utiliser le Site après une modification, vous acceptez les Conditions mises à jour.',
        },
        {
          text: 'Nous pouvons également modifier, suspendre ou interrompre tout ou partie du Site, y compris la conseillère IA et la manifestation d’intérêt, à tout moment et sans engager notre responsabilité envers vous.',
        },
      ],
    },
    {
      title: 'Droit applicable et juridiction compétente',
      blocks: [
        {
          text: 'Les présentes Conditions, ainsi que tout litige ou toute réclamation découlant de celles-ci ou du Site ou s’y rapportant, y compris les litiges ou réclamations non contractuels, sont régis par le droit de l’Angleterre et du pays de Galles.',
        },
        {
          text: 'Les tribunaux d’Angleterre et du pays de Galles sont seuls compétents pour connaître de tout litige ou de toute réclamation de cette nature. Si vous utilisez le Site en tant que consommateur, vous conservez le bénéfice des protections impératives que vous accorde la loi de votre pays de résidence.',
        },
        {
          text: 'Si une disposition des présentes Conditions est jugée inapplicable, les autres dispositions demeurent pleinement en vigueur. Le fait de ne pas faire appliquer immédiatement une disposition ne vaut pas renonciation à notre droit de la faire appliquer ultérieurement.',
        },
      ],
    },
    {
      title: 'Nous contacter',
      blocks: [
        { text: 'Pour toute question sur les présentes Conditions, contactez-nous\u00a0:' },
        {
          items: [
            `E-mail\u00a0: ${brand.email.concierge}`,
            `Demandes relatives au lot d’actifs\u00a0: ${brand.email.acquisitions}`,
            `Courrier\u00a0: ${postalAddressIn('fr')}`,
            `Téléphone\u00a0: ${brand.phone.display} (${brandText('fr').phoneHours})`,
          ],
        },
      ],
    },
  ],
} as const satisfies LegalCopy<TermsOfServiceText>;
