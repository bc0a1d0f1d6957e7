import { preloadAppConfig } from './app-config';

preloadAppConfig();
// Async boundary: lets Module Federation negotiate shared singletons before any of them is evaluated.
void import('./bootstrap');
