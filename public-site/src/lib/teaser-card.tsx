import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardMedia, CardTitle, ResponsiveImage } from 'shared-ui';
import { CARD_IMAGE_SIZES } from './hero-image';
import page from './page.module.css';

interface TeaserCardProps {
  to: string;
  title: string;
  image?: string | null;
  /** Badges above the title (category, pinned, series). */
  badges?: ReactNode;
  /** Shown before the title, e.g. a leader's portrait. */
  leading?: ReactNode;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** A list item that opens its detail page; the whole card is clickable through the title link. */
export function TeaserCard({
  to,
  title,
  image,
  badges,
  leading,
  headingLevel = 3,
  children,
}: TeaserCardProps) {
  return (
    <Card as="article" interactive className={page.fill}>
      {image && (
        <CardMedia>
          <ResponsiveImage src={image} alt="" aspectRatio="16 / 9" sizes={CARD_IMAGE_SIZES} />
        </CardMedia>
      )}
      <CardBody>
        {leading}
        {badges && <div className={page.badges}>{badges}</div>}
        <CardTitle as={`h${headingLevel}`}>
          <Link to={to}>{title}</Link>
        </CardTitle>
        {children}
      </CardBody>
    </Card>
  );
}
