import type { WebPage } from 'schema-dts';
import { absoluteUrl, breadcrumbJsonLd, brand, defineRoute, Island, PageHero } from 'shared';
import { catalogueItems } from '../data/items';
import { DEPTH_NAMES, SHADED_ITEM, SHADES } from '../data/shades';
import shadeFinder from '../islands/shade-finder';

const foundation = catalogueItems.find((item) => item.id === SHADED_ITEM)!;

const DESCRIPTION = `Find your ${foundation.name} shade in three questions: 40 shades, 22 of them for deep and very deep skin, by depth on the Monk scale and undertone.`;

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Makeup', path: '/makeup' },
  { name: 'Shade Finder', path: '/shade-finder' },
];

/** The page, with Second Skin's shades as the offers it leads to, each at its own address. */
function finderJsonLd(): WebPage {
  return {
    '@type': 'WebPage',
    '@id': absoluteUrl('/shade-finder'),
    url: absoluteUrl('/shade-finder'),
    name: 'Shade Finder',
    description: DESCRIPTION,
    about: {
      '@type': 'Product',
      name: foundation.name,
      brand: { '@type': 'Brand', name: brand.name },
      url: absoluteUrl(`/product/${SHADED_ITEM}`),
      offers: SHADES.map((shade) => ({ '@type': 'Offer', name: shade.name, url: absoluteUrl(`/product/${SHADED_ITEM}?shade=${shade.id}`), price: foundation.price, priceCurrency: 'USD' })),
    },
  };
}

/**
 * /shade-finder: Second Skin's shade in three questions, with pictures: depth on the Monk scale,
 * how the skin answers the sun, and the undertone in everyday ways. No account, nothing stored, no
 * camera: the answers are the address.
 */
export default defineRoute({
  // A line for each shade, so "which shade am I" and "foundation for very deep skin with a red
  // undertone" find the finder, and the advisor quotes the shades that answer.
  search: () => ({
    keywords: 'which shade am I foundation shade match undertone depth Monk skin tone scale',
    body: SHADES.map((shade) => `${shade.name}: Second Skin Foundation for ${shade.monk === 10 ? 'the ' : ''}${DEPTH_NAMES[shade.monk].toLowerCase()} skin (Monk ${shade.monk}) with ${/^[aeiou]/.test(shade.undertone) ? 'an' : 'a'} ${shade.undertone} undertone.`).join('\n'),
  }),
  head: () => ({
    title: 'Shade Finder',
    description: DESCRIPTION,
    keywords: ['foundation shade finder', 'foundation for dark skin', 'undertone', 'Monk skin tone scale', foundation.name],
    canonicalPath: '/shade-finder',
    jsonLd: [finderJsonLd(), breadcrumbJsonLd(crumbs)],
  }),
  Page: ShadeFinderPage,
});

function ShadeFinderPage() {
  return (
    <>
      <PageHero eyebrow={foundation.name} title="Shade Finder" subtitle="Three questions, and the reason for every shade we suggest. Nothing is stored, and no camera is used." />
      <section className="bg-ivory py-16 md:py-20">
        <div className="page-container max-w-3xl">
          {/* Its steps are radios and a GET form, which work before its code comes: the code only
              shows the answer in place, so it comes at the first choice (or at once on a visit
              whose address holds answers: it reads the query). */}
          <Island load="interaction" of={shadeFinder} props={{}} />
        </div>
      </section>
    </>
  );
}
