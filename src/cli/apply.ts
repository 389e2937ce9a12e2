import type { Command } from 'commander';
import { UsageError } from './common.js';

/** `extract apply` — stub, filled in by its issue. */
export function registerApply(program: Command): void {
  program
    .command('apply')
    .description('(not implemented yet)')
    .action(() => {
      throw new UsageError('extract apply is not implemented yet');
    });
}
