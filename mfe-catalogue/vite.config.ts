import { defineConfig } from 'vite';
import { defineAppConfig } from 'shared/vite';

export default defineConfig(
  defineAppConfig({
    app: 'catalogue',
    exposes: { './routes': './src/routes.tsx', './HomeSections': './src/home-sections.tsx' },
    publishesRoutes: true,
  }),
);
