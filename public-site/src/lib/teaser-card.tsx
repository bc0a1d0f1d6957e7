import { prefetchQuery, type PrefetchableQuery } from 'shared-ui/prefetch';
import { useQueryClient } from 'shared-ui/query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Card, CardBody, CardMedia, CardTitle, ResponsiveImage } from 'shared-ui';
import type { PublicPaths } from 'shared-ui/data';
import page from './page.module.css';

/** Cards are a third of the container on wide screens, half on tablets, full width on phones. */
export const CARD_IMAGE_SIZES = '(min-width: 1100px) 360px, (min-width: 640px) 50vw, 100vw';

interface TeaserCardProps {
  to: string;
  title: string;
  image?: string | null;
  /** The row's meta for the picture (see ResponsiveImage). */
  imageMeta?: unknown;
  /** The row's one label (category, series), as a brand badge above the title. */
  tag?: string | null;
  /** Other badges above the title (a notice's pinned and category). */
  badges?: ReactNode;
  /** Shown before the title, e.g. a leader's portrait. */
  leading?: ReactNode;
  headingLevel?: 2 | 3;
  /** What the detail page will ask for: fetched as soon as the visitor points at or focuses the card. */
  prefetch?: PrefetchableQuery;
  /** The first card of a list page: its image is the page's largest paint, so it is fetched at once. */
  priority?: boolean;
  children?: ReactNode;
}

/** Where a list places a card: its heading level in the page's outline, and whether its image is the priority one. */
export type CardPlacement = Pick<TeaserCardProps, 'headingLevel' | 'priority'>;

/** What a row's card opens: the row's own page, and the query that page makes first (warmed on a hint). */
export const detailLink = <Row extends { id: string }>(
  paths: { of: (row: Row) => string },
  query: (id: string) => PrefetchableQuery,
  row: Row,
) => ({ to: paths.of(row), prefetch: query(row.id) });

/**
 * A content row's card: its page and title, and its picture from the column the domain's contract keeps it in
 * (a content domain's storage is its one picture), with the size recorded beside it.
 */
export function teaserOf<Row extends { id: string; title: string }>(
  domain: { publicPaths: PublicPaths; storage: object },
  query: (id: string) => PrefetchableQuery,
  row: Row,
) {
  const [picture = ''] = Object.keys(domain.storage);
  const cells: Partial<Record<string, unknown>> = row;
  return {
    ...detailLink(domain.publicPaths, query, row),
    title: row.title,
    // A picture column holds its public URL (or null): the domain's contract says so (`picture()`).
    image: cells[picture] as string | null | undefined,
    // pictureMetaColumn's rule (supabase/functions/_shared/picture-renditions.ts), written out: importing it would
    // bring that module, or a federation export of shared-ui's, into the home page's first load.
    imageMeta: cells[picture.replace(/_url$/, '_meta')],
  };
}

/** A hover or focus is a strong hint of a click; the answer stays fresh long enough to be used. */
const PREFETCH_FRESH_MS = 30_000;

/** A list item that opens its detail page; the whole card is clickable through the title link. */
export function TeaserCard({
  to,
  title,
  image,
  imageMeta,
  tag,
  badges,
  leading,
  headingLevel = 3,
  prefetch,
  priority = false,
  children,
}: TeaserCardProps) {
  const queryClient = useQueryClient();
  const labels = tag ? <Badge tone="brand">{tag}</Badge> : badges;
  const warm = prefetch ? () => void prefetchQuery(queryClient, prefetch, PREFETCH_FRESH_MS) : undefined;
  return (
    <Card as="article" interactive className={page.fill}>
      {image && (
        <CardMedia>
          <ResponsiveImage
            src={image}
            meta={imageMeta}
            alt=""
            aspectRatio="16 / 9"
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
          />
        </CardMedia>
      )}
      <CardBody>
        {leading}
        {labels && <div className={page.badges}>{labels}</div>}
        <CardTitle as={`h${headingLevel}`}>
          <Link to={to} onMouseEnter={warm} onFocus={warm} onTouchStart={warm}>
            {title}
          </Link>
        </CardTitle>
        {children}
      </CardBody>
    </Card>
  );
}
