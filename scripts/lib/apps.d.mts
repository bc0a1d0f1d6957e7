export type AppName = 'shell' | 'public-site' | 'admin-portal';
export declare const ROOT: string;
export declare const APPS: { name: AppName; port: number; spa: boolean }[];
export declare const API_PORT: number;
export declare const REMOTE_ENTRY_FILE: string;
export declare function distOf(app: string): string;
