import { createAppConfig } from '../rspack.base.ts';

export default createAppConfig({
  dir: __dirname,
  name: 'publicSite',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
