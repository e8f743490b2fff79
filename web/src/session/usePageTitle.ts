import { useEffect } from 'react';
import { setPageTitle } from './documentTitle';

/** Sets the browser tab title to "<title> · Serendip" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = setPageTitle(`${title} · Serendip`);
    return () => {
      setPageTitle(previous);
    };
  }, [title]);
}
