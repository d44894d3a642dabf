import { useEffect, useState } from 'react';
import { useSite } from './context.js';
import { Icon } from './icons/Icon.js';
import { STORAGE_KEYS, writeStorage } from './storage.js';

type Mode = 'light' | 'dark';

/** The head script has applied the stored mode before first paint; the toggle reads it after hydration. */
export function ColorModeToggle() {
  const { site, strings } = useSite();
  const [mode, setMode] = useState<Mode>(site.colorMode.defaultMode);
  useEffect(() => {
    setMode(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  }, []);
  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    writeStorage(STORAGE_KEYS.theme, next);
    setMode(next);
  };
  const label = mode === 'dark' ? strings.switchToLight : strings.switchToDark;
  return (
    <button type="button" className="color-mode-toggle" aria-label={label} title={label} onClick={toggle} data-mode={mode}>
      <Icon name={mode === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
}
