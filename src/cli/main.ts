// The docgen command line. Creating the program is separate from running it, so tests need no process.
import { Command, CommanderError } from 'commander';
import { packageVersion } from '../render/package-root.js';
import { registerBuild } from './build-command.js';
import { registerCheckLinks } from './check-links-command.js';
import { registerServe } from './serve-command.js';
import { registerVersion } from './version-command.js';

export function createProgram(): Command {
  const program = new Command('docgen')
    .description('Build fast bilingual documentation sites with React')
    .version(packageVersion(), '-v, --version')
    .showHelpAfterError('(run docgen --help for the commands and their options)')
    .showSuggestionAfterError(true);
  registerBuild(program);
  registerServe(program);
  registerCheckLinks(program);
  registerVersion(program);
  return program;
}

export async function runCli(argv: string[]): Promise<void> {
  const program = createProgram();
  program.exitOverride();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode;
      return;
    }
    throw error;
  }
}
export { runBuild } from './build-command.js';
