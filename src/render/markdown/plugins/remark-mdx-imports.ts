// An MDX page's imports become bindings to what docgen gives the page when it runs (mdx.ts, `docgenModule`):
// the built-in components under Docusaurus's module names (`import Tabs from '@theme/Tabs'`), and the site's
// own modules (`./Demo`, `@site/src/components/Switch`), which the thread compiling the page has loaded. So an
// import works in JSX and in expressions alike. Anything else, a module that cannot be found or an export it
// lacks, is an error at its line (nothing is dropped silently).
import type { Statement } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { DOCUSAURUS_MODULES, THEME_MODULES } from '../../../../theme/mdx/components.js';
import { DocgenError } from '../../errors.js';
import { isLocalSource, resolveLocalModule } from '../mdx-modules.js';

/** The key of a module left out (see moduleOf): mdx.ts gives a component that renders nothing for any of its names. */
export const LEFT_OUT = 'docgen:left-out';
const LEFT_OUT_EXPORTS: Record<string, unknown> = new Proxy({}, { has: () => true });

/** Docusaurus modules whose browser side an MDX page rendered at build time never reaches: said at their import. */
const BUILD_TIME_ONLY = new Set(['@docusaurus/BrowserOnly', '@docusaurus/useIsBrowser']);

export function remarkMdxImports() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx!;
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      const esm = node as MdxjsEsm;
      const program = esm.data?.estree;
      if (!program) continue;
      const fail: (message: string, hint?: string) => never = (message, hint) => {
        throw new DocgenError('mdx/import', message, { file: ctx.sourceFile, line: esm.position?.start.line, hint });
      };
      program.body = program.body.flatMap((statement): Statement[] => {
        if (statement.type !== 'ImportDeclaration') return [statement as Statement];
        const source = String(statement.source.value);
        const module = moduleOf(source, ctx, fail, (problem) =>
          file.message(`"${source}" is left out of this page, which shows nothing in its place: ${problem}`, { line: statement.loc?.start.line ?? esm.position?.start.line ?? 1, column: (statement.loc?.start.column ?? 0) + 1 }),
        );
        if (BUILD_TIME_ONLY.has(source)) {
          file.message(`"${source}" acts as on a server here: docgen renders an MDX page once, at build time, so the browser-only part never shows. Put code that needs the browser in an island (a *.client.tsx module).`, {
            line: statement.loc?.start.line ?? esm.position?.start.line ?? 1,
            column: (statement.loc?.start.column ?? 0) + 1,
          });
        }
        return statement.specifiers.map((specifier) => {
          const name = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? '*' : importedName(specifier.imported);
          if (name !== '*' && !(name in module.exports)) fail(`"${source}" has no export named "${name}".`, name === 'default' || !('default' in module.exports) ? undefined : `Import the built-in as the default export of "${source}": import ${THEME_MODULES[source] ?? 'It'} from '${source}'.`);
          return binding(specifier.local.name, module.key, name);
        });
      });
    }
  };
}

/**
 * The module an import names: a built-in (by its Docusaurus name) or a site module this thread has loaded; or one
 * left out of the site's modules (`leftOut` says why), whose every export is a component that renders nothing.
 */
function moduleOf(source: string, ctx: NonNullable<VFile['data']['ctx']>, fail: (message: string, hint?: string) => never, leftOut: (problem: string) => void): { key: string; exports: Record<string, unknown> } {
  const builtin = DOCUSAURUS_MODULES[source];
  if (builtin) return { key: source, exports: builtin };
  if (!isLocalSource(source)) {
    fail(`This MDX page imports "${source}", which docgen cannot import.`, `Import the site's own modules (\`./Demo\`, \`@site/src/components/Switch\`) or the built-ins (${Object.keys(DOCUSAURUS_MODULES).join(', ')}).`);
  }
  const found = resolveLocalModule(source, ctx.sourceFile, ctx.siteRoot);
  if (!found) fail(`This MDX page imports "${source}", which is not a file of the site.`, 'The path is relative to the page, or to the site folder after `@site/`.');
  if (!ctx.placeInSite(found)) fail(`This MDX page imports "${source}", which lies outside the site folder.`);
  const exports = ctx.moduleOf(found);
  const problem = exports ? undefined : ctx.moduleProblem(found);
  if (problem !== undefined) {
    leftOut(problem);
    return { key: LEFT_OUT, exports: LEFT_OUT_EXPORTS };
  }
  if (!exports) fail(`This MDX page imports "${source}", which was not bundled with the site's modules.`, 'Write each import on a line of its own at the top level of the page.');
  return { key: found, exports };
}

/** `const local = arguments[0].docgenModule(key, name)`: the page's function body gets docgen's options first. */
function binding(local: string, key: string, name: string): Statement {
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      {
        type: 'VariableDeclarator',
        id: { type: 'Identifier', name: local },
        init: {
          type: 'CallExpression',
          optional: false,
          callee: {
            type: 'MemberExpression',
            computed: false,
            optional: false,
            object: { type: 'MemberExpression', computed: true, optional: false, object: { type: 'Identifier', name: 'arguments' }, property: { type: 'Literal', value: 0 } },
            property: { type: 'Identifier', name: 'docgenModule' },
          },
          arguments: [
            { type: 'Literal', value: key },
            { type: 'Literal', value: name },
          ],
        },
      },
    ],
  };
}

function importedName(imported: { type: string; name?: string; value?: unknown }): string {
  return imported.type === 'Identifier' ? imported.name! : String(imported.value);
}
