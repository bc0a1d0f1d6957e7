export function contentSecurityPolicy(appConfig: unknown): string;
