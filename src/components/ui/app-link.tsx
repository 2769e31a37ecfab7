import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link to an in-app URL given as a string (restaurant links, search links, server-given paths), with
 * client-side navigation. TanStack's <Link> needs a registered route at compile time; many targets here
 * belong to screens of later issues, so we navigate by href and let the router resolve (or not find) it.
 * Modified clicks (new tab, etc.) and external URLs keep the browser's own behaviour.
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (rest.target && rest.target !== '_self') ||
      !isInternal(href)
    ) {
      return;
    }
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

export function isInternal(href: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  try {
    return new URL(href, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
