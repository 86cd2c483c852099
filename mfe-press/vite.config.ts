import { defineConfig } from 'vite';
import { defineAppConfig } from 'shared/vite';

export default defineConfig(
  defineAppConfig({
    app: 'press',
    publishesRoutes: true,
  }),
);
