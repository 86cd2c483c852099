import { defineConfig } from 'vite';
import { defineAppConfig } from 'shared/vite';

export default defineConfig(({ command }) =>
  defineAppConfig({
    command,
    app: 'press',
    publishesRoutes: true,
  }),
);
