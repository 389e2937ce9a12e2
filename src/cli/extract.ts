/**
 * `extract`: render pages, induce wrappers from labeled pages, apply them.
 * Each subcommand lives in its own module (cli/render.ts, cli/induce.ts, cli/apply.ts).
 */
import { Command } from 'commander';
import { registerRender } from './render.js';
import { registerInduce } from './induce.js';
import { registerApply } from './apply.js';
import { runProgram } from './common.js';

export function buildProgram(): Command {
  const program = new Command('extract')
    .description('Course-page wrapper induction and extraction: lectures, assignments, quizzes.')
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      `
Examples:
  extract render page.html --format tree          page tree with layout boxes
  extract induce --labeled labeled-pages/ --out wrappers/
  extract apply pages/ --wrappers wrappers/ --format jsonl > out.jsonl

Exit codes: 0 ok, 1 internal error, 2 bad input or usage.`,
    );
  program.exitOverride();
  registerRender(program);
  registerInduce(program);
  registerApply(program);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  await runProgram(buildProgram(), argv);
}
