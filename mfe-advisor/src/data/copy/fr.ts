import { allDomains, brand, brandText, serviceLanguagesIn } from 'shared';
import type { AdvisorCopy } from './index';
import { listIn } from './list';

// The brand's facts in words, as every French page says them.
const { phoneHours, replyPromise } = brandText('fr');
const domains = listIn('fr', allDomains);

/** The advisor's copy in French (vouvoiement; ./index.ts: its shape is the English data's). `\u00a0`: the no-break space French sets before : ; ! ? */
export const fr = {
  chatFaqs: [
    {
      question: `Qu’est-ce que ${brand.name}\u00a0?`,
      answer: `${brand.name} est une maison de beauté de luxe pour les femmes noires et les personnes de couleur, avec des rituels de soin, de coiffure et de maquillage pensés pour les peaux riches en mélanine et les cheveux texturés, dans neuf villes. Ce site est aussi une démonstration\u00a0: il présente la marque ${brand.name} et ses quatre noms de domaine dédiés à la beauté comme un lot d’actifs numériques.`,
      keywords: [brand.name, 'beauté de luxe', 'peau riche en mélanine'],
    },
    {
      question: 'Qu’est-ce qui est proposé à la vente, exactement\u00a0?',
      answer: `Quatre noms de domaine dédiés à la beauté, cédés ensemble en un seul lot d’actifs numériques\u00a0: ${domains}. Ce site montre comment ils s’accordent pour ne former qu’une seule marque.`,
      keywords: ['noms de domaine beauté à vendre', 'lot d’actifs numériques'],
    },
    {
      question: 'Puis-je acheter un seul de ces noms de domaine\u00a0?',
      answer: 'Non. Les quatre noms de domaine ne sont proposés qu’ensemble, en un seul lot\u00a0: ils ne sont pas vendus séparément.',
      keywords: ['lot de noms de domaine', 'pas de vente séparée'],
    },
    {
      question: 'Y a-t-il une vente aux enchères\u00a0?',
      answer: `Non. Il n’y a pas de vente aux enchères. Chaque demande est traitée lors d’un échange privé avec notre équipe des acquisitions, à l’adresse ${brand.email.acquisitions}.`,
      keywords: ['pas d’enchères', 'vente privée'],
    },
    {
      question: 'Manifester son intérêt, est-ce s’abonner à une newsletter\u00a0?',
      answer: 'Non. Manifester votre intérêt, c’est laisser votre adresse e-mail en tant qu’acquéreur potentiel du lot d’actifs. Ce n’est pas une newsletter, et votre adresse ne sera ajoutée à aucune liste marketing.',
      keywords: ['manifester son intérêt', 'pas une newsletter'],
    },
    {
      question: 'Que se passe-t-il une fois mon intérêt manifesté\u00a0?',
      answer: `Vous pouvez ajouter votre nom, votre société et vos remarques dans le formulaire qui suit. Notre équipe des acquisitions examine chaque demande et vous répond ${replyPromise}.`,
      keywords: ['équipe des acquisitions', 'demande d’acquéreur'],
    },
    {
      question: `Qui est ${brand.advisorName}, et puis-je me fier à ses réponses\u00a0?`,
      answer: `${brand.advisorName} est notre conseillère beauté IA. Ses réponses sont données à titre informatif\u00a0: utiles pour les produits, les rituels, les prix, nos maisons et les réservations, elles ne constituent pas un avis médical ou dermatologique. Pour toute affection de la peau, consultez un professionnel.`,
      keywords: ['conseillère beauté IA', brand.advisorName],
    },
    {
      question: 'Puis-je prendre un vrai rendez-vous ici\u00a0?',
      answer: `La réservation en ligne est une démonstration et ne confirme rien. Pour organiser une visite, appelez notre conciergerie au ${brand.phone.display} (${phoneHours})\u00a0; nous vous répondons en ${serviceLanguagesIn('fr')}.`,
      keywords: ['prendre rendez-vous', 'conciergerie'],
    },
  ],
  beautyFaqs: [
    {
      question: 'Comment choisir la teinte d’un fond de teint pour peau foncée, sans effet grisâtre\u00a0?',
      answer: 'Essayez la teinte sur la mâchoire, à la lumière du jour, et observez d’abord le sous-ton\u00a0: rouge, doré, olive ou neutre. Un voile gris ou cendré signifie généralement que la teinte est trop claire ou trop froide. Les carnations profondes demandent souvent deux teintes mélangées, ce que font nos maquilleurs à chaque rendez-vous Couture Makeup.',
      keywords: ['fond de teint pour peau foncée', 'effet grisâtre'],
    },
    {
      question: 'Qu’est-ce qui aide à estomper les taches sur une peau riche en mélanine\u00a0?',
      answer: 'La patience et la douceur\u00a0: une protection solaire chaque jour, puis, avec régularité, des actifs tels que la niacinamide, l’acide azélaïque ou l’acide tranexamique. Évitez les peelings agressifs et les gommages appuyés, qui peuvent laisser de nouvelles marques sur les peaux foncées.',
      keywords: ['hyperpigmentation', 'taches brunes'],
    },
    {
      question: 'Ai-je besoin d’une protection solaire si j’ai la peau foncée\u00a0?',
      answer: 'Oui. La mélanine offre une certaine protection, mais pas assez pour prévenir les dommages du soleil ni pour empêcher les taches de foncer. Choisissez une texture légère qui ne laisse aucun voile blanc\u00a0: vous la porterez ainsi chaque jour.',
      keywords: ['protection solaire peau foncée', 'sans voile blanc'],
    },
    {
      question: 'À quelle fréquence laver des cheveux texturés\u00a0?',
      answer: 'Pour la plupart des cheveux crépus et bouclés, tous les 7 à 10\u00a0jours, avec un après-shampooing hydratant à chaque lavage. C’est votre cuir chevelu qui donne le rythme\u00a0: sous une coiffure protectrice, il a toujours besoin d’être nettoyé.',
      keywords: ['soin des cheveux texturés', 'jour de lavage'],
    },
    {
      question: 'Comment éviter la peau cendrée en hiver\u00a0?',
      answer: 'Hydratez votre peau encore humide, juste après la toilette, avec une crème qui retient l’eau (glycérine, karité, céramides), puis scellez les zones sèches avec une huile. Une eau tiède aide aussi.',
      keywords: ['peau cendrée', 'peau sèche'],
    },
    {
      question: 'Vos produits sont-ils testés sur les carnations foncées et les cheveux texturés\u00a0?',
      answer: `Oui. Chaque formule ${brand.name} est testée en conditions réelles sur des carnations allant du brun doré aux teintes les plus profondes, et chaque produit capillaire sur des cheveux crépus, bouclés et des locks.`,
      keywords: ['testé sur peau foncée', 'beauté inclusive'],
    },
  ],
} satisfies AdvisorCopy;
