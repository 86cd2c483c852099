import { screen } from '@testing-library/react';
import { routeContextFor, subscribe, type PageMeta } from 'shared';
import { renderRoutesAt } from 'shared/testing';
import { routeTable } from 'shared';
import { expect, it } from 'vitest';
import notFound from './404';

it('an unknown address shows the 404 and writes a noindex head for it', async () => {
  const heads: PageMeta[] = [];
  const unsubscribe = subscribe('page/meta', (meta) => heads.push(meta));
  // A route table whose only route is this one, as the catch-all it is.
  const { Routes } = routeTable({ './routes/404.tsx': async () => notFound });
  await renderRoutesAt(Routes, '/no/such-page');
  expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(heads.at(-1)).toMatchObject({ title: 'Page not found', canonicalPath: '/no/such-page', robots: 'noindex, follow' });
  unsubscribe();
});

it('is published at /404, the page the composed site answers unknown addresses with', () => {
  expect(notFound.data!({}, routeContextFor('en'))).toEqual({ pathname: '/404' });
});
