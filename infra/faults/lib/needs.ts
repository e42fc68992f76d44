import { existsSync } from 'node:fs';

/** A scenario that needs a program this machine lacks fails, naming it: a check that did not run never passes. */
export const needs = (path: string, install: string, run: () => Promise<string>) => async (): Promise<string> => {
  if (!existsSync(path)) throw new Error(`${path} is missing (${install}): this check cannot run`);
  return run();
};
