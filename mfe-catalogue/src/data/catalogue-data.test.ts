import { describe, expect, it } from 'vitest';
import { art } from '../art/generated/manifest';
import { MAX_PICTURES } from '../components/Gallery';
import { categories, categoryStories } from './catalogue';
import { collectionCards, testimonials } from './home';
import { catalogueItems } from './items';
import { serviceOfferings } from './offerings';

const price = (text: string) => Number(text);

describe('the catalogue (spec, section 3)', () => {
  it('holds 15 items: 5 per category, each 4 products and 1 service', () => {
    expect(catalogueItems).toHaveLength(15);
    for (const category of categories) {
      const items = catalogueItems.filter((item) => item.category === category.id);
      expect(items, category.id).toHaveLength(5);
      expect(items.filter((item) => item.type === 'product'), category.id).toHaveLength(4);
      expect(items.filter((item) => item.type === 'service'), category.id).toHaveLength(1);
    }
  });

  it('has the three categories skin, makeup and hair', () => {
    expect(categories.map((category) => category.id)).toEqual(['skin', 'makeup', 'hair']);
  });

  it('prices run from 75 to 600 dollars, as plain numbers in text', () => {
    for (const item of catalogueItems) {
      expect(item.price, item.id).toMatch(/^\d+$/);
      expect(price(item.price), item.id).toBeGreaterThanOrEqual(75);
      expect(price(item.price), item.id).toBeLessThanOrEqual(600);
    }
    expect(Math.min(...catalogueItems.map((item) => price(item.price)))).toBe(75);
    expect(Math.max(...catalogueItems.map((item) => price(item.price)))).toBe(600);
  });

  it('products have stock from 5 to 20 and a way to use them; services a duration and neither', () => {
    for (const item of catalogueItems) {
      if (item.type === 'product') {
        expect(item.stock, item.id).toBeGreaterThanOrEqual(5);
        expect(item.stock, item.id).toBeLessThanOrEqual(20);
        expect(item.howToUse, item.id).toBeTruthy();
        expect(item.duration, item.id).toBeUndefined();
      } else {
        expect(item.duration, item.id).toMatch(/^(90 minutes|120 minutes|3-4 hours)$/);
        expect(item.stock, item.id).toBeUndefined();
        expect(item.howToUse, item.id).toBeUndefined();
      }
    }
  });

  it('has every field filled, unique slugs, and pictures that exist', () => {
    expect(new Set(catalogueItems.map((item) => item.id)).size).toBe(15);
    for (const item of catalogueItems) {
      expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.name && item.description && item.fullDescription, item.id).toBeTruthy();
      expect(item.features.length, item.id).toBeGreaterThanOrEqual(3);
      for (const image of [item.image, ...item.additionalImages]) expect(art, `${item.id}: ${image}`).toHaveProperty([image]);
      expect(item.additionalImages.length, item.id).toBeGreaterThan(0);
      // The gallery's stylesheet has a rule for each picture up to this many.
      expect(1 + item.additionalImages.length, item.id).toBeLessThanOrEqual(MAX_PICTURES);
    }
  });

  it('features the celestial eye palette in makeup and the luminous repair serum in hair', () => {
    expect(catalogueItems.find((item) => item.id === 'celestial-eye-palette')?.category).toBe('makeup');
    expect(catalogueItems.find((item) => item.id === 'luminous-repair-serum')?.category).toBe('hair');
    expect(categoryStories.makeup.featured).toBe('celestial-eye-palette');
    expect(categoryStories.hair.featured).toBe('luminous-repair-serum');
    for (const story of Object.values(categoryStories)) expect(catalogueItems.map((item) => item.id)).toContain(story.featured);
  });

  it('offers the four services of the spec, to the letter', () => {
    expect(serviceOfferings.map(({ name, duration, price: cost }) => [name, duration, cost])).toEqual([
      ['Luxury Beauty Consultation', '90 minutes', '250'],
      ['Tailored Skincare for Black Skin', '120 minutes', '350'],
      ['Makeup Artistry for Dark Skin', '75 minutes', '200'],
      ['Bespoke Beauty Experience', '4 hours', '650'],
    ]);
    expect(new Set(serviceOfferings.map((offering) => offering.category))).toEqual(new Set(['consultation', 'treatment', 'experience']));
  });

  it('has three collection cards and three five-star testimonials', () => {
    expect(collectionCards.map((card) => card.link)).toEqual(['/skin', '/makeup', '/hair']);
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(5);
  });
});
