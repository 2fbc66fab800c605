/**
 * Prints, as JSON, the letter runs of the dataset's codes and names (instance types, region codes,
 * GPU names without their notes in brackets, provider names); run with tsx by zh-complete.spec.ts.
 */
import { catalog } from '../../src/domain/catalog';

const words = new Set(
  [
    ...catalog.offers.flatMap((o) => [o.instanceType, o.region]),
    ...catalog.gpus.map((g) => g.name.replace(/\s*\(.*\)/, '')),
    ...catalog.providers.map((p) => p.name.en),
  ].flatMap((text) => text.match(/[A-Za-z]+/g) ?? []),
);
process.stdout.write(JSON.stringify([...words]));
