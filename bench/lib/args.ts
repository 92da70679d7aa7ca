/** Tiny command-line parsing for the bench scripts: `--name value` and `--flag`. */
export const arg = (argv: string[], name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
export const flag = (argv: string[], name: string) => argv.includes(name);
export function intArg(argv: string[], name: string, fallback: number): number {
  const raw = arg(argv, name);
  if (raw === undefined) return fallback;
  const n = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(n) || n < 0) throw new Error(`Usage: ${name} takes a whole number, not "${raw}"`);
  return n;
}
export const listArg = (argv: string[], name: string, fallback: string[]) => arg(argv, name)?.split(",").filter(Boolean) ?? fallback;
