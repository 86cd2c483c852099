/** https://wa.me/ takes the number as digits only, country code first. */
export const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** 'tel:' with digits and a leading plus. */
export const telLink = (number: string) => `tel:${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;
