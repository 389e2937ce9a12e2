import type { Command } from 'commander';
import { UsageError } from './common.js';

/** `extract induce` — stub, filled in by its issue. */
export function registerInduce(program: Command): void {
  program
    .command('induce')
    .description('(not implemented yet)')
    .action(() => {
      throw new UsageError('extract induce is not implemented yet');
    });
}
