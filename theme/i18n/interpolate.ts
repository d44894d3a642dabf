// Fills a UI string's `{name}` placeholders with values that may be elements (a `<time>`, a link).
import type { ReactNode } from 'react';

/** The string's parts, each placeholder replaced by its value (an unknown one stays as written): spread them as children, which need no keys then. */
export function interpolate(text: string, values: Record<string, ReactNode> | undefined): ReactNode[] {
  if (!values) return [text];
  return text.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
}
