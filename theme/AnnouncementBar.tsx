import { useSite } from './context.js';

/** Dismissal is stored per bar id; the inline head script hides a dismissed bar before first paint. */
export function AnnouncementBar() {
  const { site, strings } = useSite();
  const bar = site.announcement;
  if (!bar) return null;
  const dismiss = () => {
    try {
      localStorage.setItem('docgen.announcement.dismiss', bar.id);
    } catch (error) {
      console.warn('docgen: cannot store the announcement dismissal', error);
    }
    document.documentElement.dataset.announcementDismissed = 'true';
  };
  return (
    <div className="announcement-bar" role="banner" data-announcement-id={bar.id}>
      <div className="announcement-content">{bar.content}</div>
      {bar.closeable && (
        <button type="button" className="announcement-close" aria-label={strings.closeAnnouncement} onClick={dismiss}>
          ×
        </button>
      )}
    </div>
  );
}
