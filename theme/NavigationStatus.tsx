import { useSite } from './context.js';

/** What the client router tells the theme about a navigation under way; absent on the server. */
export interface NavigationStatus {
  /** A navigation has taken longer than the progress delay. */
  loading: boolean;
  /** The last navigation failed and can be retried. */
  failed?: { message: string; offline: boolean; retry(): void };
}

export function NavigationProgress() {
  const { strings } = useSite();
  return (
    <div className="nav-progress" role="progressbar" aria-label={strings.loadingPage}>
      <div className="nav-progress-bar" />
    </div>
  );
}

export function PageLoading() {
  const { strings } = useSite();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{strings.loading}</span>
    </div>
  );
}

export function LoadError({ failed }: { failed: NonNullable<NavigationStatus['failed']> }) {
  const { strings } = useSite();
  return (
    <main className="page-load-error" role="alert">
      <h1>{strings.loadError}</h1>
      {failed.offline && <p>{strings.offlineHint}</p>}
      <pre className="page-load-error-message">{failed.message}</pre>
      <button type="button" className="button button-primary" onClick={failed.retry}>
        {strings.retry}
      </button>
    </main>
  );
}
