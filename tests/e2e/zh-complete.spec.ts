import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';

/**
 * The Chinese page is Chinese: every view (landing, each wizard step, results from a rich link,
 * browse, the guide, the quotes manager) rendered in zh holds no Latin word outside an allowlist
 * of units, technical names, model and provider names, and the dataset's codes (instance types,
 * region codes, GPU names). A word with a digit or a code's punctuation (`gn7e-c16g1`,
 * `us-east-1`, `BF16`, `a100_80gb`) is a code and passes.
 */
const LOAD = 30_000;

const ALLOWED = new Set(
  [
    // units and currencies
    'GiB KiB GB TB TB/s MB kB GHz W h s ms min CNY USD RMB FLOP TFLOPS PFLOPS tokens token',
    // technical names
    'GPU GPUs CPU vCPU vCPUs vGPU GPU-hour NVIDIA AMD Intel NVLink NVSwitch PCIe SXM SXM2 SXM4 SXM5 OAM',
    'InfiniBand RDMA EFA RoCE HBM HPC LoRA QLoRA FP BF INT KV CUDA ROCm MIG API CSV JSON URL HGX DGX',
    'LLM MLPerf PyTorch TensorRT-LLM TensorRT Foundry BERT-large ResNet BERT ICP VM IMDSv EventBridge',
    'Markdown MAMF NIM MFU ECS ID IP TCO LZMA JPEG PNG bash curl kW zip gz TCP VMware Dell Inference',
    // an API's status value named in the guide's fact check
    'impaired',
    // the language menu names each language in itself
    'English',
    // GPU families and names
    'Tesla Quadro GeForce RTX Ada Instinct MI Ampere Hopper Blackwell Volta Turing Lovelace',
    'NVL Xp Server Ascend Kunlun FirePro',
    // providers and products named as they name themselves
    'AWS Azure Lambda RunPod Google Cloud GCP Alibaba Tencent Huawei Baidu EC2 Spot Llama Qwen',
    'DeepSeek Mistral Mixtral GLM Yi Gemma',
    // launch tools named as they name themselves
    'SkyPilot dstack vLLM LLaMA-Factory',
    // training software named in a watch-out
    'FSDP DeepSpeed',
  ]
    .join(' ')
    .split(/\s+/),
);

/** Letter runs of the dataset's names and codes (instance types, regions, GPU and provider names). */
const DATASET_WORDS = new Set<string>(
  JSON.parse(
    execFileSync('node_modules/.bin/tsx', ['tests/e2e/dataset-words.ts'], { encoding: 'utf8' }),
  ) as string[],
);

/** Words in `text` that are neither allowed, nor a dataset name, nor a code. */
function latinWords(text: string): string[] {
  const out = new Set<string>();
  const unquoted = text.replace(/“[ -~]+”|"[ -~]+"/g, ' ');
  for (const raw of unquoted.split(/[\s\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+/)) {
    const token = raw.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
    if (!/[A-Za-z]/.test(token)) continue;
    // a code: digits or a code's punctuation inside (gn7e-c16g1, us-east-1, BF16, a.b, x@y)
    if (/[0-9_@:/.#=&?+-]/.test(token)) continue;
    for (const word of token.match(/[A-Za-z]+/g) ?? []) {
      if (!ALLOWED.has(word) && !DATASET_WORDS.has(word)) out.add(word);
    }
  }
  return [...out];
}

/**
 * The visible text of the page, with every disclosure open; code (`pre`, `code`) and text the
 * page declares English (`lang="en"`: a cited source's own title) or quotes verbatim (`q`: the
 * buying guide's own words) left out; so are names in quotation marks (“EC2 Spot Instance
 * Interruption Warning”).
 */
async function pageText(page: Page): Promise<string> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: LOAD });
  // open what is folded away (a pick's reasons and warnings, the ruled-out groups, …)
  const closed = page.locator('main button[aria-expanded="false"]');
  for (let i = 0, n = Math.min(await closed.count(), 12); i < n; i++) {
    const first = closed.first();
    if (!(await first.isVisible())) break;
    await first.click();
  }
  return page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of body.querySelectorAll('pre, code, q, [lang="en"]')) el.remove();
    document.body.append(body);
    body.style.position = 'absolute';
    const text = body.innerText;
    body.remove();
    return text;
  });
}

async function expectChinese(page: Page, where: string) {
  const words = latinWords(await pageText(page));
  expect(words, `Latin words in the zh ${where}`).toEqual([]);
}

test.describe.configure({ timeout: 120_000 });

test('the word check finds English and passes codes, names and units', () => {
  expect(latinWords('速度由规格推算（dense BF16 TFLOPS ratio），并非实测')).toEqual([
    'dense',
    'ratio',
  ]);
  expect(latinWords('H 96GB (Alibaba label)')).toEqual(['label']);
  expect(
    latinWords('8 × H100 80GB SXM5 · 亚马逊云科技 p5.48xlarge · us-east-1 · 1,128 GiB'),
  ).toEqual([]);
});

test('landing and every wizard step are Chinese', async ({ page }) => {
  await page.goto('./?v=1&lang=zh');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectChinese(page, 'landing page');
  await page.goto('./?v=1&view=wizard&lang=zh&model=7&wl=finetune');
  for (const step of ['团队', '工作负载', '预算与时间', '约束条件']) {
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible({
      timeout: LOAD,
    });
    await expectChinese(page, `wizard step ${step}`);
    if (step !== '约束条件') await page.getByRole('button', { name: '下一步' }).click();
  }
});

const RICH_RESULTS =
  'v=1&view=results&team=rnd&wl=finetune&model=70&budget=3000&cur=CNY&spot=1&deadline=48&bill=minute';

for (const [name, query] of [
  ['results (rich link)', RICH_RESULTS],
  ['results (HPC, few choices)', 'v=1&view=results&team=hpc&wl=hpc&work=500&nodes=2&budget=100'],
  ['browse', 'v=1&view=browse'],
  ['guide', 'v=1&view=guide'],
] as const) {
  test(`${name} is Chinese`, async ({ page }) => {
    await page.goto(`./?${query}&lang=zh`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOAD });
    if (name.startsWith('results')) {
      // the picks, or (with too small a budget) what was ruled out and why
      await expect(page.getByRole('heading', { level: 2, name: '已排除' })).toBeVisible({
        timeout: LOAD,
      });
    }
    if (name === 'browse') await expect(page.getByRole('table').first()).toBeVisible();
    await expectChinese(page, name);
  });
}

test('the quotes manager and its form are Chinese', async ({ page }) => {
  await page.goto('./?v=1&view=browse&lang=zh#quotes');
  await expect(page.getByRole('button', { name: /^我的报价/ })).toHaveAttribute(
    'aria-expanded',
    'true',
    { timeout: LOAD },
  );
  await page.getByRole('button', { name: '添加报价' }).click();
  await expectChinese(page, 'quotes manager');
});
