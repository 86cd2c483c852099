import type { ArticleCopies } from '../../article-copy';

/** The articles' descriptions on the Spanish pages (the articles themselves stay in English). */
export const articleCopyEs = {
  'celebrating-our-global-noirelle-beauty-family': {
    meta_description:
      'Nueve ciudades, tres idiomas, un mismo nivel de cuidado: un retrato de las casas Noirelle, de París a Los Ángeles, y de las clientas que las convierten en una familia. Artículo en inglés.',
    social_alt: 'Un globo terráqueo surcado por finos arcos dorados que unen nueve pequeños puntos de luz, uno por cada ciudad Noirelle.',
    thumbnail_alt: 'Nueve puntos de luz dorada unidos por delicados arcos sobre un globo terráqueo.',
    cover_alt: 'Un globo terráqueo oscuro en el que nueve puntos de luz dorada, uno por cada casa Noirelle, se unen mediante finos arcos de oro.',
  },
  'four-beauty-domains-one-digital-asset-package': {
    meta_description:
      'noirelle.beauty, noirelle.skin, noirelle.hair y noirelle.makeup se ofrecen juntos, como un único paquete de activos digitales, a un solo comprador cualificado, mediante acuerdo privado. Artículo en inglés.',
    social_alt: 'Cuatro anillos de oro entrelazados sobre un fondo de sombra tostada profunda',
    thumbnail_alt: 'Cuatro anillos de oro entrelazados sobre un fondo de sombra tostada profunda',
    cover_alt: 'Cuatro anillos de oro entrelazados sobre un fondo de sombra tostada profunda',
  },
  'the-lip-gloss-economy': {
    meta_description:
      'Por qué los pequeños lujos siguen vendiéndose cuando los presupuestos se ajustan, cómo el gloss y el aceite de labios desbancaron al pintalabios, y por qué el subtono decide si un gloss favorece a una piel oscura. Artículo en inglés.',
    social_alt: 'Un aplicador de gloss de tono rosado junto a una sola gota brillante',
    thumbnail_alt: 'Un aplicador de gloss de tono rosado junto a una sola gota brillante',
    cover_alt: 'Un aplicador de gloss en rosa brillante, con una gota de gloss que atrapa la luz',
  },
  'beauty-for-every-shade': {
    meta_description:
      'La belleza inclusiva es mucho más que cuarenta tonos de base. Cómo la formulación, las pruebas en piel oscura, las manos expertas y la representación dan forma a una casa creada para la piel rica en melanina. Artículo en inglés.',
    social_alt: 'Piedras lisas dispuestas en curva, con tonos que van del espresso intenso a la miel cálida',
    thumbnail_alt: 'Piedras lisas dispuestas en curva, con tonos que van del espresso intenso a la miel cálida',
    cover_alt: 'Una línea curva de piedras pulidas en tonos de piel oscura, del espresso a la miel',
  },
} satisfies ArticleCopies;
