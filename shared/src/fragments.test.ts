import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { exposedPartOf, fragmentNameOf, fragmentTable } from './fragments';

const HomeSections = () => null;

describe('a remote’s fragments table', () => {
  it('holds each file’s component under the file’s name', () => {
    const Interest = memo(() => null);
    expect(fragmentTable({ './fragments/HomeSections.tsx': HomeSections, './fragments/InterestSection.tsx': Interest })).toEqual({ HomeSections, InterestSection: Interest });
    expect(fragmentTable({})).toEqual({});
  });

  it('refuses a file whose default export is no component, naming it', () => {
    expect(() => fragmentTable({ './fragments/HomeSections.tsx': undefined })).toThrow("./fragments/HomeSections.tsx: a fragment's file exports its component by default");
    expect(() => fragmentTable({ './fragments/HomeSections.tsx': '<section />' })).toThrow('exports its component by default');
  });

  it('refuses a file not named like a component', () => {
    expect(fragmentNameOf('./fragments/HomeSections.tsx')).toBe('HomeSections');
    expect(() => fragmentTable({ './fragments/home-sections.tsx': HomeSections })).toThrow('named like its component');
  });
});

describe('where a part comes from', () => {
  it('is its remote’s routes module for its pages, and its fragments module, by name, for a fragment', () => {
    expect(exposedPartOf('catalogue/routes')).toEqual({ remote: 'catalogue', module: 'routes', name: 'routes' });
    expect(exposedPartOf('catalogue/HomeSections')).toEqual({ remote: 'catalogue', module: 'fragments', name: 'HomeSections' });
    expect(exposedPartOf('advisor/InterestSection')).toEqual({ remote: 'advisor', module: 'fragments', name: 'InterestSection' });
  });
});
