// `<Admonition type="tip" title="…">`: the same box as a `:::tip` directive (remark-admonitions.ts).
import type { ReactNode } from 'react';
import { useMdxEnv } from './mdx-env.js';

const TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
type AdmonitionType = (typeof TYPES)[number];

export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const { strings } = useMdxEnv();
  if (!(TYPES as readonly string[]).includes(type)) throw new Error(`Admonition type "${type}" is not one of ${TYPES.join(', ')}.`);
  const known = type as AdmonitionType;
  return (
    <div className={`admonition admonition-${known}`}>
      <div className="admonition-heading">{title ?? strings[known]}</div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
