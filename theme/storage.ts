// localStorage that never throws: private modes, disabled storage and a full quota only log a warning, and
// the caller keeps working for the page's life.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`docgen: cannot read "${key}" from browser storage`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`docgen: cannot store "${key}" in browser storage`, error);
  }
}

/** Keys shared with the pre-paint head script, which reads them before React loads. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'docgen.announcement.dismiss',
  preferredVersion: 'docgen.docs.preferredVersion',
} as const;
