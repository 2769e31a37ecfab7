import { useEffect } from 'react';

export interface DocumentHead {
  title: string;
  description: string;
  canonical: string;
  /** schema.org JSON text; a data block (type application/ld+json) is never executed, so CSP allows it. */
  jsonld: string;
}

function upsert<E extends HTMLElement>(selector: string, create: () => E): E {
  const found = document.head.querySelector<E>(selector);
  if (found) return found;
  const el = create();
  document.head.appendChild(el);
  return el;
}

/** Title, meta description, canonical link and JSON-LD for search engines while the page is shown. */
export function useDocumentHead(head: DocumentHead | null): void {
  useEffect(() => {
    if (!head) return undefined;
    const previousTitle = document.title;
    document.title = head.title;
    const meta = upsert('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    );
    const previousDescription = meta.content;
    meta.content = head.description;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = head.canonical;
    link.dataset.owner = 'restaurant-page';
    document.head.appendChild(link);
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.owner = 'restaurant-page';
    script.textContent = head.jsonld;
    document.head.appendChild(script);
    return () => {
      document.title = previousTitle;
      meta.content = previousDescription;
      link.remove();
      script.remove();
    };
  }, [head?.title, head?.description, head?.canonical, head?.jsonld]); // eslint-disable-line react-hooks/exhaustive-deps
}
