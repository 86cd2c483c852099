import { useId } from 'react';
import { defineMessages, ResponsiveImage, useIntl } from 'shared';
import { art, type ArtId } from '../art/generated/manifest';
import { useCatalogue } from '../data/localized';

const messages = defineMessages({
  picture: { id: 'catalogue.gallery.picture', defaultMessage: '{name}: {description}', description: 'a picture of an item: its name, then what the picture shows' },
  more: { id: 'catalogue.gallery.more', defaultMessage: 'More pictures' },
  show: { id: 'catalogue.gallery.show', defaultMessage: 'Show picture {number} of {count}: {description}' },
});

/** The most pictures an item has: the stylesheet has a rule for each (../index.css). */
export const MAX_PICTURES = 4;

/** The main pictures' `sizes`: half the width beside the details, the whole width below them. */
export const GALLERY_SIZES = '(min-width: 1024px) 50vw, 100vw';

/**
 * The product gallery: the main picture starts as the item's image and changes when a thumbnail
 * is chosen (spec). The thumbnails are radio buttons, named by what they show, and the stylesheet
 * shows the main picture of the chosen one (`[data-gallery]` in ../index.css): the gallery works
 * from the page's HTML, before and after the app, with no script and no state. The other pictures
 * are not displayed, so they load only when chosen, their blurred placeholder showing meanwhile.
 */
export function Gallery({ images, name }: { images: readonly ArtId[]; name: string }) {
  const group = useId();
  const intl = useIntl();
  const { artAlt } = useCatalogue();
  if (images.length === 0) return null;
  return (
    <div data-gallery="">
      {images.map((id, index) => (
        <div key={id} data-picture={index}>
          <ResponsiveImage image={art[id]} alt={intl.formatMessage(messages.picture, { name, description: artAlt(id) })} priority={index === 0} sizes={GALLERY_SIZES} className="aspect-[4/5] h-auto w-full object-cover" />
        </div>
      ))}
      {images.length > 1 && (
        <fieldset className="mt-4">
          <legend className="sr-only">{intl.formatMessage(messages.more)}</legend>
          <div className="grid grid-cols-4 gap-3">
            {images.map((id, index) => (
              <label key={id} className="relative block cursor-pointer border-2 border-transparent transition-colors hover:border-espresso/30 has-checked:border-gold-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold">
                <input
                  type="radio"
                  name={group}
                  value={index}
                  defaultChecked={index === 0}
                  data-picture-choice={index}
                  aria-label={intl.formatMessage(messages.show, { number: index + 1, count: images.length, description: artAlt(id) })}
                  // The radio covers its thumbnail: the picture is what is pressed, and its focus ring is the label's.
                  className="absolute inset-0 cursor-pointer appearance-none outline-none"
                />
                <ResponsiveImage image={art[id]} alt="" sizes="120px" className="aspect-[4/5] h-auto w-full object-cover" />
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
