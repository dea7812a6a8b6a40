import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

/**
 * DOMPurify (lib/sanitize.ts, ~11 kB gzip) is its own chunk, asked for as soon as a page that shows hospital HTML
 * loads: it arrives beside the page's data, which the HTML comes with, so the page paints without waiting for it.
 */
let sanitize: Sanitize | null = null;
export const sanitizerReady: Promise<void> = import('../../lib/sanitize.ts').then((m) => {
  sanitize = m.sanitizeHtml;
});

interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}

/** Hospital-supplied HTML, always through DOMPurify first: until it is there, the box stays empty. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const [purifier, setPurifier] = useState<Sanitize | null>(() => sanitize);
  useEffect(() => {
    if (purifier) return;
    let live = true;
    void sanitizerReady.then(() => {
      if (live) setPurifier(() => sanitize);
    });
    return () => {
      live = false;
    };
  }, [purifier]);
  const clean = useMemo(() => (purifier ? purifier(html) : ''), [purifier, html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
