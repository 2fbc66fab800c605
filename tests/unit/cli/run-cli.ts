import { runRecommend } from '../../../cli/recommend';
import type { CliIo } from '../../../cli/io';
import type { Catalog } from '../../../src/domain/catalog/types';

/** Streams that keep what a command prints. */
function captured() {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: (s) => (out.stdout += s),
    stderr: (s) => (out.stderr += s),
  };
  return { io, out };
}

/** Runs `recommend` on `catalog` as a terminal would, keeping what it prints and its exit code. */
export function runCli(catalog: Catalog, ...argv: string[]) {
  const { io, out } = captured();
  const code = runRecommend(argv, catalog, io);
  return { code, ...out };
}

/** Runs a data command (`runImport`, `runRefresh`) as a terminal would, keeping what it prints. */
export async function runCommand(
  run: (argv: readonly string[], io: CliIo) => Promise<number>,
  ...argv: string[]
) {
  const { io, out } = captured();
  const status = await run(argv, io);
  return { status, ...out };
}
