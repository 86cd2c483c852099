import { Button } from 'shared';
import { CART_ITEM_ATTRIBUTE } from 'shared/page-protocol';
import type { CatalogueItem } from '../data/items';
import { SHADED_ITEM } from '../data/shades';
import { BookExperienceButton } from './BookExperienceButton';
import { QuantityStepper } from './QuantityStepper';
import { ShadePicker } from './ShadePicker';

/**
 * A product page's quantity and Add to Cart (Book Appointment for a service), with the shade of an
 * item that has shades. No code of the page's own: the stepper's buttons are invoker commands, and
 * the form is a cart form (`CART_ITEM_ATTRIBUTE`) whose sending the boot script answers with its toast,
 * after the browser has checked it (a whole number of at least 1, a shade chosen):
 * shared/src/boot/toasts.ts.
 */
export function ItemActions({ item }: { item: Pick<CatalogueItem, 'id' | 'name' | 'type'> }) {
  const isProduct = item.type === 'product';
  return (
    <form {...(isProduct && { [CART_ITEM_ATTRIBUTE]: item.name })} aria-label={isProduct ? 'Add to cart' : 'Book this service'} className="mt-10 flex flex-wrap items-center gap-4">
      {item.id === SHADED_ITEM && (
        <div className="w-full">
          <ShadePicker />
        </div>
      )}
      <div className="bg-ivory">
        <QuantityStepper id={`quantity-${item.id}`} name="quantity" />
      </div>
      {isProduct ? <Button type="submit">Add to Cart</Button> : <BookExperienceButton label="Book Appointment" variant="primary" />}
    </form>
  );
}
