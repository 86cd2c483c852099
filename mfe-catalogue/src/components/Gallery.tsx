import { useState } from 'react';
import { ResponsiveImage } from 'shared';
import { art, type ArtId } from '../art/generated/manifest';

/**
 * The product gallery: the main picture starts as the item's image and changes when a thumbnail
 * is chosen (spec). Thumbnails are buttons, named by what they show, with the chosen one pressed.
 */
export function Gallery({ images, name }: { images: readonly ArtId[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div>
      <ResponsiveImage key={current} image={art[current]} alt={`${name}: ${art[current].alt}`} priority={selected === 0} sizes="(min-width: 1024px) 50vw, 100vw" className="aspect-[4/5] h-auto w-full object-cover" />
      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3" aria-label="More pictures">
          {images.map((id, index) => (
            <li key={id}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={`Show picture ${index + 1} of ${images.length}: ${art[id].alt}`}
                onClick={() => setSelected(index)}
                className={`block w-full border-2 transition-colors ${index === selected ? 'border-gold-ink' : 'border-transparent hover:border-espresso/30'}`}
              >
                <ResponsiveImage image={art[id]} alt="" sizes="120px" className="aspect-[4/5] h-auto w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
