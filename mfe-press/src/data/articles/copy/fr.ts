import type { ArticleCopies } from '../../article-copy';

/** The articles' descriptions on the French pages (the articles themselves stay in English). */
export const articleCopyFr = {
  'celebrating-our-global-noirelle-beauty-family': {
    meta_description:
      'Neuf villes, trois langues, une même exigence\u00a0: portrait des maisons Noirelle, de Paris à Los Angeles, et des clientes qui en font une famille. Article en anglais.',
    social_alt: 'Un globe traversé de fins arcs dorés qui relient neuf petits points de lumière, un pour chaque ville Noirelle.',
    thumbnail_alt: 'Neuf points de lumière dorée reliés par de délicats arcs sur un globe.',
    cover_alt: 'Un globe sombre sur lequel neuf points de lumière dorée, un pour chaque maison Noirelle, sont reliés par de fins arcs d’or.',
  },
  'four-beauty-domains-one-digital-asset-package': {
    meta_description:
      'noirelle.beauty, noirelle.skin, noirelle.hair et noirelle.makeup sont proposés ensemble, en un seul lot d’actifs numériques, à un acquéreur qualifié, de gré à gré. Article en anglais.',
    social_alt: 'Quatre anneaux d’or entrelacés sur un fond terre d’ombre profond',
    thumbnail_alt: 'Quatre anneaux d’or entrelacés sur un fond terre d’ombre profond',
    cover_alt: 'Quatre anneaux d’or entrelacés sur un fond terre d’ombre profond',
  },
  'the-lip-gloss-economy': {
    meta_description:
      'Pourquoi les petits luxes se vendent encore quand les budgets se resserrent, comment le gloss et l’huile à lèvres ont détrôné le rouge à lèvres, et pourquoi le sous-ton décide si un gloss sublime une peau foncée. Article en anglais.',
    social_alt: 'Un applicateur de gloss teinté de rose, à côté d’une goutte brillante',
    thumbnail_alt: 'Un applicateur de gloss teinté de rose, à côté d’une goutte brillante',
    cover_alt: 'Un applicateur de gloss d’un rose brillant, une goutte de gloss accrochant la lumière',
  },
  'beauty-for-every-shade': {
    meta_description:
      'Une beauté inclusive ne se résume pas à quarante teintes de fond de teint. Formulation, tests sur peau foncée, mains expertes et représentation\u00a0: ce qui fonde une maison pensée pour les peaux riches en mélanine. Article en anglais.',
    social_alt: 'Des galets lisses disposés en courbe, leurs tons allant de l’expresso profond au miel chaud',
    thumbnail_alt: 'Des galets lisses disposés en courbe, leurs tons allant de l’expresso profond au miel chaud',
    cover_alt: 'Une ligne courbe de galets polis aux tons de peaux foncées, de l’expresso au miel',
  },
} satisfies ArticleCopies;
