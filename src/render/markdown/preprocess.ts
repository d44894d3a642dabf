// Source-level rewrites that must happen before parsing, keeping every line where it was.

const ADMONITION_WITH_TITLE = /^(\s*:{3,})(note|tip|info|warning|danger|caution)[ \t]+(?!\[|\{)(.+?)[ \t]*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const FENCE_LANGUAGE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([\w#+-]+)/gm;

/** The languages named by the code fences of a document, so their grammars can be loaded first. */
export function fenceLanguages(markdown: string): string[] {
  return [...new Set(Array.from(markdown.matchAll(FENCE_LANGUAGE), (m) => m[1]!))];
}

/**
 * Docusaurus writes admonition titles as `:::tip Title`, which remark-directive does not parse;
 * rewrite them to the directive form `:::tip[Title]`. Fenced code is left alone.
 */
export function normaliseAdmonitionTitles(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence !== null) {
        // Only a bare fence of the same character, at least as long, closes a code block.
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      const match = ADMONITION_WITH_TITLE.exec(line);
      if (!match) return line;
      const [, colons, name, title] = match as unknown as [string, string, string, string];
      return `${colons}${name}[${title.replace(/([[\]\\])/g, '\\$1')}]`;
    })
    .join('\n');
}
