/** Command-line values for the bench scripts: `--name value` → value (the benches' options are all of that form). */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
