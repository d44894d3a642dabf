// A doc's markdown copy as the thread that renders its page writes it, and as this one keeps it: its text and the
// key of what it is made from, from plain data.
import { contentOfBody } from '../cache/page-bodies.js';
import { digest } from '../stages/render-key.js';
import { titleHeading } from './stringify.js';

/** What a copy is made of: the page's title, whether its text opens with a `# ` heading, its body's name in the page store. */
export interface CopySource {
  title: string;
  hasH1: boolean;
  body: string;
}

/** Its title as a heading when its text has no `# ` heading of its own (as its page shows it), then its text. */
export function copyText({ title, hasH1 }: CopySource, markdown: string | undefined): string {
  return (hasH1 ? '' : titleHeading(title)) + (markdown ?? '');
}

/** Without a change of it (`code`: docgen's code version), the previous output's copy is kept unread. */
export function copyKey(code: string, { title, hasH1, body }: CopySource): string {
  return digest([code, title, String(hasH1), contentOfBody(body)].join('\u0000'));
}
