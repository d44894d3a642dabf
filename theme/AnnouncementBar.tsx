import { useSite } from './context.js';
import { Icon } from './icons/Icon.js';
import { STORAGE_KEYS, writeStorage } from './storage.js';

/**
 * Dismissal is stored per bar id; the head script marks <html> before first paint when the stored id is this
 * bar's, and CSS hides it, so a dismissed bar never flashes. A new id shows the bar again.
 */
export function AnnouncementBar() {
  const { site, strings } = useSite();
  const bar = site.announcement;
  if (!bar) return null;
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.announcementDismissed, bar.id);
    document.documentElement.dataset.announcementDismissed = 'true';
  };
  return (
    <div className="announcement-bar" role="banner" data-announcement-id={bar.id}>
      <div className="announcement-content">{bar.content}</div>
      {bar.closeable && (
        <button type="button" className="announcement-close" aria-label={strings.closeAnnouncement} onClick={dismiss}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
