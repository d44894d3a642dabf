// The docgen command line. Creating the program is separate from running it, so tests need no process.
import { Command, CommanderError } from 'commander';
import { packageVersion } from '../render/package-root.js';
import { registerBuild } from './build-command.js';
import { registerServe } from './serve-command.js';

export function createProgram(): Command {
  const program = new Command('docgen')
    .description('Build fast bilingual documentation sites with React')
    .version(packageVersion(), '-v, --version')
    .showHelpAfterError('(run docgen --help for the commands and their options)')
    .showSuggestionAfterError(true);
  registerBuild(program);
  registerServe(program);
  program
    .command('check-links')
    .description('check every link of the site; broken links fail (not available yet)')
    .allowUnknownOption()
    .action(() => notYet('check-links'));
  return program;
}

function notYet(command: string): void {
  process.stderr.write(`error: "docgen ${command}" is not available in this version yet. Use "docgen build", which also checks links.\n`);
  process.exitCode = 2;
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
