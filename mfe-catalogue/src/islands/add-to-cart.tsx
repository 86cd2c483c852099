import { Button, defineIsland, emit } from 'shared';
import type { FormEvent } from 'react';
import { QuantityStepper } from '../components/QuantityStepper';
import { ShadePicker } from '../components/ShadePicker';
import type { CatalogueItem } from '../data/items';
import { findShade, SHADE_PARAM, SHADED_ITEM } from '../data/shades';
import { requestBooking } from '../lib/booking-request';

export interface AddToCartProps {
  item: Pick<CatalogueItem, 'id' | 'name' | 'type'>;
}

/**
 * A product page's quantity and Add to Cart (Book Appointment for a service), with the shade of an
 * item that has shades, an island: its toast is the shell's.
 */
export default defineIsland('catalogue/add-to-cart', AddToCart);

function AddToCart({ item }: AddToCartProps) {
  // The quantity is the field's, read when the form is sent: the stepper works before this code
  // does (its buttons are the boot script's commands). The browser has checked it already (a
  // whole number, at least 1).
  const addToCart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const quantity = Number(form.get('quantity'));
    // The shade chosen when the form was sent (the browser sends none without one: `required`).
    const shade = findShade(form.get(SHADE_PARAM)?.toString());
    const name = shade ? `${item.name} in ${shade.name}` : item.name;
    emit('cart/add', { id: item.id, name: item.name, quantity, ...(shade && { variant: { id: shade.id, name: shade.name } }) });
    emit('toast', { title: `${name} added to cart`, description: `Quantity: ${quantity}`, variant: 'success' });
  };
  return (
    <form onSubmit={addToCart} aria-label={item.type === 'product' ? 'Add to cart' : 'Book this service'} className="mt-10 flex flex-wrap items-center gap-4">
      {item.id === SHADED_ITEM && (
        <div className="w-full">
          <ShadePicker />
        </div>
      )}
      <div className="bg-ivory">
        <QuantityStepper id={`quantity-${item.id}`} name="quantity" />
      </div>
      {item.type === 'product' ? (
        <Button type="submit">Add to Cart</Button>
      ) : (
        <Button onClick={() => requestBooking(item.id)}>Book Appointment</Button>
      )}
    </form>
  );
}

