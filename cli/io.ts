import { pathToFileURL } from 'node:url';

/** Where a command prints: the terminal's streams, or a test's buffers. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Today (YYYY-MM-DD; the clock's date when absent): prices are judged old against it unless `--as-of` is given. */
  today?: string;
}

/** Ends a command early with `message` on standard error and exit `code` (2: a bad argument). */
class CliExit extends Error {
  constructor(
    message: string,
    readonly code = 2,
  ) {
    super(message);
  }
}

/** Ends a command early: `message` on standard error, exit `code` (caught by `exitCode`). */
export function fail(message: string, code = 2): never {
  throw new CliExit(message, code);
}

/** Runs `run` and turns a `CliExit` into its message and code; anything else is a crash. */
export async function exitCode(io: CliIo, run: () => number | Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof CliExit)) throw e;
    io.stderr(`${e.message}\n`);
    return e.code;
  }
}

/** The terminal's streams. */
export const terminal: CliIo = {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
};

/** Whether the module at `url` is the script node was started with. */
export const isMain = (url: string): boolean => url === pathToFileURL(process.argv[1] ?? '').href;
