import type { PageComponentProps } from '../../../theme/Root.js';

export interface HomeText {
  lead: string;
  start: string;
  areas: { docId: string; title: string; text: string }[];
}

/** The home page layout, shared by every locale's index.tsx. */
export function HomePage({ site, docs, text }: PageComponentProps & { text: HomeText }) {
  const href = (docId: string) => docs[docId] ?? site.base;
  return (
    <main className="home">
      <header className="home-hero">
        <h1 className="home-title">{site.title}</h1>
        <p className="home-tagline">{site.tagline}</p>
        <p className="home-lead">{text.lead}</p>
        <a className="button button-primary" href={href(site.version.mainDocId)}>
          {text.start}
        </a>
      </header>
      <section className="home-cards">
        {text.areas.map((area) => (
          <a key={area.docId} className="home-card" href={href(area.docId)}>
            <h2>{area.title}</h2>
            <p>{area.text}</p>
          </a>
        ))}
      </section>
    </main>
  );
}
