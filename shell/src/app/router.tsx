import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { ErrorScreen } from '../pages/ErrorScreen';
import { HomePage } from '../pages/HomePage';
import { SearchPage } from '../pages/SearchPage';
import { RouteSwitch } from './RouteSwitch';

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'search', element: <SearchPage /> },
      { path: '*', element: <RouteSwitch /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
