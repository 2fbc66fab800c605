/**
 * What a team in mainland China can buy and rent, per GPU, with the dated events behind it.
 * Export rules govern new supply into China; renting what is already in the country's data
 * centres is a separate question, answered on its own line. Each event carries its source and
 * date, in both languages. Read in stored public copies on 2026-12-05; news reports are graded
 * as such (the rules themselves were not read in the Federal Register).
 */
import type { Source } from '../schema';
import { DOMESTIC_GPU_IDS as DOMESTIC } from './gpus-domestic';

/** One dated event: what changed for a buyer in China, and where it is reported. */
export interface SupplyEvent {
  /** YYYY-MM-DD: the day the event took effect or was announced, as the source states it. */
  date: string;
  zh: string;
  en: string;
  source: Source;
}

/**
 * New supply into mainland China: `domestic` (made in China, no US licence), `allowed` (below
 * the US thresholds, no later licence event found), `licence-assured` (licence needed, licences
 * said to be granted, China-side pressure against buying), `licence` (licence required under a
 * presumption of denial), `case-by-case` (licences reviewed case by case, tariff, China-side
 * block reported), `china-stop` (China's regulator told large buyers to stop ordering),
 * `not-sold` (above every exception), `unknown` (no dated event found in the sources read).
 */
export type SupplyStatus =
  | 'domestic'
  | 'allowed'
  | 'licence-assured'
  | 'licence'
  | 'case-by-case'
  | 'china-stop'
  | 'not-sold'
  | 'unknown';

export interface SupplyVerdict {
  status: SupplyStatus;
  /** New supply, one sentence. */
  supply: { zh: string; en: string };
  /** Renting inside the mainland, one sentence. */
  rental: { zh: string; en: string };
  /** The dated events behind the verdict, oldest first. */
  events: readonly SupplyEvent[];
  /** When the GPU model behind a provider's label is inferred: from what. */
  inferred: { zh: string; en: string } | null;
}

/** The day these verdicts were last checked against their sources. */
export const SUPPLY_CHECKED = '2026-12-05';

const ev = (date: string, ref: string, srcDate: string, en: string, zh: string): SupplyEvent => ({
  date,
  en,
  zh,
  source: { ref, date: srcDate },
});

/** The dated events, each with the report it was read in. */
export const SUPPLY_EVENTS = {
  a100h100Licence: ev(
    '2022-08-26',
    'stage.tradelawdaily.com/article/2022/09/02/new-license-requirements-for-nvidia-chips-suggest-isinformed-letter-from-bis-2209010059 (NVIDIA SEC filing of 2022-08-26)',
    '2022-09-02',
    'US licence required for A100 and H100 exports to China (NVIDIA filing)',
    '美国要求 A100、H100 对华出口须持许可证（英伟达公告）',
  ),
  rule2023: ev(
    '2023-11-17',
    'videocardz.com/newz/u-s-to-restrict-shipment-of-nvidia-h800-and-rtx-4090-gpus-to-china (NVIDIA 8-K: A100, A800, H100, H800, L40, L40S, RTX 4090 "including but not limited to"); cov.com/en/news-and-insights/insights/2023/10/us-expands-october-7-2022-export-controls-restrictions-on-advanced-computing-and-semiconductor-manufacturing-items (rules take effect 2023-11-17)',
    '2023-10-19',
    'US rule of 2023-10-17 in force: A800, H800, L40, L40S and RTX 4090 (with A100, H100) need a licence, presumption of denial',
    '美国 2023-10-17 新规生效：A800、H800、L40、L40S、RTX 4090（及 A100、H100）须持许可证，原则上拒批',
  ),
  rtx4090dLaunch: ev(
    '2023-12-28',
    'winbuzzer.com/2023/12/29/nvidia-releases-downgraded-rtx-4090d-gpu-for-compliance-with-us-china-export-controls-xcxwbn/',
    '2023-12-29',
    'RTX 4090D launched for China below the licence threshold (TPP under 4,800; 14,592 CUDA cores)',
    'RTX 4090D 面向中国发布，低于许可门槛（TPP 低于 4800；14592 个 CUDA 核心）',
  ),
  clarified2024: ev(
    '2024-04-04',
    'tomshardware.com/pc-components/gpus/us-wields-the-banhammer-against-sanctions-compliant-nvidia-rtx-4090d-dragon-updated-law-prohibits-70-teraflops-or-greater-gpus-from-export-to-china (update of 2024-04-04 with NVIDIA’s reply)',
    '2024-04-04',
    'US "corrections and clarifications" do not affect H20 and RTX 4090D (earlier reports said they would)',
    '美国“更正与澄清”不影响 H20 与 RTX 4090D（此前有报道称会受影响）',
  ),
  h20Licence: ev(
    '2025-04-09',
    'tomshardware.com/tech-industry/artificial-intelligence/nvidia-writes-off-usd5-5-billion-in-gpus-as-us-govt-chokes-off-supply-of-h20s-to-china (NVIDIA statement: informed 2025-04-09, "indefinite future" 2025-04-14; USD 5.5 B charge)',
    '2025-04-15',
    'US requires a licence for H20 exports to China; shipments stop',
    '美国要求 H20 对华出口须持许可证，出货停止',
  ),
  h20Assured: ev(
    '2025-07-14',
    'kesq.com/money/cnn-business-consumer/2025/07/15/nvidia-says-it-will-resume-sale-of-key-ai-chip-to-china/ (CNN)',
    '2025-07-15',
    'NVIDIA: the US government assured that H20 licences will be granted; deliveries to resume',
    '英伟达：美国政府保证将发放 H20 许可证，恢复交付',
  ),
  cacStop: ev(
    '2025-09-17',
    'the-decoder.com/china-orders-bytedance-and-alibaba-to-cancel-nvidia-ai-chip-purchases/; marketscreener.com/news/beijing-wants-to-slam-the-door-on-nvidia-chips-ce7d58d8d881ff26 (Financial Times report)',
    '2025-09-17',
    'China’s Cyberspace Administration tells ByteDance, Alibaba and others to stop testing and ordering RTX Pro 6000D; earlier guidance had discouraged H20 purchases',
    '国家网信办要求字节跳动、阿里巴巴等停止测试和订购 RTX Pro 6000D；此前的指导已不鼓励采购 H20',
  ),
  h200CaseByCase: ev(
    '2026-01-15',
    'cov.com/en/news-and-insights/insights/2026/01/us-commerce-department-revises-license-review-policy-for-exports-of-certain-advanced-computing-commodities-to-china-and-macau; sanctionsnews.bakermckenzie.com (BIS final rule and 25 % Section 232 duty, both effective 2026-01-15)',
    '2026-01-16',
    'US reviews H200-class exports (and less advanced chips) case by case, from the US only, with US lab testing, volume caps and a 25 % tariff',
    '美国对 H200 级（及更低性能）芯片对华出口改为逐案审批，仅限自美出口，须经美国实验室测试、数量上限并加征 25% 关税',
  ),
  h200Customs: ev(
    '2026-01-15',
    'particle.news/story/us-clears-limited-nvidia-h200-sales-to-china-as-new-25-chip-tariff-takes-effect (Reuters report retold: Chinese customs told agents H200 is not permitted)',
    '2026-01-15',
    'Chinese customs reportedly told agents that H200 imports are not permitted (secondary report)',
    '据报道中国海关告知代理商 H200 不准进口（二手报道）',
  ),
  aboveCeiling: ev(
    '2026-01-15',
    'morganlewis.com/pubs/2026/01/bis-revises-export-review-policy-for-advanced-ai-chips-destined-for-china-and-macau (case-by-case only below TPP 21,000 and 6,500 GB/s DRAM bandwidth)',
    '2026-01-16',
    'Chips above the case-by-case ceiling (TPP 21,000 or 6,500 GB/s of memory bandwidth), such as Blackwell B200/B300, stay under a presumption of denial',
    '超过逐案审批上限（TPP 21000 或显存带宽 6500 GB/s）的芯片（如 Blackwell B200/B300）仍原则上拒批',
  ),
  domestic: ev(
    '2025-09-17',
    'marketscreener.com/news/beijing-wants-to-slam-the-door-on-nvidia-chips-ce7d58d8d881ff26 (regulators compared Huawei, Cambricon, Alibaba and Baidu chips with the NVIDIA parts allowed; push for a domestic supply chain)',
    '2025-09-17',
    'Beijing pushes buyers to domestic accelerators; US export licences do not govern their sale in China',
    '北京推动采用国产加速卡；其在国内销售不受美国出口许可约束',
  ),
} as const satisfies Record<string, SupplyEvent>;

const E = SUPPLY_EVENTS;

const RENT_FLEET = {
  en: 'Renting: the fleet already in China is still rented; no new capacity arrives.',
  zh: '租用：国内存量机群仍可租用，但不会有新增产能。',
};
const RENT_NONE = {
  en: 'Renting: no mainland offer in this catalog; capacity abroad is the realistic route.',
  zh: '租用：本目录中没有中国内地的报价，现实的选择是租用境外算力。',
};

const VERDICTS: Record<Exclude<SupplyStatus, 'unknown'>, Omit<SupplyVerdict, 'inferred'>> = {
  domestic: {
    status: 'domestic',
    supply: {
      en: 'Domestic accelerator: bought from the Chinese vendor, no US licence involved; volumes depend on the vendor’s output.',
      zh: '国产加速卡：向国内厂商采购，不涉及美国许可证；供货量取决于厂商产能。',
    },
    rental: {
      en: 'Renting: offered by mainland clouds (Huawei Cloud, Baidu AI Cloud and others); some cities subsidise it with compute vouchers.',
      zh: '租用：内地云厂商（华为云、百度智能云等）提供；部分城市以算力券补贴。',
    },
    events: [E.domestic],
  },
  allowed: {
    status: 'allowed',
    supply: {
      en: 'New supply: designed for China under the 2023 thresholds; no later licence event found.',
      zh: '新增供货：按 2023 年门槛为中国市场设计，未见后续许可事件。',
    },
    rental: {
      en: 'Renting: commonly offered by mainland clouds.',
      zh: '租用：内地云厂商普遍提供。',
    },
    events: [E.rule2023],
  },
  'licence-assured': {
    status: 'licence-assured',
    supply: {
      en: 'New supply: US licence needed since 2025-04-09, said to be granted since 2025-07-14; Chinese regulators discourage buying it. Volatile.',
      zh: '新增供货：自 2025-04-09 起须美国许可证，2025-07-14 起称将获批；中国监管部门不鼓励采购。变数大。',
    },
    rental: {
      en: 'Renting: offered by mainland clouds as available (Alibaba gn8v, Volcano Engine H20 nodes, rental platforms).',
      zh: '租用：内地云厂商视库存提供（阿里云 gn8v、火山引擎 H20 节点、算力租赁平台）。',
    },
    events: [E.clarified2024, E.h20Licence, E.h20Assured, E.cacStop],
  },
  licence: {
    status: 'licence',
    supply: {
      en: 'New supply: US licence required since 2023-11-17, presumption of denial.',
      zh: '新增供货：自 2023-11-17 起须美国许可证，原则上拒批。',
    },
    rental: RENT_FLEET,
    events: [E.rule2023],
  },
  'case-by-case': {
    status: 'case-by-case',
    supply: {
      en: 'New supply: licence required; since 2026-01-15 reviewed case by case with a 25 % tariff, and Chinese customs reportedly block it.',
      zh: '新增供货：须许可证；自 2026-01-15 起逐案审批并加征 25% 关税，据报中国海关不予放行。',
    },
    rental: RENT_NONE,
    events: [E.a100h100Licence, E.h200CaseByCase, E.h200Customs],
  },
  'china-stop': {
    status: 'china-stop',
    supply: {
      en: 'New supply: China’s regulator told large firms on 2025-09-17 to stop testing and ordering it.',
      zh: '新增供货：2025-09-17 国家网信办要求大型企业停止测试和订购。',
    },
    rental: RENT_NONE,
    events: [E.cacStop],
  },
  'not-sold': {
    status: 'not-sold',
    supply: {
      en: 'New supply: not sold into China; above every US exception (presumption of denial).',
      zh: '新增供货：不对华销售；超出美国所有例外范围（原则上拒批）。',
    },
    rental: RENT_NONE,
    events: [E.rule2023, E.aboveCeiling],
  },
};

const UNKNOWN: SupplyVerdict = {
  status: 'unknown',
  supply: {
    en: 'New supply: not named among the parts the 2023 rule caught (the list is "including but not limited to"); no dated event found. Ask the seller.',
    zh: '新增供货：不在 2023 年新规点名的型号之列（清单为“包括但不限于”）；未见有日期的事件。请向卖方确认。',
  },
  rental: {
    en: 'Renting: offered in mainland clouds where this catalog lists it.',
    zh: '租用：以本目录所列内地报价为准。',
  },
  events: [E.rule2023],
  inferred: null,
};

type Listed = Exclude<SupplyStatus, 'unknown' | 'domestic' | 'china-stop'>;

/**
 * GPU ids by status (catalog ids; an NVIDIA GPU not listed is `unknown`). The RTX Pro 6000D
 * (`china-stop`) and RTX 4090D (`allowed`, cleared 2024-04-04) have no row in the catalog yet.
 */
const BY_STATUS: Record<Listed, readonly string[]> = {
  allowed: ['l20-48gb'],
  'licence-assured': ['h20-96gb', 'aliyun-h-96gb'],
  licence: ['a800-40gb', 'a800-80gb', 'rtx-4090-24gb', 'l40-48gb', 'l40s-48gb'],
  'case-by-case': [
    'a100-40gb-pcie',
    'a100-40gb-sxm',
    'a100-80gb-pcie',
    'a100-80gb-sxm',
    'h100-80gb-pcie',
    'h100-80gb-sxm',
    'h100-94gb-nvl',
    'h200-141gb-sxm',
    'gh200-96gb',
  ],
  'not-sold': ['b200-180gb', 'b300-262gb', 'gb200-192gb', 'gb300-278gb'],
};

const STATUS_OF = new Map<string, Listed>(
  Object.entries(BY_STATUS).flatMap(([status, ids]) => ids.map((id) => [id, status as Listed])),
);

/** Renting the A100 in the mainland: this catalog lists Alibaba's A100 80GB instances there. */
const A100_RENTAL = {
  en: 'Renting: the fleet already in China is still rented (Alibaba lists A100 80GB instances in the mainland); no new capacity arrives.',
  zh: '租用：国内存量机群仍可租用（阿里云在内地有 A100 80GB 实例）；不会有新增产能。',
};

/** Where a provider's own label stands for a GPU model: what the model is inferred from. */
const INFERRED: Record<string, { zh: string; en: string }> = {
  'aliyun-h-96gb': {
    en: 'Alibaba’s label "H 96GB" names no model; inferred to be the H20 from Alibaba’s own figures (96 GB HBM3, 4 TB/s, 900 GB/s NVLink), which match only the H20’s datasheet.',
    zh: '阿里云标签“H 96GB”未写明型号；据阿里云自己公布的参数（96 GB HBM3、4 TB/s、900 GB/s NVLink）推断为 H20，只有 H20 的规格与之相符。',
  },
};

const FORK =
  'memory from the public SkyPilot-format catalog of Alibaba (github:sugarlxn/skypilot-catalog catalogs/v8/alicloud/vms.csv @003c56a7)';

/** Alibaba's own labels for GPUs it rents in the mainland without naming the model. */
const MASKED: Record<string, { zh: string; en: string }> = {
  'aliyun-g39-24gb': {
    en: `"G39" (gn7t): 24 GB, ${FORK}; no public source maps it to a GPU model, so none is inferred and speed stays unknown.`,
    zh: `“G39”（gn7t）：24 GB，显存取自阿里云公开目录；没有公开资料对应到具体型号，故不作推断，速度未知。`,
  },
  'aliyun-g49-24gb': {
    en: `"G49" (gn8t): 24 GB, ${FORK}; no public mapping to a GPU model found, so none is inferred and speed stays unknown.`,
    zh: `“G49”（gn8t）：24 GB，显存取自阿里云公开目录；未找到对应型号的公开资料，故不作推断，速度未知。`,
  },
  'aliyun-g49e-48gb': {
    en: `"G49E" (gn8te): 48 GB, ${FORK}; no public mapping to a GPU model found, so none is inferred and speed stays unknown.`,
    zh: `“G49E”（gn8te）：48 GB，显存取自阿里云公开目录；未找到对应型号的公开资料，故不作推断，速度未知。`,
  },
  'aliyun-g59-32gb': {
    en: `"G59" (gn9t): 32 GB, ${FORK}; no public mapping to a GPU model found, so none is inferred and speed stays unknown.`,
    zh: `“G59”（gn9t）：32 GB，显存取自阿里云公开目录；未找到对应型号的公开资料，故不作推断，速度未知。`,
  },
  'aliyun-h-e-141gb': {
    en: `"H-e" (gn8e / gn8ep): 141 GB, ${FORK}; 141 GB is the H200's memory, but another 141 GB Hopper part cannot be ruled out, so no model is inferred and speed stays unknown. Sold in Hong Kong, outside the mainland.`,
    zh: `“H-e”（gn8e / gn8ep）：141 GB，显存取自阿里云公开目录；141 GB 与 H200 相同，但不能排除其他 141 GB 的 Hopper 型号，故不作推断，速度未知。仅在香港地域销售，不属内地。`,
  },
  'l20n-48gb': {
    en: `"L20N 48G" (gn9g): 48 GB, ${FORK}; the model is not named and no public mapping was found, so speed stays unknown.`,
    zh: `“L20N 48G”（gn9g）：48 GB，显存取自阿里云公开目录；未写明型号，也未找到公开对应，速度未知。`,
  },
  'l20n-72gb': {
    en: 'Alibaba\'s "L20N 72G" (gn9gc): Alibaba publishes a 72 GB Blackwell GPU with its figures but not the model; ranked on those figures, no model inferred.',
    zh: '阿里云“L20N 72G”（gn9gc）：阿里云公布了 72 GB Blackwell GPU 的参数但未写明型号；按这些参数排名，不推断型号。',
  },
};

const MASKED_VERDICT: Omit<SupplyVerdict, 'inferred'> = {
  status: 'unknown',
  supply: {
    en: 'New supply: Alibaba’s own label hides the GPU model, so no export rule can be matched to it.',
    zh: '新增供货：阿里云自有标签未写明 GPU 型号，无法对应到具体出口规定。',
  },
  rental: {
    en: 'Renting: Alibaba rents it in the regions this catalog lists.',
    zh: '租用：以本目录所列阿里云地域为准。',
  },
  events: [E.rule2023],
};

/**
 * The supply verdict for a team in mainland China renting or buying this GPU: `null` for a GPU
 * that is neither NVIDIA's nor a domestic accelerator (nothing dated to say). Pure.
 */
export function supplyVerdictCn(gpu: {
  id: string;
  vendor: 'NVIDIA' | 'AMD' | 'other';
}): SupplyVerdict | null {
  if (DOMESTIC.has(gpu.id)) return { ...VERDICTS.domestic, inferred: null };
  const masked = MASKED[gpu.id];
  if (masked) return { ...MASKED_VERDICT, inferred: masked };
  const status = STATUS_OF.get(gpu.id);
  const inferred = INFERRED[gpu.id] ?? null;
  if (status) {
    const v = VERDICTS[status];
    const rental = gpu.id === 'a100-80gb-sxm' ? A100_RENTAL : v.rental;
    return { ...v, rental, inferred };
  }
  return gpu.vendor === 'NVIDIA' ? UNKNOWN : null;
}

/** NVIDIA GPU ids a buyer in mainland China can still get new, best supplied first. */
export const MAINLAND_NVIDIA: readonly string[] = [
  ...BY_STATUS.allowed,
  ...BY_STATUS['licence-assured'],
];
