export declare const startsOnPublicSite: (pathname: string) => boolean;
