// @ts-self-types="./crawlers.d.ts"
// Plain JavaScript so that both the share Edge Function (Deno) and the site's own static host (Node, no build
// step) use this one list.

/**
 * Programs that read a page's tags without running its JavaScript: link previews (WhatsApp, Facebook and
 * Messenger, iMessage, X, Telegram, Slack, LinkedIn, Discord, Skype, Pinterest, Reddit, Mastodon, Bluesky,
 * Viber, LINE) and search engines. Each is named by the product token its user agent carries. Browsers,
 * including headless ones, are not listed: people get the page itself.
 */
const CRAWLER_TOKENS = [
  'facebookexternalhit',
  'Facebot',
  'meta-externalagent',
  'WhatsApp',
  'Twitterbot',
  'TelegramBot',
  'Slackbot',
  'LinkedInBot',
  'Discordbot',
  'SkypeUriPreview',
  'Pinterestbot',
  'redditbot',
  'Mastodon',
  'Bluesky Cardyb',
  'Viber',
  'Line/',
  'Embedly',
  'Iframely',
  'Googlebot',
  'Google-InspectionTool',
  'bingbot',
  'Applebot',
  'DuckDuckBot',
  'YandexBot',
  'Baiduspider',
];

const CRAWLER = new RegExp(
  CRAWLER_TOKENS.map((t) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'),
  'i',
);

/** Whether a request with this User-Agent comes from a link preview or a search engine. */
export function isCrawler(userAgent) {
  return typeof userAgent === 'string' && CRAWLER.test(userAgent);
}
