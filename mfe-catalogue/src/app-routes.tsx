import { Route, Routes } from 'shared';
import { categories } from './data/catalogue';
import { AboutPage } from './pages/AboutPage';
import { CategoryPage } from './pages/CategoryPage';
import { ProductPage } from './pages/ProductPage';
import { ProductsPage } from './pages/ProductsPage';
import { ServicesPage } from './pages/ServicesPage';

/** Every path this remote owns (shared/routes.ts: remoteRoutes.catalogue). */
export default function CatalogueRoutes() {
  return (
    <Routes>
      {categories.map((category) => (
        <Route key={category.id} path={`/${category.id}`} element={<CategoryPage category={category} />} />
      ))}
      <Route path="/products" element={<ProductsPage />} />
      <Route path="/product/:id" element={<ProductPage />} />
      <Route path="/services" element={<ServicesPage />} />
      <Route path="/about" element={<AboutPage />} />
    </Routes>
  );
}
