// The components every MDX page may use without importing them, and the Docusaurus module names they can also
// be imported from (`import Tabs from '@theme/Tabs'`).
import type { ComponentType } from 'react';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { Details } from './Details.js';
import { DocCardList } from './DocCardList.js';
import { TabItem, Tabs } from './Tabs.js';
import { BrowserOnly, ExecutionEnvironment, Head, Heading, Layout, Link, Redirect, ThemedImage, Translate, translate, useBaseUrl, useBaseUrlUtils, useColorMode, useCurrentSidebarCategory, useDocusaurusContext, useHistory, useIsBrowser, useLocation } from './docusaurus.js';

export const BUILTIN_COMPONENTS: Record<string, ComponentType<never>> = { Admonition, CodeBlock, Details, TabItem, Tabs, details: Details };

/** Docusaurus's module → the built-in it names (its default export, in BUILTIN_MODULES). */
export const THEME_MODULES: Record<string, string> = {
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/DocCardList': 'DocCardList',
  '@theme/TabItem': 'TabItem',
  '@theme/Tabs': 'Tabs',
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/useIsBrowser': 'useIsBrowser',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext',
};

/** What each of those modules gives: the built-in components, and Docusaurus's link, URL and context helpers. */
export const BUILTIN_MODULES: Record<string, unknown> = { ...BUILTIN_COMPONENTS, DocCardList, Link, BrowserOnly, useIsBrowser, useDocusaurusContext };

/**
 * Docusaurus's modules as a site's own components import them (`import { useLocation } from '@docusaurus/router'`):
 * each module's exports, default included. The server bundle of site modules reads them from here.
 */
export const DOCUSAURUS_MODULES: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(Object.entries(THEME_MODULES).map(([module, name]) => [module, { default: BUILTIN_MODULES[name] }])),
  '@docusaurus/router': { useLocation, useHistory, Redirect },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/theme-common': { useColorMode, useCurrentSidebarCategory },
  '@theme/Layout': { default: Layout },
  '@theme/Heading': { default: Heading },
  '@theme/ThemedImage': { default: ThemedImage },
};
