declare module 'docgen:pages' {
  import type { ComponentType } from 'react';
  import type { PageComponentProps } from '../../theme/Root.js';
  export const pages: Record<string, () => Promise<{ default: ComponentType<PageComponentProps> }>>;
}

declare module '*.css';
