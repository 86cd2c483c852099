import { useEffect } from 'react';
import { ButtonLink, HeroBackdrop, useLocation, usePageMeta } from 'shared';
import { notFoundMeta } from '../head/page-meta';

export function NotFoundPage() {
  const { pathname } = useLocation();
  // Spec: the requested path is logged to the console.
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  usePageMeta(notFoundMeta(pathname));
  return (
    <section className="relative isolate flex min-h-[80svh] items-center overflow-hidden bg-espresso text-ivory">
      <div className="absolute inset-0 -z-10">
        <HeroBackdrop />
      </div>
      <div className="page-container py-40 text-center">
        <h1 className="font-display text-8xl leading-none text-gold md:text-9xl">404</h1>
        <p className="mx-auto mt-8 max-w-md text-lg text-mist">The page you are looking for does not exist.</p>
        <ButtonLink to="/" className="mt-12">
          Return to Home
        </ButtonLink>
      </div>
    </section>
  );
}
