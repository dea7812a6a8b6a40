import { useEffect } from 'react';

/** Keeps the browser tab title in step with the page (page title · hospital name). */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const text = parts.filter(Boolean).join(' · ');
  useEffect(() => {
    if (text) document.title = text;
  }, [text]);
}
