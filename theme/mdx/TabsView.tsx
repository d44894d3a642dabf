// The tabs themselves, the same on the server and in the browser (Tabs.tsx renders them on the server, the
// island hydrates them). Before hydration, and without JavaScript, every panel shows under its label; once live,
// a tab bar chooses one, kept in step with the page's other tabs of the same group (and remembered), and in the
// URL's query string when asked. The keyboard works as in the WAI-ARIA tabs pattern. A link to something inside
// a hidden panel (the table of contents' link to a heading in a tab) shows that panel.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { elementForHash } from '../hash-target.js';
import { readStorage, writeStorage } from '../storage.js';
import { Slot } from './Island.js';

export interface TabsProps {
  id: string;
  tabs: { value: string; label: string }[];
  chosen: string;
  groupId?: string;
  /** The query string parameter that holds the choice. */
  param?: string;
  className?: string;
}

/** Tells the page's other tabs of a group what was chosen. */
const GROUP_EVENT = 'docgen:tabs';
const storageKey = (groupId: string) => `docgen.tabs.${groupId}`;

export function TabsView({ id, tabs, chosen, groupId, param, className, panel }: TabsProps & { panel: (index: number) => ReactNode | { html: string } }) {
  const [value, setValue] = useState(chosen);
  const [live, setLive] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const known = (candidate: string | null | undefined): candidate is string => tabs.some((tab) => tab.value === candidate);
  /** Set when the panel the URL's hash points into was chosen for it: once shown, the target is scrolled to. */
  const scrollToHash = useRef(false);

  /** The tab whose panel holds the element the URL's hash names, in a panel of a panel too; undefined when none. */
  const tabOfHash = (): string | undefined => {
    const prefix = `${id}-panel-`;
    for (let panel = elementForHash(window.location.hash)?.closest('[role="tabpanel"]'); panel; panel = panel.parentElement?.closest('[role="tabpanel"]')) {
      if (panel.id.startsWith(prefix)) return tabs[Number(panel.id.slice(prefix.length))]?.value;
    }
    return undefined;
  };

  useEffect(() => {
    // The hash's panel, then the URL's choice, then the one remembered for the group, else the page's default.
    const linked = tabOfHash();
    const asked = param ? new URLSearchParams(window.location.search).get(param) : null;
    const remembered = groupId ? readStorage(storageKey(groupId)) : null;
    if (linked !== undefined) {
      setValue(linked);
      scrollToHash.current = true;
    } else if (known(asked)) setValue(asked);
    else if (known(remembered)) setValue(remembered);
    setLive(true);
    const onHashChange = () => {
      const tab = tabOfHash();
      if (tab === undefined) return;
      // Shown at once, so that the target can be scrolled to (the browser could not: it was hidden).
      flushSync(() => setValue(tab));
      elementForHash(window.location.hash)?.scrollIntoView();
    };
    const follow = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && known(detail.value)) setValue(detail.value);
    };
    window.addEventListener('hashchange', onHashChange);
    if (groupId) window.addEventListener(GROUP_EVENT, follow);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener(GROUP_EVENT, follow);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the island goes live

  useEffect(() => {
    if (!live || !scrollToHash.current) return;
    scrollToHash.current = false;
    elementForHash(window.location.hash)?.scrollIntoView();
  }, [live]);

  const choose = (next: string) => {
    setValue(next);
    if (groupId) {
      writeStorage(storageKey(groupId), next);
      window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { groupId, value: next } }));
    }
    if (param) {
      const url = new URL(window.location.href);
      url.searchParams.set(param, next);
      window.history.replaceState(window.history.state, '', url);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.value === value);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const index = (to + tabs.length) % tabs.length;
    choose(tabs[index]!.value);
    buttons.current[index]?.focus();
  };

  return (
    <div className={`tabs${className ? ` ${className}` : ''}`} data-live={live ? '' : undefined}>
      <div className="tabs-list" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(button) => void (buttons.current[index] = button)}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            className="tabs-tab"
            aria-selected={tab.value === value}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={tab.value === value ? 0 : -1}
            onClick={() => choose(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.value} className="tabs-panel" role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} hidden={live && tab.value !== value}>
          <div className="tabs-panel-label">{tab.label}</div>
          <Slot className="tabs-panel-content" content={panel(index)} />
        </div>
      ))}
    </div>
  );
}
