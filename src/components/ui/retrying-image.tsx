import { useEffect, useRef, useState } from 'react';
import './retrying-image.css';

/** A failed image retries up to 3 times, 1 s apart. */
export const IMAGE_RETRIES = 3;
export const IMAGE_RETRY_DELAY_MS = 1000;

export interface RetryingImageProps {
  src: string;
  /** '' for a decorative image (the card's text already names the restaurant). */
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the one picture likely to be the page's largest paint (the first card above the fold). */
  fetchPriority?: 'high' | 'auto';
  sizes?: string;
}

function withAttempt(src: string, attempt: number): string {
  if (attempt === 0) return src;
  // A distinct URL per attempt, so neither the browser nor the service worker hands back the failure.
  return `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/**
 * An image on a plain background while it loads, up to 3 retries, and a neutral block when it never loads.
 * A loading picture is not hidden: one the server painted (decision 0059) shows as soon as the browser has
 * it, before the app's code has run (decision 0060).
 */
export function RetryingImage(props: RetryingImageProps) {
  // A new picture starts over: fresh attempts and skeleton.
  return <Attempts key={props.src} {...props} />;
}

function Attempts({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  fetchPriority,
  sizes,
}: RetryingImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // After a failed attempt the broken picture is hidden until one loads (the slot's background shows).
  const [retrying, setRetrying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onError = () => {
    setRetrying(true);
    if (attempt >= IMAGE_RETRIES) {
      setState('failed');
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAttempt((a) => a + 1), IMAGE_RETRY_DELAY_MS);
  };

  // A picture of the server's paint (decision 0059) may have loaded, or failed, before React hydrated it:
  // its event went to nobody, so the element itself is asked (tests/components/retrying-image.test.tsx).
  useEffect(() => {
    const img = image.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) setState('loaded');
    else if (img.currentSrc) onError();
    // Once per attempt: the element is new with each one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <span
      className={`retrying-image${state === 'loading' ? ' retrying-image--loading' : ''}${retrying && state === 'loading' ? ' retrying-image--retrying' : ''}${className ? ` ${className}` : ''}`}
      data-state={state}
    >
      {state !== 'failed' && (
        <img
          ref={image}
          key={attempt}
          src={withAttempt(src, attempt)}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          sizes={sizes}
          onLoad={() => setState('loaded')}
          onError={onError}
        />
      )}
    </span>
  );
}
