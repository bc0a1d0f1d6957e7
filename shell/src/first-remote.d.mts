export declare const firstRemoteOf: (pathname: string) => 'publicSite' | 'adminPortal' | null;
