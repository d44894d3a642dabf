// One markdown page's work, from plain data to plain data, the same in this thread and in a worker: compile its
// markdown unless the cache had it, keep its body in the page store, and, when the build writes pages, render
// its HTML and write it into the output, unless the previous output's copy is still right. Nothing of the page
// stays behind in the thread that did it.
import type { PageData } from '../../shared/types.js';
import type { CompileDeps } from '../cache/markdown-cache.js';
import { nameOfBody, type PageBodies, type PageBody } from '../cache/page-bodies.js';
import { withMarkdown } from '../data/page-data.js';
import { writeStagedFile, type WrittenFile } from '../emit/write-site.js';
import type { CompiledMarkdown } from '../markdown/compile-markdown.js';
import type { CompileOutput, PageRef } from '../markdown/page-compiler.js';
import type { MarkdownPageFiles } from './markdown-page.js';

export interface PageTask {
  page: PageRef;
  /** The markdown to compile (frontmatter removed); absent when the body is in the page store already. */
  text?: string;
  /** The name of the page's body in the page store, when it is not compiled. */
  body?: string;
  /** That body itself, for a thread without the page store (a worker of a build in memory). */
  bodyData?: PageBody;
  render?: RenderTask;
}

export interface RenderTask {
  /** The page's data from the route table; its table of contents and the flags of its markdown are added here. */
  page: PageData;
  tocLevels: [min: number, max: number];
  outFile: string;
  /** The key of the previous output's copy: a page rendered from the same key is not written again. */
  previousKey?: string;
  /** The doc's markdown copy (src/render/llms/), written beside the page by the same thread. */
  copy?: { file: string; previousKey?: string };
}

/** The metadata of a compiled page, without its body. */
export type PageMeta = Omit<CompiledMarkdown, 'html' | 'sections' | 'markdown'>;

export interface PageOutcome {
  /** Only when the page was compiled: its metadata, its links' targets and its body (by name, or itself). */
  compiled?: { meta: PageMeta; docs: CompileDeps['docs']; body: string | PageBody };
  rendered?: {
    /** Each file written into the staging folder, or its content when the build is in memory, with its key. */
    files: [file: string, written: WrittenFile | string, key: string][];
    /** The files whose previous output's copy is made from the same key: kept as they are. */
    kept: string[];
  };
}

/** What the thread running page tasks has. */
export interface PageEnv {
  compile(text: string, page: PageRef): Promise<CompileOutput>;
  /** The page store; without one (a worker of a build in memory) the body goes back with the outcome. */
  bodies?: PageBodies;
  /**
   * Settles, once the client bundle is known, with how pages are rendered and the folder they are written into
   * (without one, their content goes back with the outcome). Compiling need not wait for it.
   */
  rendering(): Promise<{ pages: (page: PageData, body: string, read: () => PageBody) => MarkdownPageFiles; stagingDir?: string }>;
}

/** The folders this thread made in the staging folder it writes into. */
let staged = { stagingDir: '', folders: new Set<string>() };

export async function runPageTask(task: PageTask, env: PageEnv): Promise<PageOutcome> {
  const outcome: PageOutcome = {};
  let bodyName = task.body;
  let body: PageBody | undefined = task.bodyData;
  if (task.text !== undefined) {
    const { compiled, docs } = await env.compile(task.text, task.page);
    const { html, sections, markdown, ...meta } = compiled;
    body = { html, sections, markdown };
    bodyName = env.bodies ? env.bodies.put(body) : nameOfBody(body);
    outcome.compiled = { meta, docs, body: env.bodies ? bodyName : body };
  }
  const { render } = task;
  if (!render || bodyName === undefined) return outcome;
  // A cached page's data comes whole; a page compiled here gets its table of contents and flags now.
  const page = outcome.compiled ? withMarkdown(render.page, outcome.compiled.meta, render.tocLevels) : render.page;
  const { pages, stagingDir } = await env.rendering();
  const name = bodyName;
  const made = pages(page, name, () => (body ??= env.bodies!.get(name)));
  if (stagingDir && staged.stagingDir !== stagingDir) staged = { stagingDir, folders: new Set() };
  const { folders } = staged;
  const rendered: NonNullable<PageOutcome['rendered']> = { files: [], kept: [] };
  const place = (file: string, key: string, previousKey: string | undefined, content: () => string) => {
    if (key === previousKey) rendered.kept.push(file);
    else rendered.files.push([file, stagingDir ? writeStagedFile(stagingDir, file, content(), folders) : content(), key]);
  };
  place(render.outFile, made.key(), render.previousKey, made.html);
  if (render.copy) place(render.copy.file, made.copy.key(), render.copy.previousKey, made.copy.text);
  outcome.rendered = rendered;
  return outcome;
}
