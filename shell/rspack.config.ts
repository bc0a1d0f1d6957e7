import { createAppConfig } from '../rspack.base.ts';

export default createAppConfig({ dir: __dirname, name: 'shell', port: 3000, html: true });
