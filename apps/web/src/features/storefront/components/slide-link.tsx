import type { BannerSlide } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';

/** A content link as operators set it: another site in a new tab (said aloud), or a shop page. */
export function ContentLink({
  url,
  isOuterLink,
  target,
  className,
  children,
  onClick,
}: {
  url: string;
  isOuterLink: boolean;
  /** a new tab or not; without it, other sites open in a new tab and shop pages in this one */
  target?: '_self' | '_blank';
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  if (!url) return <div className={className}>{children}</div>;
  const newTab = (target ?? (isOuterLink ? '_blank' : '_self')) === '_blank';
  if (isOuterLink || /^https?:\/\//.test(url)) {
    return (
      <a
        href={url}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        className={className}
        onClick={onClick}
      >
        {children}
        {newTab && <span className="sr-only"> (새 창)</span>}
      </a>
    );
  }
  return (
    <Link to={url} target={newTab ? '_blank' : undefined} className={className} onClick={onClick}>
      {children}
      {newTab && <span className="sr-only"> (새 창)</span>}
    </Link>
  );
}

/**
 * One banner slide: its WebP variants by `srcSet`, its intrinsic size (so the page keeps its place
 * before it loads) and its title as the alternative text, inside the slide's link. Only the first
 * hero slide loads eagerly with high priority (the largest paint); every other waits for its turn.
 */
export function SlideImage({
  slide,
  sizes,
  priority = false,
  className,
  imageClassName,
}: {
  slide: BannerSlide;
  /** how wide the image is drawn, e.g. "100vw" or "(min-width: 1500px) 33vw, 50vw" */
  sizes: string;
  priority?: boolean;
  className?: string;
  imageClassName?: string;
}) {
  if (!slide.image) return null;
  return (
    <ContentLink
      url={slide.url}
      isOuterLink={slide.isOuterLink}
      target={slide.target}
      className={cn('block size-full', className)}
    >
      <img
        src={slide.image}
        srcSet={slide.srcSet || undefined}
        sizes={slide.srcSet ? sizes : undefined}
        width={slide.width ?? undefined}
        height={slide.height ?? undefined}
        alt={slide.meta.title}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'auto' : 'async'}
        className={cn('size-full object-cover', imageClassName)}
      />
    </ContentLink>
  );
}
