import { runRecommend } from '../../../cli/recommend';
import type { CliIo } from '../../../cli/io';
import type { Catalog } from '../../../src/domain/catalog/types';

/** Runs `recommend` on `catalog` as a terminal would, keeping what it prints and its exit code. */
export function runCli(catalog: Catalog, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = runRecommend(argv, catalog, {
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
  });
  return { code, stdout, stderr };
}

/** Runs a data command (`runImport`, `runRefresh`) as a terminal would, keeping what it prints. */
export async function runCommand(
  run: (argv: readonly string[], io: CliIo) => Promise<number>,
  ...argv: string[]
) {
  let stdout = '';
  let stderr = '';
  const status = await run(argv, {
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
  });
  return { status, stdout, stderr };
}
