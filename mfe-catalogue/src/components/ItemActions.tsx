import { Button, defineMessages, SOURCE_LOCALE, useIntl } from 'shared';
import { CART_ITEM_ATTRIBUTE, CART_TOAST_TEXT_ATTRIBUTE, type CartToastText } from 'shared/page-protocol';
import type { CatalogueItem } from '../data/items';
import { SHADED_ITEM } from '../data/shades';
import { BookExperienceButton } from './BookExperienceButton';
import { QuantityStepper } from './QuantityStepper';
import { ShadePicker } from './ShadePicker';

const messages = defineMessages({
  addToCartForm: { id: 'catalogue.item.add-to-cart-form', defaultMessage: 'Add to cart', description: 'the name of the form with the quantity and the button' },
  bookForm: { id: 'catalogue.item.book-form', defaultMessage: 'Book this service' },
  addToCart: { id: 'catalogue.item.add-to-cart', defaultMessage: 'Add to Cart' },
  bookAppointment: { id: 'catalogue.item.book-appointment', defaultMessage: 'Book Appointment' },
  added: { id: 'catalogue.cart.added', defaultMessage: '{item} added to cart', description: 'the toast once an item is added; {item} is its name, with its shade where it has one' },
  withChoice: { id: 'catalogue.cart.with-choice', defaultMessage: '{item} in {choice}', description: 'an item with its chosen shade: "Second Skin Foundation in 8R Rich Deep Red"' },
  quantity: { id: 'catalogue.cart.quantity', defaultMessage: 'Quantity: {quantity}' },
});

/**
 * A product page's quantity and Add to Cart (Book Appointment for a service), with the shade of an
 * item that has shades. No code of the page's own: the stepper's buttons are invoker commands, and
 * the form is a cart form (`CART_ITEM_ATTRIBUTE`) whose sending the boot script answers with its toast,
 * after the browser has checked it (a whole number of at least 1, a shade chosen):
 * shared/src/boot/toasts.ts. On a page in another language, the form carries its toast's words.
 */
export function ItemActions({ item }: { item: Pick<CatalogueItem, 'id' | 'name' | 'type'> }) {
  const intl = useIntl();
  const isProduct = item.type === 'product';
  const toastText: CartToastText = {
    added: intl.formatMessage(messages.added, { item: '{item}' }),
    withChoice: intl.formatMessage(messages.withChoice, { item: '{item}', choice: '{choice}' }),
    quantity: intl.formatMessage(messages.quantity, { quantity: '{quantity}' }),
  };
  const cart = isProduct && { [CART_ITEM_ATTRIBUTE]: item.name, ...(intl.locale !== SOURCE_LOCALE && { [CART_TOAST_TEXT_ATTRIBUTE]: JSON.stringify(toastText) }) };
  return (
    <form {...cart} aria-label={intl.formatMessage(isProduct ? messages.addToCartForm : messages.bookForm)} className="mt-10 flex flex-wrap items-center gap-4">
      {item.id === SHADED_ITEM && (
        <div className="w-full">
          <ShadePicker />
        </div>
      )}
      <div className="bg-ivory">
        <QuantityStepper id={`quantity-${item.id}`} name="quantity" />
      </div>
      {isProduct ? <Button type="submit">{intl.formatMessage(messages.addToCart)}</Button> : <BookExperienceButton label={intl.formatMessage(messages.bookAppointment)} variant="primary" />}
    </form>
  );
}
