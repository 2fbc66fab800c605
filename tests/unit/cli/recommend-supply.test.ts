import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import { runCli } from './run-cli';

const LINK =
  'team=enterprise&wl=infer&model=deepseek-v3&prec=fp8&users=200&region=cn&loc=cn&cur=CNY';

describe('the command line for a team in mainland China', () => {
  it('prints each first pick’s supply verdict with its dates', () => {
    const { code, stdout: out } = runCli(catalog, LINK);
    expect(code).toBe(0);
    expect(out).toMatch(/case by case, blocked: New supply: .*2026-01-15/);
  });

  it('prints none for a team elsewhere', () => {
    const { stdout: out } = runCli(catalog, LINK.replace('loc=cn', 'loc=global'));
    expect(out).not.toMatch(/New supply:/);
  });
});
