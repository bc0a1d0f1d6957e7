export * from './tooltip';
export * from './tooltip-provider';
