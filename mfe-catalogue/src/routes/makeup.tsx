import { categoryRoute } from '../components/CategoryPage';

/** /makeup: the makeup collection. */
export default categoryRoute('makeup');
