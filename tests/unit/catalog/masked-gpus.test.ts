import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';

/**
 * Alibaba sells some GPUs under its own labels. Where Alibaba's instance-family pages publish the
 * card's figures, the rows carry them with that page as the source, labelled as Alibaba's figures
 * for a GPU it does not name. The expected figures are the ones printed on Alibaba's pages
 * (gn9gc: 72 GB, 1344 GB/s, FP32 52, TF32 126, FP16/BF16 266, FP8/INT8 530 TFLOPS; gn8v: 96 GB
 * HBM3, up to 4 TB/s, FP32 39.5 TFLOPS).
 */
describe('Alibaba masked GPU labels', () => {
  const row = (id: string) => catalog.gpus.find((g) => g.id === id)!;

  it('L20N 72G carries the figures Alibaba publishes for gn9gc / ebmgn9gc / ebmgn9ge', () => {
    const g = row('l20n-72gb');
    expect(g).toMatchObject({
      memoryGiB: 72,
      bandwidthTBps: 1.344,
      fp32Tflops: 52,
      tf32Tflops: 126,
      bf16Tflops: 266,
      fp8Tflops: 530,
      fp64VectorTflops: null,
      fp64TensorTflops: null,
    });
  });

  it('H 96GB carries Alibaba’s memory, bandwidth and FP32, and the H20’s BF16 it is inferred to be', () => {
    const h = row('aliyun-h-96gb');
    expect(h).toMatchObject({
      memoryGiB: 96,
      bandwidthTBps: 4,
      fp32Tflops: 39.5,
      bf16Tflops: row('h20-96gb').bf16Tflops,
      fp8Tflops: null,
      fp64VectorTflops: null,
    });
    // The H20 row's BF16 (148 TFLOPS dense), and the notes say where the model is inferred from.
    expect(h.bf16Tflops).toBe(148);
    expect(h.notes).toMatch(/Inferred to be the H20/);
    expect(h.source.note).toMatch(/H20/);
  });

  it.each(['l20n-72gb', 'aliyun-h-96gb'])(
    '%s names Alibaba’s page as its source and says the model is not named',
    (id) => {
      const g = row(id);
      expect(g.source.ref).toMatch(/help\.aliyun\.com|alibabacloud\.com\/help/);
      expect(g.source.ref).toMatch(id === 'l20n-72gb' ? /gn9gc/ : /gn8v/);
      expect(g.notes).toMatch(/^As Alibaba publishes; GPU model not named\./);
      expect(g.vendor).toBe('other');
    },
  );

  it('labels without published figures keep every speed spec unknown', () => {
    for (const id of [
      'aliyun-g39-24gb',
      'aliyun-g49-24gb',
      'aliyun-g49e-48gb',
      'aliyun-g59-32gb',
      'aliyun-h-e-141gb',
      'aliyun-v8-48gb',
      'l20n-48gb',
    ]) {
      const g = row(id);
      expect([g.bandwidthTBps, g.bf16Tflops, g.fp32Tflops, g.fp64VectorTflops], id).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
  });
});
