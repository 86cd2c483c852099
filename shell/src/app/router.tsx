import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { ErrorScreen } from '../pages/ErrorScreen';
import { HomePage } from '../pages/HomePage';
import { RouteSwitch } from './RouteSwitch';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <ErrorScreen />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '*', element: <RouteSwitch /> },
      ],
    },
  ]);
}
