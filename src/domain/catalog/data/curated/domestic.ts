import type { OfferInput } from '../../schema';
import { RECORDED_ON } from '../meta';
import { defineOffers } from './define';

/**
 * Instances on accelerators made in China. No public price list was read for them (Huawei's
 * calculator, which covers ModelArts Ascend pools, was not stored), so they are listed at "price
 * on request": a user prices one with a quote and it ranks like any offer.
 */
export const domesticOffers: readonly OfferInput[] = defineOffers(
  {
    provider: 'huawei',
    currency: 'CNY',
    regionGroup: 'cn',
    asOf: RECORDED_ON,
    asOfKind: 'undated-snapshot',
    source: {
      ref: 'github:huaweicloud/terraform-provider-huaweicloud docs/data-sources/modelartsv2_node_pool_nodes.md @8be68203998669d0c48540dcc0c7b686c202fbd6',
      date: null,
      note: 'Names the ModelArts dedicated-pool flavor modelarts.bm.npu.arm.8snt9b3.i6l.d.c004 (bare metal, Arm host, 8 NPUs); no price.',
    },
  },
  [
    {
      instanceType: 'modelarts.bm.npu.arm.8snt9b3.i6l.d.c004',
      region: 'any',
      regionNote: 'The provider documentation names no region.',
      gpu: 'ascend-910b-64gb',
      gpuCount: 8,
      gpuMemoryGiB: 512,
      memoryNote:
        '8 × 64 GB, as vLLM-Ascend describes an Atlas 800 A2 server; the flavor itself states no memory.',
      onDemand: null,
      spot: null,
      flags: ['gpu-model-unconfirmed', 'arm-host'],
      notes:
        'ModelArts dedicated resource pool, bare metal with an Arm host. "8snt9b3" is read as eight Ascend 910B3 (Huawei’s snt9b code for the 910B series): inferred from the flavor code, not stated. No public price found: price on request — add your quote to rank it. Runs CANN with MindIE or vLLM-Ascend, not CUDA.',
    },
  ],
);
