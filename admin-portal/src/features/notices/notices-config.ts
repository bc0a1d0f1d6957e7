import { Badge } from 'shared-ui';
import { toDateTimeLocal } from 'shared-ui/inputs';
import { createElement } from 'react';
import { z } from 'zod';
import { dateColumn, publishedColumn, textColumn } from '../content-manager/logic/columns';
import * as rules from '../content-manager/logic/schema-helpers';
import { defineContent } from '../content-manager/define-content';
import { noticeKeys } from './api/keys';
import { getNotices } from './api/get-notices';
import type { Notice } from './types';

const schema = z
  .object({
    title: rules.requiredText('Title'),
    summary: rules.optionalText('Summary', 500),
    content: rules.longText('Content'),
    category: rules.optionalText('Category', 80),
    image_url: rules.imageUrl,
    attachment_url: rules.optionalUrl,
    pinned: rules.flag,
    published: rules.flag,
    published_at: rules.requiredDateTime('publish date'),
    expires_at: rules.optionalDateTime,
  })
  .refine((v) => !v.expires_at || new Date(v.expires_at) > new Date(v.published_at), {
    path: ['expires_at'],
    message: 'The notice must expire after it is published.',
  });
type Values = z.infer<typeof schema>;

export const noticesConfig = defineContent<Notice, Values>({
  keys: noticeKeys,
  table: 'notices',
  folder: 'notices',
  singular: 'Notice',
  plural: 'Notices',
  description: 'The notice board: pinned notices come first; expired ones disappear by themselves.',
  schema,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'category', label: 'Category', kind: 'text' },
    { name: 'summary', label: 'Summary', kind: 'textarea', wide: true },
    { name: 'content', label: 'Content', kind: 'textarea', wide: true, keepEmpty: true },
    { name: 'image_url', label: 'Image', kind: 'image', wide: true },
    {
      name: 'attachment_url',
      label: 'Attachment link',
      kind: 'url',
      hint: 'A web address of a document, if any.',
      wide: true,
    },
    { name: 'published_at', label: 'Publish date', kind: 'datetime', required: true },
    { name: 'expires_at', label: 'Expires', kind: 'datetime', hint: 'Leave empty to keep it up.' },
    { name: 'pinned', label: 'Pinned to the top', kind: 'switch' },
    { name: 'published', label: 'Published', kind: 'switch', hint: 'Visitors see only published items.' },
  ],
  columns: [
    textColumn('title', 'Title', true),
    {
      id: 'pinned',
      header: 'Pinned',
      value: (row) => row.pinned,
      searchable: false,
      cell: (row) => (row.pinned ? createElement(Badge, { tone: 'accent' }, 'Pinned') : '—'),
    },
    dateColumn('published_at', 'Published on'),
    dateColumn('expires_at', 'Expires'),
    publishedColumn(),
  ],
  titleOf: (row) => row.title,
  publicPath: (row) => `/notices/${row.id}`,
  empty: () => ({
    title: '',
    summary: '',
    content: '',
    category: '',
    image_url: '',
    attachment_url: '',
    pinned: false,
    published: true,
    published_at: toDateTimeLocal(new Date().toISOString()),
    expires_at: '',
  }),
  orderable: false,
  list: getNotices,
});
