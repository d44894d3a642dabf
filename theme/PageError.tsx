import { Component, useEffect, type ReactNode } from 'react';
import { pageTitle } from '../src/shared/title.js';
import { useSite } from './context.js';

/** Catches a crash while rendering a page; the chrome around it keeps working. */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; hasError: boolean }> {
  override state = { error: undefined as unknown, hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Another page: start clean.
    if (previous.resetKey !== this.props.resetKey && this.state.hasError) this.setState({ error: undefined, hasError: false });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <PageError error={this.state.error} onTryAgain={() => this.setState({ error: undefined, hasError: false })} />;
  }
}

/** The message of an error and of each of its causes, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

function PageError({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }) {
  const { site, strings } = useSite();
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(strings.pageErrorTitle, site.title, site.titleDelimiter);
    return () => {
      document.title = previous;
    };
  }, [site, strings]);
  const [message, ...causes] = errorChain(error);
  return (
    <main className="page-error" role="alert">
      <h1>{strings.pageCrashed}</h1>
      <p className="page-error-message">{message}</p>
      {causes.map((cause, i) => (
        <p key={i} className="page-error-cause">
          {strings.causedBy} {cause}
        </p>
      ))}
      <button type="button" className="button button-primary" onClick={onTryAgain}>
        {strings.tryAgain}
      </button>
    </main>
  );
}
