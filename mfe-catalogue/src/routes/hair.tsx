import { categoryRoute } from '../components/CategoryPage';

/** /hair: the hair collection. */
export default categoryRoute('hair');
