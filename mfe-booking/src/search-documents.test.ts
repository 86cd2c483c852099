import { describe, expect, it } from 'vitest';
import { routeContextFor } from 'shared';
import { art } from './art/generated/manifest';
import { experiences } from './data/experiences';
import { searchDocuments, searchImages } from './search-documents';

describe('booking’s search documents', () => {
  it('give each experience the picture its slide shows, and nothing else a picture', () => {
    const images = searchImages();
    const pictured = searchDocuments(routeContextFor('en')).filter((document) => images[document.id]);
    expect(pictured.map((document) => document.title)).toEqual(experiences.map((experience) => experience.name));
    for (const experience of experiences) {
      const document = pictured.find((candidate) => candidate.title === experience.name)!;
      expect(images[document.id]?.alt).toBe(art[experience.image].alt);
      expect(art[experience.image].webp).toContain(images[document.id]?.src);
    }
  });
});
