import { useEffect } from 'react';

/** The tab's title while a page shows; the title before it comes back when the page goes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
