import { categoryRoute } from '../components/CategoryPage';

/** /skin: the skin collection. */
export default categoryRoute('skin');
