/** Whether a request with this User-Agent comes from a link preview or a search engine. */
export function isCrawler(userAgent: string | null | undefined): boolean;
