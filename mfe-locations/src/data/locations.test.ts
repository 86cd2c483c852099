import { brand, cities } from 'shared';
import { describe, expect, it } from 'vitest';
import { art } from '../art/generated/manifest';
import { findLocation } from './find-location';
import { locations, weekdays } from './locations';

/** Spec (section 3, Location): slug, timezone, currency, language. */
const table = [
  ['paris-france', 'Europe/Paris', 'EUR', 'French'],
  ['new-york-ny', 'America/New_York', 'USD', 'English'],
  ['milan-italy', 'Europe/Rome', 'EUR', 'Italian'],
  ['london-uk', 'Europe/London', 'GBP', 'English'],
  ['houston-tx', 'America/Chicago', 'USD', 'English'],
  ['atlanta-ga', 'America/New_York', 'USD', 'English'],
  ['quebec-city-qc', 'America/Toronto', 'CAD', 'French'],
  ['toronto-on', 'America/Toronto', 'CAD', 'English'],
  ['los-angeles-ca', 'America/Los_Angeles', 'USD', 'English'],
];

const ownerLinks = ['/skin', '/makeup', '/hair', '/products', '/services', '/booking'];

describe('the nine locations', () => {
  it('match the spec table, in the order of the nav data', () => {
    expect(locations.map((location) => [location.slug, location.timezone, location.currency, location.language])).toEqual(table);
    expect(locations.map((location) => location.slug)).toEqual(cities.map((city) => city.slug));
  });

  it('share the one support phone number, each with its own e-mail and WhatsApp number', () => {
    for (const location of locations) expect(location.contact.phone, location.slug).toBe(brand.phone.display);
    expect(new Set(locations.map((location) => location.contact.email)).size).toBe(9);
    for (const location of locations) {
      expect(location.contact.email, location.slug).toMatch(/^[a-z.-]+@noirelle\.beauty$/);
      expect(location.contact.whatsapp.replace(/\D/g, '').length, location.slug).toBeGreaterThanOrEqual(10);
    }
  });

  it('fill every field of the Location entity', () => {
    for (const location of locations) {
      const { address, coordinates, cityStory, shopPassion } = location;
      for (const text of [location.id, location.name, location.country, location.description, ...Object.values(address), cityStory.headline, cityStory.paragraph1, cityStory.paragraph2, shopPassion.headline]) {
        expect(String(text).trim(), location.slug).not.toBe('');
      }
      expect(Math.abs(coordinates.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(coordinates.longitude)).toBeLessThanOrEqual(180);
      expect(location.services.length, location.slug).toBeGreaterThan(0);
      expect(location.specialties.length, location.slug).toBeGreaterThan(0);
      expect(location.nearbyLandmarks.length, location.slug).toBeGreaterThan(0);
      expect(location.seoKeywords.length, location.slug).toBeGreaterThan(0);
      for (const image of [location.heroImage, ...location.galleryImages]) expect(art, `${location.slug}: ${image}`).toHaveProperty([image]);
    }
  });

  it('open every day with hours written HH:MM-HH:MM (or Closed), typically shorter on Sunday', () => {
    for (const location of locations) {
      expect(Object.keys(location.hours).sort()).toEqual([...weekdays].sort());
      for (const day of weekdays) expect(location.hours[day], `${location.slug} ${day}`).toMatch(/^(\d{2}:\d{2}-\d{2}:\d{2}|Closed)$/);
    }
  });

  it("let the owner's message link to skin, makeup, hair, products, services and booking", () => {
    for (const location of locations) {
      const links = location.shopPassion.ownerVoice.flat().flatMap((run) => (typeof run === 'string' ? [] : [run.to]));
      expect(new Set(links), location.slug).toEqual(new Set(ownerLinks));
    }
  });

  it('are found by slug, with the others listed apart', () => {
    const found = findLocation('toronto-on');
    expect(found?.location.address.city).toBe('Toronto');
    expect(found?.others).toHaveLength(8);
    expect(found?.others.map((location) => location.slug)).not.toContain('toronto-on');
    expect(findLocation('atlantis')).toBeUndefined();
  });
});
