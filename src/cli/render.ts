import type { Command } from 'commander';
import { UsageError } from './common.js';

/** `extract render` — stub, filled in by its issue. */
export function registerRender(program: Command): void {
  program
    .command('render')
    .description('(not implemented yet)')
    .action(() => {
      throw new UsageError('extract render is not implemented yet');
    });
}
