import { defineDomain, picture } from 'shared-ui/data';
import { defineContent, listRead } from '../../content-manager';

/**
 * The podcast's settings as a content domain. Only the admin reads them (the feed is the sermons-feed Edge
 * Function), so the contract lives here rather than in shared-ui/data, which every public page bundles.
 */
const podcastDomain = defineDomain('podcast-settings', {
  table: 'podcast_settings',
  publicPaths: { list: '/sermons', of: () => '/sermons' },
  storage: { artwork_url: picture('podcast') },
});

/**
 * The podcast's one row (the seed makes it; it is changed, never deleted). Its artwork is the church logo's
 * 1400 px square rendition, prepared when the picture is stored (#31), so it is not chosen here.
 */
export const podcastManager = defineContent(listRead(podcastDomain), 'Podcast', 'Podcast', {
  columns: {
    title: { label: 'Podcast name', kind: 'text', required: true, max: 200, wide: true },
    author: {
      label: 'Author',
      kind: 'text',
      required: true,
      max: 200,
      hint: 'Shown under the name in podcast apps.',
    },
    description: {
      label: 'Description',
      kind: 'textarea',
      required: true,
      max: 4000,
      wide: true,
      hint: 'What a listener finds in it, in a few sentences.',
    },
    language: {
      label: 'Language',
      kind: 'select',
      required: true,
      options: [
        { value: 'en-GB', label: 'English (United Kingdom)' },
        { value: 'en', label: 'English' },
        { value: 'tw', label: 'Twi' },
      ],
    },
    explicit: { label: 'Explicit content', kind: 'switch', hint: 'Apple Podcasts asks; sermons are not.' },
  },
  description: 'How the sermons podcast presents itself in Apple Podcasts and other apps.',
  titleOf: (row) => row.title,
});
