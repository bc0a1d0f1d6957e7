import type { ImgHTMLAttributes } from 'react';

/** A lazy content picture; becomes shared-ui's ResponsiveImage (render URLs, srcset, blur) when it lands. */
export function ContentImage({
  src,
  alt,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined; alt: string }) {
  if (!src) return null;
  return <img src={src} alt={alt} loading="lazy" decoding="async" {...rest} />;
}
