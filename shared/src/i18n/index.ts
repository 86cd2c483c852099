export * from './locales';
export * from './format';
export * from './intl';
export { sharedCatalogs } from '../locales';
