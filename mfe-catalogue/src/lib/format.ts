/** Prices are kept as dollar amounts in text and always shown with the dollar sign. */
export const formatPrice = (price: string) => `$${price}`;
