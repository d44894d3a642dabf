// The theme's icons: one drawing each, the same markup from the React component and from the HTML written as text.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Icon } from '../../theme/icons/Icon.js';
import { iconHtml } from '../../theme/icons/icon-html.js';
import { ICONS, type IconName } from '../../theme/icons/shapes.js';
import { copyButtonHtml } from '../../theme/mdx/copy-button.js';
import { themeStrings } from '../../theme/i18n/strings.js';

const names = Object.keys(ICONS) as IconName[];

describe('icons', () => {
  test.each(names)('%s: the component and the HTML give the same markup', (name) => {
    expect(iconHtml(name)).toBe(renderToStaticMarkup(<Icon name={name} />));
    expect(iconHtml(name, 'extra')).toBe(renderToStaticMarkup(<Icon name={name} className="extra" />));
  });

  test.each(names)('%s: decorative, a letter high, drawn in the text colour', (name) => {
    const svg = iconHtml(name);
    expect(svg).toMatch(new RegExp(`^<svg class="icon icon-${name}" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" aria-hidden="true" focusable="false">`));
    expect(svg).not.toMatch(/#[0-9a-f]{3,6}|rgb\(/i); // no colour of its own
    expect(svg).not.toMatch(/[^\x00-\x7f]/); // no character: shapes only
  });

  test('the copy button holds the copy icon and the check it shows once it has copied, in each language', () => {
    expect(copyButtonHtml(themeStrings('en'))).toBe(`<button type="button" class="code-copy" aria-label="Copy code to clipboard" title="Copy code to clipboard" data-copied-label="Copied">${iconHtml('copy')}${iconHtml('check')}</button>`);
    expect(copyButtonHtml(themeStrings('zh-Hans'))).toContain('aria-label="复制代码到剪贴板" title="复制代码到剪贴板" data-copied-label="已复制"><svg class="icon icon-copy"');
  });
});
