/**
 * CLI plumbing shared by the executables: user mistakes become one line on stderr and a non-zero
 * exit code; only real bugs print a stack trace.
 */
import { CommanderError, type Command } from 'commander';
import { LoadError } from '../page/load.js';
import { LabelError } from '../page/labels.js';
import { HeadingModelError } from '../course/classifier.js';
import { PageClassModelError } from '../course/pageclass.js';

/** An error caused by the user's input (bad option, bad file): printed as one line, exit 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Errors that are the user's input, not our bug. Other modules register theirs here. */
// Model-file errors live in course/, which cannot import cli/, so they are listed here.
const userErrorTypes: (new (...args: never[]) => Error)[] = [UsageError, LoadError, LabelError, HeadingModelError, PageClassModelError];

export function registerUserError(type: new (...args: never[]) => Error): void {
  if (!userErrorTypes.includes(type)) userErrorTypes.push(type);
}

export function isUserError(e: unknown): e is Error {
  return e instanceof Error && userErrorTypes.some((t) => e instanceof t);
}

/** Run a command action; map user errors to a one-line message and exit code 2. */
export async function runAction(prog: string, fn: () => Promise<void> | void): Promise<void> {
  try {
    await fn();
  } catch (e) {
    if (isUserError(e)) {
      process.stderr.write(`${prog}: ${e.message}\n`);
      process.exitCode = 2;
      return;
    }
    throw e;
  }
}

/**
 * Run a commander program: commander's own errors (already printed) and user errors become exit 2 with one
 * line on stderr; anything else is a bug and keeps its stack trace.
 */
export async function runProgram(program: Command, argv: string[]): Promise<void> {
  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      process.exitCode = e.exitCode === 0 ? 0 : 2;
      return;
    }
    if (isUserError(e)) {
      process.stderr.write(`${program.name()}: ${e.message}\n`);
      process.exitCode = 2;
      return;
    }
    throw e;
  }
}

/** Log to stderr (data goes to stdout). Silenced with --quiet. */
export function log(msg: string): void {
  if (!process.env.COURSE_EXTRACT_QUIET) process.stderr.write(`${msg}\n`);
}

export function parseIntOption(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new UsageError(`${name} must be a non-negative integer, got "${v}"`);
    return n;
  };
}

export function parseFloatOption(name: string, min = -Infinity, max = Infinity) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max) throw new UsageError(`${name} must be a number in [${min}, ${max}], got "${v}"`);
    return n;
  };
}
