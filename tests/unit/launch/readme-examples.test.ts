/**
 * The README's worked launch examples are what the command line prints: each example names its
 * command (`npm run recommend -- "<link>" --launch=<tool>`) and the block under it is compared with
 * that command's output on the catalog. `UPDATE_README=1 npx vitest run <this file>` rewrites the
 * blocks from the command line (read the diff before committing it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { runCli } from '../cli/run-cli';

const README = join(__dirname, '../../../README.md');
const EXAMPLE =
  /`npm run recommend -- "([^"`]+)" --launch=([a-z-]+)`\n\n```([a-z]+)\n([\s\S]*?)```/g;

const text = readFileSync(README, 'utf8');
const start = text.indexOf('Worked examples (the output of `--launch=<tool>`');
const end = text.indexOf('\n## ', start);
const section = text.slice(start, end);
const examples = [...section.matchAll(EXAMPLE)].map((m) => ({
  whole: m[0],
  link: m[1] as string,
  tool: m[2] as string,
  lang: m[3] as string,
  block: m[4] as string,
}));

const printed = (link: string, tool: string) => runCli(catalog, link, `--launch=${tool}`).stdout;

if (process.env.UPDATE_README === '1') {
  let next = section;
  for (const x of examples) {
    next = next.replace(x.whole, x.whole.replace(x.block, printed(x.link, x.tool)));
  }
  writeFileSync(README, text.slice(0, start) + next + text.slice(end));
}

describe('the README’s worked launch examples', () => {
  it('there are examples of every tool', () => {
    expect(new Set(examples.map((x) => x.tool))).toEqual(
      new Set(['skypilot', 'dstack', 'provider-cli', 'serve', 'finetune', 'train']),
    );
  });

  it.each(examples.map((x) => [`${x.tool} ${x.link}`, x] as const))(
    '%s: the block is what the command line prints',
    (_, x) => {
      expect(x.block).toBe(printed(x.link, x.tool));
    },
  );
});
