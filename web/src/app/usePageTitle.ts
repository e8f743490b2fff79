import { useEffect } from 'react';

/** Sets the browser tab title to "<title> · Serendip" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Serendip`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
