export declare const SESSION_PRELOADS_ID: string;
export declare function preloadSessionCode(pathname: string): void;
