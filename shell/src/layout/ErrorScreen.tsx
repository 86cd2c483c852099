import { brand, buttonClasses } from 'shared';

/**
 * What an unhandled error in the shell shows (spec: headed 'Unexpected Application Error!').
 * Rendered by the shell's error boundary (app/AppRoutes.tsx) in place of the whole layout, so it
 * depends on nothing that may have failed: plain links reload the page rather than trusting the
 * broken app to navigate.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <main className="flex min-h-svh items-center bg-espresso text-ivory">
      <div className="page-container py-24 text-center">
        <p className="font-display text-2xl tracking-[0.3em] text-gold uppercase">{brand.name}</p>
        <h1 className="mt-10 font-display text-4xl md:text-6xl">Unexpected Application Error!</h1>
        <p className="mx-auto mt-6 max-w-lg text-mist">{detail}</p>
        <div className="mt-12 flex flex-wrap justify-center gap-4">
          <a href={window.location.pathname} className={buttonClasses('primary')}>
            Reload this page
          </a>
          <a href="/" className={buttonClasses('outline')}>
            Return to Home
          </a>
        </div>
      </div>
    </main>
  );
}
