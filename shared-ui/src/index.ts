export * from './constants';
export * from './config/app-config';
export * from './federation/remote-contract';
export * from './components/spinner/spinner';
export * from './providers/ui-providers';
export { toast } from 'sonner';
