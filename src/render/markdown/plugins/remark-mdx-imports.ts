// An MDX page's imports: the built-in components under Docusaurus's module names (`import Tabs from
// '@theme/Tabs'`) are taken out and bound to the built-ins by name when the page renders; any other module is
// an error that says so, at its line (nothing is dropped silently).
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { THEME_MODULES } from '../../../../theme/mdx/components.js';
import { DocgenError } from '../../errors.js';

export function remarkMdxImports() {
  return (tree: Root, file: VFile) => {
    const imports: Record<string, string> = {};
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'mdxjsEsm') return true;
      const esm = node as MdxjsEsm;
      const program = esm.data?.estree;
      if (!program) return true;
      program.body = program.body.filter((statement) => {
        if (statement.type !== 'ImportDeclaration') return true;
        const source = String(statement.source.value);
        const builtin = THEME_MODULES[source];
        if (!builtin) {
          throw new DocgenError('mdx/import', `This MDX page imports "${source}", which docgen cannot import yet.`, {
            file: file.data.ctx!.sourceFile,
            line: esm.position?.start.line,
            hint: `The built-in components need no import (${Object.keys(THEME_MODULES).join(', ')} may be imported too).`,
          });
        }
        for (const specifier of statement.specifiers) {
          if (specifier.type !== 'ImportDefaultSpecifier') {
            throw new DocgenError('mdx/import', `Import ${builtin} as the default export of "${source}": import ${builtin} from '${source}'.`, {
              file: file.data.ctx!.sourceFile,
              line: esm.position?.start.line,
            });
          }
          imports[specifier.local.name] = builtin;
        }
        return false;
      });
      return program.body.length > 0;
    });
    file.data.mdxImports = imports;
  };
}
