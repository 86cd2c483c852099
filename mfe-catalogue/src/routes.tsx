import { Route, Routes, useParams } from 'react-router-dom';
import { ButtonLink, HeroPage } from 'shared';
import { categories, signatureServices } from './data/catalogue';
import { CategoryPage } from './pages/CategoryPage';
import './index.css';

function ProductPage() {
  const { id } = useParams();
  const item = signatureServices.find((service) => service.id === id);
  if (!item) {
    return (
      <HeroPage
        meta={{ title: 'Product not found', description: 'This product is not in the collection.', canonicalPath: `/product/${id ?? ''}`, robots: 'noindex, follow' }}
        title="Product not found"
      >
        <ButtonLink to="/products">Return to Collection</ButtonLink>
      </HeroPage>
    );
  }
  return (
    <HeroPage
      meta={{ title: item.name, description: item.description, canonicalPath: `/product/${item.id}`, type: 'product' }}
      eyebrow={`${item.duration} · $${item.price}`}
      title={item.name}
      subtitle={item.description}
    />
  );
}

/** Every path this remote owns (shared/routes.ts: remoteRoutes.catalogue). */
export default function CatalogueRoutes() {
  return (
    <Routes>
      {categories.map((category) => (
        <Route key={category.id} path={`/${category.id}`} element={<CategoryPage category={category} />} />
      ))}
      <Route
        path="/products"
        element={
          <HeroPage
            meta={{ title: 'Products', description: 'Every Noirelle product and service for skin, makeup and hair, made for melanin-rich skin and textured hair.', canonicalPath: '/products' }}
            eyebrow="The Collection"
            title="Products & Services"
            subtitle="Skin, makeup and hair, formulated and tested on deep skin tones and textured hair."
          />
        }
      />
      <Route path="/product/:id" element={<ProductPage />} />
      <Route
        path="/services"
        element={
          <HeroPage
            meta={{ title: 'Services', description: 'Consultations, treatments and experiences for melanin-rich skin and textured hair, in nine cities.', canonicalPath: '/services' }}
            eyebrow="Services"
            title="Services for melanin-rich beauty"
            subtitle="Consultations, treatments and experiences, performed by specialists in deep skin and textured hair."
          />
        }
      />
      <Route
        path="/about"
        element={
          <HeroPage
            meta={{ title: 'About', description: 'Noirelle, est. 2015 in Beverly Hills: luxury beauty for Black women and people of colour.', canonicalPath: '/about' }}
            eyebrow="Est. 2015"
            title="About Noirelle"
            subtitle="A house of luxury beauty for Black women and people of colour, founded in Beverly Hills."
          />
        }
      />
    </Routes>
  );
}
