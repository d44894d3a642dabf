import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from '../src/shared/types.js';
import { themeStrings, type ThemeStrings } from './i18n/strings.js';

interface SiteContextValue {
  site: SiteData;
  strings: ThemeStrings;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteContext.Provider value={{ site, strings: themeStrings(site.locale.code) }}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteProvider> above it.');
  return value;
}
