import { useSite } from './context.js';

export function NotFound() {
  const { strings } = useSite();
  return (
    <main className="not-found">
      <h1>{strings.notFoundTitle}</h1>
      <p>{strings.notFoundText}</p>
      <p>{strings.notFoundHint}</p>
    </main>
  );
}
