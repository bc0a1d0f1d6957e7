import { createAppConfig } from '../rspack.base.ts';

export default createAppConfig({
  dir: __dirname,
  name: 'adminPortal',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
