// @vitest-environment node
import { pathToFileURL } from 'node:url';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../src/search/documents';
import { EmittedAssets } from './emitted-assets';
import { withPublishedImages } from './search-documents';

const root = '/build/mfe-catalogue';
/** A bundle as Vite hands it to generateBundle: what each emitted asset was made from. */
const bundle = {
  'assets/packshot-jar-400-Bx3k.webp': { type: 'asset', fileName: 'assets/packshot-jar-400-Bx3k.webp', originalFileNames: ['src/art/generated/packshot-jar-400.webp'] },
  'remoteEntry.js': { type: 'chunk', fileName: 'remoteEntry.js' },
} as unknown as Rollup.OutputBundle;
const emitted = new EmittedAssets(bundle, root);
const fileOf = (path: string) => pathToFileURL(`${root}/${path}`).href;

const jar: SearchDocument = { id: 'catalogue:item:jar', kind: 'product', title: 'Nuit Absolue Cream', description: '$600 · A night cream.', path: '/product/jar' };
const page: SearchDocument = { id: 'catalogue:page:/skin', kind: 'page', title: 'Skin', description: 'Skin care.', path: '/skin' };
const picture = { src: fileOf('src/art/generated/packshot-jar-400.webp'), width: 400, height: 500, alt: 'A squat cream jar with a gold lid' };

describe('a remote’s search documents as its build publishes them', () => {
  it('gives a document its picture as the file the build emitted, relative to the entry, and leaves the others as they are', () => {
    expect(withPublishedImages([jar, page], { [jar.id]: picture }, emitted)).toEqual([{ ...jar, image: { ...picture, src: 'assets/packshot-jar-400-Bx3k.webp' } }, page]);
    expect(withPublishedImages([jar, page], {}, emitted)).toEqual([jar, page]);
  });

  it('keeps a picture the module gives as an https URL', () => {
    const hosted = { ...picture, src: 'https://images.example/jar.webp' };
    expect(withPublishedImages([jar], { [jar.id]: hosted }, emitted)[0]?.image).toEqual(hosted);
  });

  it('refuses a picture the build does not hold, of no document, without a size, or at any other address', () => {
    expect(() => withPublishedImages([jar], { [jar.id]: { ...picture, src: fileOf('src/art/generated/packshot-jar-800.webp') } }, emitted)).toThrow('src/art/generated/packshot-jar-800.webp is not in the build');
    expect(() => withPublishedImages([jar], { 'catalogue:item:gone': picture }, emitted)).toThrow('names catalogue:item:gone, which is no document');
    expect(() => withPublishedImages([jar], { [jar.id]: { ...picture, height: 0 } }, emitted)).toThrow('has no size');
    for (const src of ['http://images.example/jar.webp', 'data:image/webp;base64,AAAA', 'assets/jar.webp']) expect(() => withPublishedImages([jar], { [jar.id]: { ...picture, src } }, emitted)).toThrow('neither');
  });
});
