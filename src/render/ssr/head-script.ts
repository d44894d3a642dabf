// The tiny script that runs in <head> before first paint: colour mode and announcement dismissal,
// so neither flashes nor jumps.
import type { SiteData } from '../../shared/types.js';
import { STORAGE_KEYS } from '../../../theme/storage.js';

export function headScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  const barId = site.announcement?.id;
  return [
    '(function(){var d=document.documentElement,s=null;',
    `try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}`,
    `if(s!=='light'&&s!=='dark'){s=${JSON.stringify(defaultMode)};`,
    respectPrefersColorScheme ? "if(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)s='dark';" : '',
    '}d.setAttribute(\'data-theme\',s);',
    barId
      ? `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)})===${JSON.stringify(barId)})d.setAttribute('data-announcement-dismissed','true')}catch(e){}`
      : '',
    '})();',
  ].join('');
}
