import { z } from 'zod';
import { PUBLISHED, defineContent } from '../../content-manager';
import { milestonesList } from './milestones-list';

const year = z.coerce
  .number<number>({ error: 'Enter the year, for example 1998.' })
  .int('Enter a whole year, for example 1998.')
  .min(1800, 'The year must be 1800 or later.')
  .max(2200, 'The year must be 2200 or earlier.');

export const milestonesManager = defineContent(milestonesList, 'Milestone', 'Milestones', {
  columns: {
    year: {
      label: 'Year',
      kind: 'number',
      required: true,
      rule: year,
      initial: () => new Date().getFullYear(),
      list: true,
    },
    title: { label: 'Title', kind: 'text', required: true, list: 'title' },
    description: { label: 'Description', kind: 'textarea', wide: true },
    image_url: { label: 'Image', kind: 'image' },
    published: PUBLISHED,
  },
  description: 'The church’s history on the about page, in the order shown here.',
  titleOf: (row) => `${row.year}: ${row.title}`,
});
