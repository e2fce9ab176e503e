/** Adds V8's compile-hint comment to the first-load chunks of a build; returns how many files changed. */
export function addCompileHints(distDir: string): Promise<number>;
