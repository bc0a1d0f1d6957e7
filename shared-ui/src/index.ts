import './tokens/tokens.css';

export * from './constants';
export * from './config/app-config';
export * from './federation/remote-contract';
export * from './providers/ui-providers';
export { useAfterFirstScreen, whenFirstScreenHasPassed, whenIdle } from './lib/use-after-first-screen';
export { lazyComponent } from './lib/lazy-component';

// Design system
export * from './components/visually-hidden/visually-hidden';
export * from './components/spinner/spinner';
export * from './components/button/button';
export * from './components/card/card';
export * from './components/badge/badge';
export * from './components/skeleton/skeleton';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export * from './components/error-state/error-state';
export * from './components/page-header/page-header';
export * from './components/overlays/lazy-overlays';
export { useSheetOnDemand } from './components/overlays/use-sheet-on-demand';

// Images
export * from './images/responsive-image';
export { pictureSourceSet, type PictureSourceSet } from './images/picture-sources';
export { imageRenderPath, setImageTransformations } from './images/image-transformations';
export { useInViewport, type InViewportState } from './images/use-in-viewport';
export * from './components/image-viewer/lazy-image-viewer';
