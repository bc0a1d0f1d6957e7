import { defineContent } from '../../content-manager';
import { visitPageRead } from './visit-page-read';

const TEXT = { kind: 'textarea', wide: true } as const;

/** One row, made by the migration: the form only ever updates it. An empty text hides its section. */
export const visitPageManager = defineContent(visitPageRead, 'Visit page', 'Visit page', {
  columns: {
    intro: { ...TEXT, label: 'Welcome', max: 600, hint: 'The first words a first-time visitor reads.' },
    what_to_expect: { ...TEXT, label: 'What to expect on a Sunday', max: 2000 },
    parking: { ...TEXT, label: 'Parking', max: 1000 },
    childrens_church: { ...TEXT, label: 'Children’s church', max: 1000 },
    getting_here: {
      ...TEXT,
      label: 'How to find us',
      max: 1000,
      hint: 'Directions in words. The address, map link and service times come from Church details.',
    },
  },
  description: 'The “Plan your visit” page for first-time visitors.',
  titleOf: () => 'Visit page',
});
