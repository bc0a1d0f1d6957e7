import type { Locator } from '@playwright/test';

/**
 * The admin's content managers as the suites drive them (admin-managers, security/xss): where each lives, what it
 * calls one item, where it keeps it, and what its "New …" form needs besides text.
 */
export interface ManagerCase {
  route: string;
  singular: string;
  table: string;
  /** The label and column of the item's title. */
  titleLabel: 'Title' | 'Name';
  titleColumn: 'title' | 'name';
  imageColumn: string;
  /** Required fields beyond the title. */
  fillRequired?: (form: Locator) => Promise<void>;
  /** Where a visitor sees the item. */
  publicPath: (id: string) => string;
}

export const CONTENT_MANAGERS: ManagerCase[] = [
  {
    route: 'announcements',
    singular: 'announcement',
    table: 'announcements',
    titleLabel: 'Title',
    titleColumn: 'title',
    imageColumn: 'image_url',
    publicPath: (id) => `/announcements/${id}`,
  },
  {
    route: 'events',
    singular: 'event',
    table: 'events',
    titleLabel: 'Title',
    titleColumn: 'title',
    imageColumn: 'image_url',
    fillRequired: (form) => form.getByLabel('Starts').fill('2031-05-04T10:30'),
    publicPath: (id) => `/events/${id}`,
  },
  {
    route: 'leaders',
    singular: 'leader',
    table: 'leaders',
    titleLabel: 'Name',
    titleColumn: 'name',
    imageColumn: 'image_url',
    publicPath: (id) => `/leader/${id}`,
  },
  {
    route: 'ministries',
    singular: 'ministry',
    table: 'ministries',
    titleLabel: 'Name',
    titleColumn: 'name',
    imageColumn: 'image_url',
    publicPath: () => '/ministries',
  },
  {
    route: 'gallery',
    singular: 'album',
    table: 'gallery_albums',
    titleLabel: 'Title',
    titleColumn: 'title',
    imageColumn: 'cover_image_url',
    publicPath: () => '/gallery',
  },
  {
    route: 'notice-board',
    singular: 'notice',
    table: 'notices',
    titleLabel: 'Title',
    titleColumn: 'title',
    imageColumn: 'image_url',
    publicPath: (id) => `/notices/${id}`,
  },
  {
    route: 'milestones',
    singular: 'milestone',
    table: 'milestones',
    titleLabel: 'Title',
    titleColumn: 'title',
    imageColumn: 'image_url',
    publicPath: (id) => `/milestone/${id}`,
  },
  {
    route: 'sermon-powerpoints',
    singular: 'sermon',
    table: 'sermons',
    titleLabel: 'Title',
    titleColumn: 'title',
    imageColumn: 'thumbnail_url',
    publicPath: (id) => `/sermons/${id}`,
  },
];
