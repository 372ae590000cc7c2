import { useEffect } from 'react';

/** Names the tab after what the page shows (a category, a search, a product) once it is known. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | 바스하우스`;
  }, [title]);
}
