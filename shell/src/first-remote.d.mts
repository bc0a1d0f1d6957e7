export declare const isAdminPath: (pathname: string) => boolean;
export declare const firstRemoteOf: (pathname: string) => 'publicSite' | 'adminPortal' | null;
