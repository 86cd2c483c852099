export * from './locales';
export * from './intl';
export { sharedCatalogs } from '../locales';
