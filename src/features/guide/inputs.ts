import type { CheapestGpuHour } from '../../domain/calculators/cheapest';
import type { SpotInput } from '../../domain/calculators/spot';
import type { SubscriptionInput } from '../../domain/calculators/subscription';
import { perGpuTcoInput, type TcoInput } from '../../domain/calculators/tco';
import { COMPRESSION_RATIO, type TransferInput } from '../../domain/calculators/transfer';
import type { GuideValues } from '../../domain/share/guide-params';

/** The cloud price the own-vs-rent comparison uses: the typed one, or the catalog's cheapest A100. */
function tcoPrice(v: GuideValues, cheapest: CheapestGpuHour | null): number {
  return v['g.src'] === 'a100' && cheapest ? cheapest.cnyPerGpuHour : v['g.price'];
}

/** Own vs rent with GPUs priced one by one (`g.per=gpu`, a pick's GPUs). */
const perGpuInput = (v: GuideValues, cheapest: CheapestGpuHour | null): TcoInput =>
  perGpuTcoInput({
    gpus: v['g.gpus'],
    hardwarePerGpu: v['g.hw'],
    facilityPerGpuYear: v['g.fac'],
    powerPerGpuYear: v['g.pow'],
    staffPerYear: v['g.ops'],
    lifeYears: v['g.life'],
    gpuHoursPerMonth: v['g.use'],
    cloudPerGpuHour: tcoPrice(v, cheapest),
    yearlyPriceChange: v['g.trend'] / 100,
    jobHours: v['g.job'],
    localShare: v['g.share'] / 100,
    burstGpus: v['g.bgpus'],
    burstHours: v['g.bh'],
    residualShare: v['g.resid'] / 100,
  });

export const tcoInput = (v: GuideValues, cheapest: CheapestGpuHour | null): TcoInput =>
  v['g.per'] === 'gpu' ? perGpuInput(v, cheapest) : boxInput(v, cheapest);

const boxInput = (v: GuideValues, cheapest: CheapestGpuHour | null): TcoInput => ({
  hardwareCny: v['g.hw'],
  lifeYears: v['g.life'],
  facilityCnyPerYear: v['g.fac'],
  powerCnyPerYear: v['g.pow'],
  staffCnyPerYear: v['g.ops'],
  gpusOwned: v['g.gpus'],
  gpuHoursPerMonth: v['g.use'],
  cloudCnyPerGpuHour: tcoPrice(v, cheapest),
  yearlyPriceChange: v['g.trend'] / 100,
  jobHours: v['g.job'],
  hybrid: {
    localHardwareCny: v['g.lhw'],
    localRunningCnyPerYear: v['g.lrun'],
    localGpus: v['g.lgpus'],
    localShare: v['g.share'] / 100,
    burstGpus: v['g.bgpus'],
    burstHours: v['g.bh'],
  },
  residualShare: v['g.resid'] / 100,
});

export const subscriptionInput = (v: GuideValues): SubscriptionInput => ({
  monthly: v['g.smon'],
  hourly: v['g.shr'],
  hoursPerMonth: v['g.shrs'],
  termMonths: v['g.sterm'],
  usedMonths: Math.min(v['g.sused'], v['g.sterm']),
  termDiscount: v['g.sdisc'] / 100,
});

export const transferRatio = (v: GuideValues): number =>
  v['g.tratio'] ?? COMPRESSION_RATIO[v['g.ttype']];

export const transferInput = (v: GuideValues): TransferInput => ({
  sizeGb: v['g.tgb'],
  cnyPerGb: v['g.tprice'],
  ratio: transferRatio(v),
});

export const spotInput = (
  v: GuideValues,
  provider: { noticeMinutes: number; interruptionsPerDay: number },
): SpotInput => ({
  onDemandCnyPerHour: v['g.xod'],
  spotDiscount: v['g.xoff'] / 100,
  workHours: v['g.xwork'],
  interruptionsPerDay: v['g.xrate'] ?? provider.interruptionsPerDay,
  checkpointMinutes: v['g.xckpt'],
  checkpointWriteMinutes: v['g.xwrite'],
  restartMinutes: v['g.xrestart'],
  noticeMinutes: provider.noticeMinutes,
  saveOnNotice: v['g.xsave'] === '1',
});
