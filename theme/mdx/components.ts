// The components every MDX page may use without importing them, and the Docusaurus module names they can also
// be imported from (`import Tabs from '@theme/Tabs'`).
import type { ComponentType } from 'react';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { Details } from './Details.js';
import { TabItem, Tabs } from './Tabs.js';

export const BUILTIN_COMPONENTS: Record<string, ComponentType<never>> = { Admonition, CodeBlock, Details, TabItem, Tabs, details: Details };

/** Docusaurus's module → the built-in it names (its default export). */
export const THEME_MODULES: Record<string, string> = {
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/TabItem': 'TabItem',
  '@theme/Tabs': 'Tabs',
};
