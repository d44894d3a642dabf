/**
 * The compiled markdown body. On hydration React keeps the server's inner HTML, so the client passes the
 * HTML it read from the DOM and the content never travels twice.
 */
export function MarkdownContent({ html }: { html: string }) {
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
