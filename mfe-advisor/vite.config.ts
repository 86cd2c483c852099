import { defineConfig } from 'vite';
import { defineAppConfig } from 'shared/vite';

export default defineConfig(
  defineAppConfig({
    app: 'advisor',
    exposes: { './routes': './src/routes.tsx', './InterestSection': './src/interest-section.tsx' },
    publishesRoutes: true,
  }),
);
