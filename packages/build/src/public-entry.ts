// A published package's entry (src/index.ts) lists its public names by hand, so that a bundler
// keeps only what a site uses. Kept by hand, it drifts from the modules: a new function or a new
// module is never exported, or the entry goes on naming what a module no longer has. A test in the
// package hands its modules and its entry here; every runtime name a module exports must be the
// entry's, or be listed as the package's own (internal), and the list must hold only what is still
// true. Types leave nothing at run time; the typecheck and the consumers' builds see those.

/** A module's runtime exports, by the module's path inside src (`./money.ts`). */
export type Modules = Record<string, Record<string, unknown>>;

/**
 * What the entry and the modules disagree on, one line each (none when they agree). `internal`
 * names, per module, the exports that stay inside the package (used by other modules or tests).
 */
export function entryDrift(
  entry: Record<string, unknown>,
  modules: Modules,
  internal: Record<string, readonly string[]>,
): string[] {
  const exported = new Set(Object.values(entry));
  const inEntry = (name: string, value: unknown) =>
    entry[name] === value ||
    ((typeof value === 'function' || typeof value === 'object') &&
      value !== null &&
      exported.has(value));
  const problems: string[] = [];
  for (const [path, module] of Object.entries(modules)) {
    const own = new Set(internal[path]);
    for (const [name, value] of Object.entries(module)) {
      if (inEntry(name, value) && own.has(name)) {
        problems.push(`${path}: ${name} is listed as internal, but the entry exports it`);
      } else if (!inEntry(name, value) && !own.has(name)) {
        problems.push(`${path}: ${name} is neither exported by the entry nor listed as internal`);
      }
    }
    for (const name of own) {
      if (!(name in module))
        problems.push(`${path}: ${name} is listed as internal but not exported`);
    }
  }
  for (const path of Object.keys(internal)) {
    if (!(path in modules)) problems.push(`${path} is listed as internal but is no module`);
  }
  return problems;
}
