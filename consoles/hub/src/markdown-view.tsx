import { useEffect, useState } from 'react';

/**
 * Rendered template documentation. markdown-it is loaded on first use (a chunk of its own), so the catalog
 * and account pages do not download it. The HTML comes from markdown.ts, which prints raw HTML as text.
 */
export function Markdown({ source }: { source: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('./markdown.js').then(({ renderMarkdown }) => live && setHtml(renderMarkdown(source)));
    return () => {
      live = false;
    };
  }, [source]);
  if (html === null) return <p className="muted">Loading…</p>;
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
