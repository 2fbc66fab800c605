import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'engine.title': 'Recommendation engine',

    'engine.excluded.no-price': 'No public price (price on request): add your own quote to rank it',
    'engine.excluded.spot-only': 'Sold as spot (or flex-start) only: allow spot to rank it',
    'engine.excluded.retired': 'The provider has retired this size: it can no longer be rented',
    'engine.excluded.price-suspect':
      'Price suspect: the listing shows spot above on-demand and no dated source corrects it; confirm the price with the provider',
    'engine.excluded.speed-unknown': 'Speed of {gpu} unknown: no benchmark and no usable spec',
    'engine.excluded.fp8-unsupported':
      '{gpu} cannot serve FP8 weights: vLLM runs FP8 models only from compute capability 7.5 (Turing) on',
    'engine.excluded.memory':
      'Needs about {need} GiB of GPU memory; this instance has {capacity} GiB',
    'engine.excluded.memory-unknown':
      'Needs about {need} GiB of GPU memory; this instance’s GPU memory is not known',
    'engine.excluded.region': 'Runs in {region}, outside the wanted region group ({wanted})',
    'engine.excluded.provider': 'Provider {provider} is not among the chosen providers',
    'engine.excluded.fabric': 'No InfiniBand, RDMA or EFA between instances',
    'engine.excluded.vgpu': 'A vGPU slice ({share} of a card), not a whole GPU',
    'engine.excluded.billing': 'Billed per {granularity}; at least per {wanted} was asked for',
    'engine.excluded.deadline': 'Takes longer than the {deadline} h deadline',
    'engine.excluded.budget': 'Costs more than the {budget} {cur} budget for the job',
    'engine.excluded.budget-month': 'Costs more than the monthly budget of {budget} {cur}',

    'engine.reason.time': 'Finishes in about {hours} h (as fast as {gpus} A100 80GB SXM)',
    'engine.reason.throughput':
      'About {tokens} tokens/s when batched, about {costPerMillion} {cur} per million tokens (estimate)',
    'engine.reason.throughput-one':
      'About {tokens} tokens/s for its one user, about {costPerMillion} {cur} per million tokens (estimate)',
    'engine.reason.speed': 'Serves at about {relative}× the speed of one A100 80GB SXM',
    'engine.reason.cost': 'About {cost} {cur} for the job ({billed} h billed)',
    'engine.reason.monthly': 'About {cost} {cur} a month if it runs all the time',
    'engine.reason.budget': 'Uses {percent} % of the budget',
    'engine.reason.memory': 'Fits in memory: needs about {need} GiB, has {capacity} GiB',
    'engine.reason.spot-saves': 'Spot saves about {saving} {cur}, interruptions included',
    'engine.reason.commitment-subscription':
      'Priced as a {months}-month subscription: {effective} {cur}/h over the term, {upfront} {cur} of it paid upfront per instance',
    'engine.reason.commitment-reserved':
      'Priced as a {months}-month reserved instance: {effective} {cur}/h over the term, {upfront} {cur} paid upfront per instance',
    'engine.reason.commitment-savings-plan':
      'Priced under a {months}-month savings plan: {effective} {cur}/h over the term, {upfront} {cur} paid upfront per instance',
    'engine.reason.commitment-committed-use':
      'Priced under a {months}-month committed-use discount: {effective} {cur}/h over the term, {upfront} {cur} paid upfront per instance',
    'engine.reason.commitment-saves-on-demand':
      'The commitment saves about {saving} {cur} ({percent} %) against paying on demand',
    'engine.reason.commitment-saves-spot':
      'The commitment saves about {saving} {cur} ({percent} %) against spot, with no interruptions',
    'engine.warning.commit-stale':
      'The commitment price is of {asOf}, {days} days ago: check the provider’s current price before you commit',
    'engine.warning.commit-upfront':
      'Paid upfront, before any use: {paid} {cur} per instance at the start of each term ({total} {cur} for {instances} {instances|instance|instances} over {terms} {terms|term|terms})',
    'engine.warning.commit-exit-paid-minus-used':
      'Leaving early refunds what was paid less what was used: after {used} of {months} months, {refund} {cur} of the {paid} {cur} paid per instance comes back ({penalty} {cur} more than those months at the subscription’s rate)',
    'engine.warning.commit-exit-repriced-at-payg':
      'Leaving early re-prices the months used at the monthly price and the rest at pay-as-you-go, so the term discount is lost: after {used} of {months} months, {refund} {cur} of the {paid} {cur} paid per instance comes back ({penalty} {cur} more than those months at the subscription’s rate)',
    'engine.warning.commit-exit-paid-minus-used-minus-fee':
      'Leaving early refunds what was paid less what was used less a {fee} % handling fee: after {used} of {months} months, {refund} {cur} of the {paid} {cur} paid per instance comes back ({penalty} {cur} more than those months at the subscription’s rate)',
    'engine.warning.commit-exit-aws-reserved':
      'An AWS Reserved Instance cannot be cancelled: leaving after {used} of {months} months leaves {lost} {cur} per instance paid or owed for the rest of the term. A Standard one can be listed for sale on the Reserved Instance Marketplace; a Convertible one cannot be sold',
    'engine.warning.commit-exit-aws-savings-plan':
      'An AWS Savings Plan runs its whole term once the short return window after purchase has passed: leaving after {used} of {months} months leaves {lost} {cur} per instance paid or owed',
    'engine.warning.commit-exit-azure-reserved':
      'An Azure reservation can be refunded for its unused part (at most USD 50,000 of cancelled commitments in a rolling 12 months): leaving after {used} of {months} months returns about {refund} {cur} per instance; no early-termination fee is charged today, and Microsoft says a 12 % fee ({fee} {cur}) may apply later',
    'engine.warning.commit-exit-azure-savings-plan':
      'An Azure savings plan cannot be cancelled or exchanged: leaving after {used} of {months} months leaves {lost} {cur} per instance owed for the rest of the term',
    'engine.warning.commit-exit-gcp-committed-use':
      'A Google Cloud commitment cannot be cancelled after purchase: leaving after {used} of {months} months leaves {lost} {cur} per instance owed for the rest of the term',
    'engine.warning.commit-exit-unknown':
      'The dataset has no early-exit rule for this commitment: count on leaving after {used} of {months} months losing the unused {lost} {cur} per instance',
    'engine.reason.billing-second': 'Billed per second: no paying for unused parts of an hour',
    'engine.reason.billing-minute': 'Billed per minute',
    'engine.reason.fabric': 'Instances connected by {fabric} for multi-node work',
    'engine.reason.network':
      '{nodes} instances over {gbps} Gb/s ({fabric}; {source}): {share} % of each step computes, the rest waits on the gradient all-reduce',
    'engine.reason.network-flat':
      '{nodes} instances over {gbps} Gb/s ({fabric}; {source}); model size unknown, so the flat multi-node efficiency applies',
    'engine.reason.trial': 'The provider offers a free trial or credits',
    'engine.reason.pareto': 'No other choice is both faster and cheaper',
    'engine.reason.user-speed':
      'One user gets about {tokens} tokens/s from one replica on {gpus} {gpus|GPU|GPUs} (estimate)',
    'engine.reason.replicas':
      '{replicas} {replicas|replica|replicas} of {gpus} {gpus|GPU|GPUs} on {instances} {instances|instance|instances} {replicas|serves|serve} the {users} {users|user|users}',
    'engine.reason.spare-gpus':
      'The model needs {gpus} of its {count} GPUs: the others could serve more users in parallel',
    'engine.reason.below':
      'Placed below {offer}, which does the same job at least as fast for {percent} % less',
    'engine.reason.below-faster':
      'Placed below {offer}, which does the same job {times} times as fast for only {percent} % more',
    'engine.reason.variant':
      'The same GPUs as {offer} in a dearer box ({percent} % more, no faster for this job): listed after the distinct first choices',
    'engine.reason.variant-kept':
      'The same GPUs as {offer} in a dearer box ({percent} % more, no faster for this job); it stays this high because the next different choice is slower or costs more still',
    'engine.reason.score':
      'Score parts: time {performance} %, cost {cost} %, certainty {capability} % (each against the best on it; certainty: the share of the figure that is not risk)',

    'engine.warning.memory-tight':
      'Tight fit: needs about {need} GiB of {capacity} GiB; a longer context or a bigger batch may not fit',
    'engine.warning.sharded':
      'One {gpu} holds {capacity} GiB, less than the {need} GiB this fine-tune needs: it runs only sharded across the {gpus} GPUs (FSDP or DeepSpeed ZeRO-3), more setup than one GPU that holds it',
    'engine.warning.speed-specs': 'Speed estimated from specifications ({method}), not measured',
    'engine.warning.billing-unknown':
      'Billing granularity not known: costed as billed per started hour',
    'engine.warning.minimum-charge': 'A minimum charge of {minutes} min applies',
    'engine.warning.stale': 'Price dated {asOf}, {days} days old: check the current price',
    'engine.warning.network-unknown':
      'The provider states no bandwidth between these instances: {gbps} Gb/s assumed (conservative); {share} % of each step computes',
    'engine.suggest.one-node':
      'One instance is cheaper: {offer} does the job in {hours} h for {cost} {cur}, against {base} {cur} for the first pick on {nodes} instances',
    'engine.warning.undated':
      'Undated snapshot, recorded on {asOf}: the source states no date, so check the current price',
    'engine.warning.spot-deadline':
      'Spot under a hard deadline of {deadline} h with only {slack} h of slack: two interruptions more than expected would miss it; on demand takes {hours} h for {cost} {cur}',
    'engine.warning.spot-deadline-only':
      'Spot under a hard deadline of {deadline} h with only {slack} h of slack: two interruptions more than expected would miss it (no on-demand price here)',
    'engine.warning.spot':
      'Spot: about {interruptions} interruptions expected; checkpoint every {ckpt} min',
    'engine.warning.spot-notice':
      'Spot: about {interruptions} interruptions expected, each announced {notice} min ahead; checkpoint every {ckpt} min',
    'engine.warning.spot-above': 'The listed spot price is above the on-demand price',
    'engine.warning.location-abroad':
      'Outside mainland China, for a team in mainland China: needs an overseas account and a card the provider accepts; data sent abroad falls under China’s cross-border data rules; expect higher latency from the mainland',
    'engine.warning.location-mainland':
      'In mainland China, for a team outside it: needs a real-name verified account (and an ICP filing to serve a website), usually paid in CNY; data stored there falls under Chinese law; expect higher latency from abroad',
    'engine.warning.vgpu': 'A vGPU slice ({share} of a card): speed and memory are shared',
    'engine.warning.vgpu-whole':
      'Whole cards served through vGPU virtualisation, not passthrough: some drivers, profilers and CUDA features may be limited',
    'engine.warning.arm-host':
      'The host CPU is Arm (aarch64): x86-only software and container images will not run',
    'engine.warning.no-bf16': '{gpu} has no BF16 tensor cores: use FP16, expect lower speed',
    'engine.warning.no-fp8':
      '{gpu}: no FP8 tensor cores known, so FP8 is counted as weight-only FP8 (as vLLM runs it with FP8 Marlin kernels): 8-bit weight memory and reads, 16-bit compute speed',
    'engine.warning.rocm': 'AMD GPU: needs a ROCm build of your framework',
    'engine.warning.below-target':
      'Each user gets about {tokens} tokens/s, below the {tps} asked for, even with {gpus} {gpus|GPU|GPUs} per replica',
    'engine.warning.over-budget':
      '{percent} % over the {budget} {cur} budget: shown because fewer than three choices fit it',
    'engine.warning.legacy-gpu':
      '{gpu} has no tensor cores: far slower for AI work than newer cards; expect old drivers and CUDA versions',
    'engine.warning.catalog-anomaly':
      'The catalog row contradicts the provider’s own documentation: confirm the configuration before renting',
    'engine.warning.gpu-unconfirmed':
      'No source confirms which GPU this instance has: ask the provider before relying on it',
    'engine.warning.ethernet':
      'No InfiniBand/RDMA between instances: multi-node scaling will be poor',
    'engine.warning.transfer':
      'Moving {gb} GB in may take hours and cost transfer fees: see the transfer calculator',

    'engine.notice.memory-unknown':
      'Give the “Model size” or the “GPU memory needed”: GPU memory was not checked',
    'engine.notice.memory-unknown-hpc':
      'Give the “GPU memory needed” for an HPC job: GPU memory was not checked',
    'engine.notice.model-ignored-hpc':
      'The model size does not apply to HPC jobs; give the “GPU memory needed” instead',
    'engine.notice.model-unknown':
      'The model “{model}” is not in the model catalog, so its GPU memory and speed are unknown and nothing is ranked. Closest known models: {closest}',
    'engine.notice.model-unsizable':
      '“{model}” is neither a model of the catalog nor a size from {min} to {max} billion parameters, so its GPU memory and speed are unknown and nothing is ranked',
    'engine.notice.unknown-provider': 'Unknown provider id “{provider}”: ignored',
    'engine.notice.size-architecture':
      'A model given by size is sized as a typical architecture of that size, like {like}: {layers} layers, hidden size {hidden}, {kv} KV heads × {headDim}, {kib} KiB of KV cache per token. Choose the model by name for its own figures',
    'engine.notice.model-architecture':
      'Memory from {model}’s architecture: {layers} layers, KV heads × size {kv}, {kib} KiB of KV cache per token',
    'engine.notice.model-moe':
      'Mixture of experts: all {total}B parameters stay in GPU memory; decoding reads the {active}B active ones per token',
    'engine.notice.ft-ignored':
      'The fine-tuning method (ft) applies to training and fine-tuning only: ignored here',
    'engine.notice.context-too-long':
      'The sequence length is longer than the model’s context ({max} tokens)',
    'engine.notice.serving-load':
      'Sized for {users} concurrent {users|user|users} at {tps} tokens/s each: replicas, instances, cost per month and per million tokens follow, for a well-tuned server (vLLM, SGLang, TensorRT-LLM). Published runs of other engines are slower: llama.cpp reads weights at no more than {llamaTBps} TB/s per GPU ({llamaH100}× slower than a tuned server on an H100 SXM; fitted on {llamaRuns} runs), and TGI 1.0 adds about {tgiNvlinkMs} ms to every step on several GPUs joined by NVLink, {tgiPcieMs} ms over PCIe ({tgiRuns} runs)',
    'engine.notice.batched-throughput':
      'Tokens per second and cost per million tokens assume saturated, batched serving; one user at a time gets about a tenth',
    'engine.notice.quantised':
      'Weight-only int8/int4 (AWQ, GPTQ): memory and decode speed follow the smaller weights; answer quality depends on the model, so check its quantised evaluations',
    'engine.notice.quantised-serving-only':
      'int8/int4 are weight-only formats for serving: this job is costed at BF16 (for 4-bit fine-tuning choose QLoRA)',
    'engine.notice.multi-node-ethernet':
      'Several instances without InfiniBand/RDMA: scaling is assumed to be poor',
    'engine.notice.closest-deadline':
      'Fastest: {offer} would take about {hours} h ({cost} {cur}), over the {deadline} h deadline',
    'engine.notice.closest-budget':
      'Cheapest: {offer} would cost about {cost} {cur} ({hours} h), over the {budget} {cur} budget',
    'engine.notice.mainland-best':
      'Best choice in mainland China: #{rank} {offer}, {hours} h for {cost} {cur} ({dHours} h and {dCost} {cur} against the first pick, {first}, abroad)',
    'engine.notice.mainland-none':
      'No offer in mainland China meets every constraint; every choice above runs abroad',
    'engine.notice.none-feasible':
      'No offer meets every constraint: see the excluded offers and relax one',
    'engine.suggest.nodes':
      'Use {nodes} instances with a fast interconnect: {offer} takes about {hours} h for {cost} {cur}',
    'engine.suggest.deadline': 'Allow {deadline} h: {offer} takes about {hours} h for {cost} {cur}',
    'engine.suggest.spot': 'Allow spot instances: {offer} costs about {cost} {cur} ({hours} h)',
    'engine.suggest.budget':
      'Raise the budget to {budget} {cur}: {offer} costs about {cost} {cur} ({hours} h)',
    'engine.suggest.prec': 'Serve at {prec}: {offer} then holds the model, about {cost} {cur}',
    'engine.suggest.region': 'Look in every region: {offer}, about {cost} {cur} ({hours} h)',
    'engine.suggest.prov': 'Allow every provider: {offer}, about {cost} {cur} ({hours} h)',
    'engine.suggest.bill': 'Accept hourly billing: {offer}, about {cost} {cur} ({hours} h)',
    'engine.suggest.pt': 'Accept vGPU instances: {offer}, about {cost} {cur} ({hours} h)',

    'engine.assumption.gpuMemoryUtilization':
      'Share of GPU memory the serving engine uses (vLLM gpu_memory_utilization)',
    'engine.assumption.servingRuntimeGib': 'Serving runtime: CUDA context and CUDA graphs',
    'engine.assumption.prefillChunkTokens':
      'Tokens of one batched forward pass in serving (max_num_batched_tokens)',
    'engine.assumption.activationBytesPerHiddenPerToken':
      'Activations of one layer per token per hidden unit',
    'engine.assumption.loraRank': 'LoRA adapter rank (q, k, v, o, gate, up, down projections)',
    'engine.assumption.loraAdapterBytes':
      'LoRA: bytes per adapter parameter with its gradient and AdamW states',
    'engine.assumption.qloraBitsPerWeight':
      'QLoRA: bits per base weight (NF4, double quantisation)',
    'engine.assumption.qloraAdapterBytes':
      'QLoRA: bytes per adapter parameter with its gradient and paged 8-bit AdamW states',
    'engine.assumption.trainBytesPerParam':
      'Bytes per parameter in full training (AdamW, mixed precision)',
    'engine.assumption.fitMargin': 'Memory headroom for a comfortable fit',
    'engine.assumption.nvlinkEfficiency2': 'Scaling efficiency, 2 GPUs over NVLink',
    'engine.assumption.nvlinkEfficiency4': 'Scaling efficiency, 4 GPUs over NVLink',
    'engine.assumption.nvlinkEfficiency8': 'Scaling efficiency, 8 GPUs over NVLink',
    'engine.assumption.pcieEfficiency2': 'Scaling efficiency, 2 GPUs over PCIe',
    'engine.assumption.pcieEfficiency4': 'Scaling efficiency, 4 GPUs over PCIe',
    'engine.assumption.pcieEfficiency8': 'Scaling efficiency, 8 GPUs over PCIe',
    'engine.assumption.nodeEfficiency': 'Multi-node efficiency over InfiniBand/RDMA/EFA',
    'engine.assumption.nodeEfficiencyWithoutFabric':
      'Multi-node efficiency over Ethernet (model size unknown)',
    'engine.assumption.tokensPerStep': 'Tokens per optimizer step (multi-node)',
    'engine.assumption.commOverlap': 'Share of a step’s compute the all-reduce hides behind',
    'engine.assumption.referenceTrainingTflops': 'Achieved training TFLOPS of the reference A100',
    'engine.assumption.unknownEthernetGbps': 'Inter-node bandwidth assumed when none is stated',
    'engine.assumption.unknownFabricGbps':
      'Inter-node bandwidth assumed for an RDMA fabric of unstated speed',
    'engine.assumption.spotInterruptionsPerDay': 'Spot interruptions per day',
    'engine.assumption.restartOverheadMinutes': 'Restart overhead per interruption',
    'engine.assumption.specTrainingEfficiency':
      'Share of the spec-derived speed that training achieves',
    'engine.assumption.hoursPerMonth': 'Hours in a month',
    'engine.assumption.staleAfterDays': 'A price is old after',
    'engine.assumption.referenceTokensPerSecond':
      'Batched output of one A100 80GB SXM on the reference model',
    'engine.assumption.referenceModelBillions': 'Reference model size',
    'engine.assumption.decodeStepMsPerLayer': 'Decode time per layer besides reading and computing',
    'engine.assumption.decodeBandwidthEfficiency':
      'Share of memory bandwidth one decode stream reaches',
    'engine.assumption.tensorParallelMsPerLayer':
      'More decode time per layer on several GPUs (all-reduces)',
    'engine.assumption.amdServingEfficiency':
      'Share of the serving efficiencies AMD GPUs reach (ROCm engines)',
    'engine.assumption.decodeComputeEfficiency':
      'Share of peak compute a batched decode step reaches',
    'engine.assumption.prefillComputeEfficiency': 'Share of peak compute prompt processing reaches',
    'engine.assumption.weightOnlyReadEfficiency':
      'Share of the decode bandwidth int8/int4 weight-only kernels keep',
    'engine.assumption.fp8MatmulShare':
      'Share of a training step in matrix multiplications (FP8 speeds up)',
    'engine.assumption.tightFitFactor': 'Score factor for a tight memory fit',
    'engine.assumption.fp16OnlyFactor': 'Score factor for GPUs without BF16 (FP16 only)',
    'engine.assumption.legacyGpuFactor': 'Score factor for GPUs without tensor cores',
    'engine.assumption.checkpointMinutes': 'Checkpoint interval',
    'engine.assumption.weights': 'Score weights: performance / cost / capability',
    'engine.assumption.fx': 'Exchange rate',

    'engine.pricing.on-demand': 'on demand',
    'engine.pricing.spot': 'spot',
    'engine.pricing.commitment': 'committed',
    'engine.fit.fits': 'fits',
    'engine.fit.tight': 'tight',
    'engine.fit.unknown': 'not checked',
    'engine.fit.no': 'does not fit',
    'engine.table.rank': '#',
    'engine.table.offer': 'Offer',
    'engine.table.gpus': 'GPUs',
    'engine.table.memory': 'GiB',
    'engine.table.pricing': 'Pricing',
    'engine.table.price': 'Price/h',
    'engine.table.hours': 'Hours',
    'engine.table.cost': 'Cost',
    'engine.table.fit': 'Memory',
    'engine.table.score': 'Score',
    'engine.table.regions': '+{count} regions',
    'engine.table.summary': '{ranked} ranked choices, {excluded} offers excluded; prices in {cur}',
    'engine.table.none': 'No offer meets every constraint.',
    'engine.table.over-budget':
      '! {over} choices just over the budget are listed after the others for comparison (not counted above).',
    'engine.table.excluded-head': 'Most common reasons for exclusion:',
    'engine.table.suggestions-head': 'What to change for an answer:',
    'engine.table.serving':
      '{replicas} {replicas|replica|replicas} × {gpus} {gpus|GPU|GPUs} on {instances} × {instance}',
    'engine.table.user-tps': '{tps} tokens/s per user',
    'engine.table.total-tps': '{tps} tokens/s in all',
    'engine.table.per-million': '{cost} {cur} per million tokens',
    'engine.table.month': '{cost} {cur} a month',
    'engine.table.memory-bar': 'memory: {parts} = {used} of {capacity} GiB',
    'engine.table.commitment':
      '{kind}, {months} months, {upfront}: {paid} {cur} upfront and {hourly} {cur}/h per instance, {effective} {cur}/h over the term, {month} {cur} a month (price of {date}, {source})',
    'engine.pricing.commitment-term': '{kind} {months} mo',
    'engine.commitment.kind.subscription': 'subscription',
    'engine.commitment.kind.reserved': 'reserved instance',
    'engine.commitment.kind.savings-plan': 'savings plan',
    'engine.commitment.kind.committed-use': 'committed use',
    'engine.commitment.upfront.none': 'no upfront',
    'engine.commitment.upfront.partial': 'partial upfront',
    'engine.commitment.upfront.all': 'all upfront',
    'engine.memory.weights': 'weights',
    'engine.memory.kvCache': 'KV cache',
    'engine.memory.activations': 'activations',
    'engine.memory.adapters': 'adapters',
    'engine.memory.gradients': 'gradients',
    'engine.memory.optimizer': 'optimizer states',
    'engine.memory.overhead': 'runtime overhead',
    'engine.memory.reserve': 'left free by the engine',
    'engine.memory.given': 'given',
    'engine.why.no-price': 'no public price',
    'engine.why.spot-only': 'spot only',
    'engine.why.retired': 'retired',
    'engine.why.price-suspect': 'price suspect',
    'engine.why.speed-unknown': 'speed unknown',
    'engine.why.fp8-unsupported': 'cannot serve FP8',
    'engine.why.memory': 'too little GPU memory',
    'engine.why.memory-unknown': 'GPU memory unknown',
    'engine.why.region': 'outside the region',
    'engine.why.provider': 'provider not chosen',
    'engine.why.fabric': 'no InfiniBand/RDMA',
    'engine.why.vgpu': 'vGPU slice',
    'engine.why.billing': 'billing too coarse',
    'engine.why.deadline': 'misses the deadline',
    'engine.why.budget': 'over budget',
    'engine.why.budget-month': 'over the monthly budget',
  },
  zh: {
    'engine.title': '推荐引擎',

    'engine.excluded.no-price': '没有公开价格（需询价）：录入你自己的报价后才能参与排名',
    'engine.excluded.spot-only': '只以竞价（或灵活启动）方式出售：允许竞价实例后才参与排名',
    'engine.excluded.retired': '厂商已下线这一规格：无法再租用',
    'engine.excluded.price-suspect':
      '价格存疑：目录中的竞价价格高于按量价格，且没有带日期的来源可以更正；请向厂商核实价格',
    'engine.excluded.speed-unknown': '{gpu} 的速度未知：既无基准测试也无可用规格',
    'engine.excluded.fp8-unsupported':
      '{gpu} 无法运行 FP8 权重：vLLM 仅在计算能力 7.5（Turing）及以上运行 FP8 模型',
    'engine.excluded.memory': '约需 {need} GiB 显存，该实例只有 {capacity} GiB',
    'engine.excluded.memory-unknown': '约需 {need} GiB 显存，该实例的显存大小未知',
    'engine.excluded.region': '位于 {region}，不在所选地域范围（{wanted}）内',
    'engine.excluded.provider': '云厂商 {provider} 不在所选范围内',
    'engine.excluded.fabric': '实例之间没有 InfiniBand、RDMA 或 EFA 网络',
    'engine.excluded.vgpu': '这是 vGPU 切片（一张卡的 {share}），不是整卡',
    'engine.excluded.billing': '计费粒度为 {granularity}，要求至少为 {wanted}',
    'engine.excluded.deadline': '耗时超过 {deadline} 小时的期限',
    'engine.excluded.budget': '整个任务的费用超出 {budget} {cur} 的预算',
    'engine.excluded.budget-month': '每月费用超出 {budget} {cur} 的月预算',

    'engine.reason.time': '约 {hours} 小时完成（相当于 {gpus} 张 A100 80GB SXM）',
    'engine.reason.throughput':
      '批量推理约每秒 {tokens} 个 token，每百万 token 约 {costPerMillion} {cur}（估算）',
    'engine.reason.throughput-one':
      '单个用户约每秒 {tokens} 个 token，每百万 token 约 {costPerMillion} {cur}（估算）',
    'engine.reason.speed': '推理速度约为单张 A100 80GB SXM 的 {relative} 倍',
    'engine.reason.cost': '整个任务约 {cost} {cur}（计费 {billed} 小时）',
    'engine.reason.monthly': '全天候运行每月约 {cost} {cur}',
    'engine.reason.budget': '占预算的 {percent}%',
    'engine.reason.memory': '显存够用：约需 {need} GiB，实有 {capacity} GiB',
    'engine.reason.spot-saves': '竞价实例约省 {saving} {cur}（已计入中断损失）',
    'engine.reason.commitment-subscription':
      '按 {months} 个月包年包月计价：整个期限折合每小时 {effective} {cur}，其中每台预付 {upfront} {cur}',
    'engine.reason.commitment-reserved':
      '按 {months} 个月预留实例计价：整个期限折合每小时 {effective} {cur}，每台预付 {upfront} {cur}',
    'engine.reason.commitment-savings-plan':
      '按 {months} 个月节省计划计价：整个期限折合每小时 {effective} {cur}，每台预付 {upfront} {cur}',
    'engine.reason.commitment-committed-use':
      '按 {months} 个月承诺使用折扣计价：整个期限折合每小时 {effective} {cur}，每台预付 {upfront} {cur}',
    'engine.reason.commitment-saves-on-demand': '比按量付费约省 {saving} {cur}（{percent}%）',
    'engine.reason.commitment-saves-spot':
      '比竞价实例约省 {saving} {cur}（{percent}%），且不会被中断',
    'engine.warning.commit-stale':
      '这一包年包月/预留价格的日期是 {asOf}（{days} 天前）：购买前请向厂商核对现价',
    'engine.warning.commit-upfront':
      '需要预付，在使用之前支付：每个期限开始时每台 {paid} {cur}（{instances} 台、{terms} 个期限共 {total} {cur}）',
    'engine.warning.commit-exit-paid-minus-used':
      '提前退订退还已付金额减去已使用部分：使用 {used} / {months} 个月后退订，每台已付 {paid} {cur} 中退回 {refund} {cur}（比这几个月按包月价多花 {penalty} {cur}）',
    'engine.warning.commit-exit-repriced-at-payg':
      '提前退订时已用时长按包月价（整月）和按量价（不足一月）重新计价，期限折扣作废：使用 {used} / {months} 个月后退订，每台已付 {paid} {cur} 中退回 {refund} {cur}（比这几个月按包月价多花 {penalty} {cur}）',
    'engine.warning.commit-exit-paid-minus-used-minus-fee':
      '提前退订退还已付金额减去已使用部分再扣 {fee}% 手续费：使用 {used} / {months} 个月后退订，每台已付 {paid} {cur} 中退回 {refund} {cur}（比这几个月按包月价多花 {penalty} {cur}）',
    'engine.warning.commit-exit-aws-reserved':
      'AWS 预留实例不能取消：使用 {used} / {months} 个月后不再使用，每台仍有 {lost} {cur} 已付或应付给剩余期限。标准预留实例可以在预留实例市场挂牌出售；可转换预留实例不能出售',
    'engine.warning.commit-exit-aws-savings-plan':
      'AWS 节省计划过了购买后短暂的退回期限就必须跑完整个期限：使用 {used} / {months} 个月后不再使用，每台仍有 {lost} {cur} 已付或应付',
    'engine.warning.commit-exit-azure-reserved':
      'Azure 预留可以退还未使用部分（滚动 12 个月内取消的承诺金额合计不超过 50,000 美元）：使用 {used} / {months} 个月后退订，每台约退回 {refund} {cur}；目前不收提前终止费，微软称以后可能收取 12% 的费用（{fee} {cur}）',
    'engine.warning.commit-exit-azure-savings-plan':
      'Azure 节省计划不能取消或交换：使用 {used} / {months} 个月后不再使用，每台剩余期限仍应付 {lost} {cur}',
    'engine.warning.commit-exit-gcp-committed-use':
      'Google Cloud 承诺使用折扣购买后不能取消：使用 {used} / {months} 个月后不再使用，每台剩余期限仍应付 {lost} {cur}',
    'engine.warning.commit-exit-unknown':
      '数据集中没有这项承诺的提前退出规则：按使用 {used} / {months} 个月后离开会损失未使用的每台 {lost} {cur} 估算',
    'engine.reason.billing-second': '按秒计费：不为用不满的小时付钱',
    'engine.reason.billing-minute': '按分钟计费',
    'engine.reason.fabric': '实例间通过 {fabric} 互联，适合多机任务',
    'engine.reason.network':
      '{nodes} 台实例之间 {gbps} Gb/s（{fabric}；{source}）：每步 {share} % 的时间在计算，其余在等待梯度 all-reduce',
    'engine.reason.network-flat':
      '{nodes} 台实例之间 {gbps} Gb/s（{fabric}；{source}）；模型大小未知，按固定的多机效率估算',
    'engine.reason.trial': '该厂商提供免费试用或代金券',
    'engine.reason.pareto': '没有别的选择能同时更快且更便宜',
    'engine.reason.user-speed':
      '单个用户在一个副本（{gpus} 张卡）上约每秒 {tokens} 个 token（估算）',
    'engine.reason.replicas':
      '{instances} 台实例上的 {replicas} 个副本（每个 {gpus} 张卡）服务 {users} 个用户',
    'engine.reason.spare-gpus': '模型只需 {count} 张卡中的 {gpus} 张：其余的卡可以并行服务更多用户',
    'engine.reason.below': '排在 {offer} 之后：它至少一样快，费用低 {percent}%',
    'engine.reason.below-faster':
      '排在 {offer} 之后：它的速度是本项的 {times} 倍，费用只多 {percent}%',
    'engine.reason.variant':
      '与 {offer} 是同样的 GPU，只是机型更贵（多 {percent}%，对这项任务并不更快）：排在前几个不同的选择之后',
    'engine.reason.variant-kept':
      '与 {offer} 是同样的 GPU，只是机型更贵（多 {percent}%，对这项任务并不更快）；它仍排在这里，是因为下一个不同的选择更慢或更贵',
    'engine.reason.score':
      '得分构成：时间 {performance}%，成本 {cost}%，确定性 {capability}%（各项与该项最佳者相比；确定性：权衡金额中非风险部分的占比）',

    'engine.warning.memory-tight':
      '显存偏紧：约需 {need} GiB，共 {capacity} GiB；更长的上下文或更大的批次可能放不下',
    'engine.warning.sharded':
      '单张 {gpu} 只有 {capacity} GiB，少于本次微调所需的 {need} GiB：只能分片运行在 {gpus} 张 GPU 上（FSDP 或 DeepSpeed ZeRO-3），比单张放得下的 GPU 更费配置',
    'engine.warning.speed-specs': '速度由规格推算（{method}），并非实测',
    'engine.warning.billing-unknown': '计费粒度未知：按整小时计费估算',
    'engine.warning.minimum-charge': '有 {minutes} 分钟的最低计费',
    'engine.warning.stale': '价格日期为 {asOf}，已过去 {days} 天：请核对当前价格',
    'engine.warning.network-unknown':
      '云厂商未标明这些实例之间的带宽：按 {gbps} Gb/s 估算（保守）；每步 {share} % 的时间在计算',
    'engine.suggest.one-node':
      '一台实例更便宜：{offer} 约 {hours} 小时完成，{cost} {cur}；{nodes} 台时的首选需 {base} {cur}',
    'engine.warning.undated': '来源未注明日期（{asOf} 采集），可能不是现价，请核对',
    'engine.warning.spot-deadline':
      '竞价实例在 {deadline} 小时的硬性截止时间下只剩 {slack} 小时余量：比预期多中断两次就会超时；按量实例需 {hours} 小时，{cost} {cur}',
    'engine.warning.spot-deadline-only':
      '竞价实例在 {deadline} 小时的硬性截止时间下只剩 {slack} 小时余量：比预期多中断两次就会超时（此处没有按量价格）',
    'engine.warning.spot': '竞价实例：预计中断约 {interruptions} 次；每 {ckpt} 分钟保存一次检查点',
    'engine.warning.spot-notice':
      '竞价实例：预计中断约 {interruptions} 次，每次提前 {notice} 分钟通知；每 {ckpt} 分钟保存一次检查点',
    'engine.warning.spot-above': '目录中的竞价价格高于按量价格',
    'engine.warning.location-abroad':
      '位于中国大陆以外，而团队在大陆：需要海外账号和厂商接受的支付卡；数据出境受中国数据出境规定约束；从大陆访问延迟较高',
    'engine.warning.location-mainland':
      '位于中国大陆，而团队在境外：需要实名认证的账号（对外提供网站服务还需 ICP 备案），通常以人民币付款；存放在境内的数据受中国法律管辖；从境外访问延迟较高',
    'engine.warning.vgpu': 'vGPU 切片（一张卡的 {share}）：算力和显存是分享的',
    'engine.warning.vgpu-whole':
      '整卡经 vGPU 虚拟化提供，不是直通：部分驱动、性能分析工具和 CUDA 功能可能受限',
    'engine.warning.arm-host':
      '主机 CPU 是 Arm（aarch64）架构：仅支持 x86 的软件和容器镜像无法运行',
    'engine.warning.no-bf16': '{gpu} 没有 BF16 张量核心：请改用 FP16，速度会更低',
    'engine.warning.no-fp8':
      '{gpu}：未知其有 FP8 张量核心，FP8 按仅权重 FP8 计（vLLM 以 FP8 Marlin 内核运行）：权重显存和读取按 8 位，计算速度按 16 位',
    'engine.warning.rocm': 'AMD GPU：需要 ROCm 版本的框架',
    'engine.warning.below-target':
      '即使每个副本用 {gpus} 张卡，每个用户也只有约每秒 {tokens} 个 token，低于要求的 {tps}',
    'engine.warning.over-budget':
      '超出 {budget} {cur} 的预算 {percent}%：因为预算内不足三个选择才列出',
    'engine.warning.legacy-gpu': '{gpu} 没有张量核心：做 AI 任务远慢于新卡，驱动和 CUDA 版本也较旧',
    'engine.warning.catalog-anomaly': '目录数据与厂商自己的文档不符：租用前请先确认配置',
    'engine.warning.gpu-unconfirmed': '没有来源能确认该实例配的是哪种 GPU：使用前请向厂商确认',
    'engine.warning.ethernet': '实例之间没有 InfiniBand/RDMA：多机扩展效率会很差',
    'engine.warning.transfer': '传入 {gb} GB 数据可能耗时数小时并产生流量费：请看传输成本计算器',

    'engine.notice.memory-unknown': '请填写“模型规模”或“所需显存”：本次未检查显存',
    'engine.notice.memory-unknown-hpc': 'HPC 任务请填写“所需显存”：本次未检查显存',
    'engine.notice.model-ignored-hpc': '模型规模不适用于 HPC 任务，请改填“所需显存”',
    'engine.notice.model-unknown':
      '模型目录中没有“{model}”，无法估算它需要的显存和速度，因此没有排名。最接近的已知模型：{closest}',
    'engine.notice.model-unsizable':
      '“{model}”既不是目录中的模型，也不是 {min} 到 {max} 十亿参数之间的规模，无法估算显存和速度，因此没有排名',
    'engine.notice.unknown-provider': '未知的云厂商代号“{provider}”：已忽略',
    'engine.notice.size-architecture':
      '按参数量给出的模型按同等规模的典型结构估算，类似 {like}：{layers} 层，隐藏维度 {hidden}，{kv} 个 KV 头 × {headDim}，每个 token 的 KV 缓存 {kib} KiB。按名称选择模型可得到它自己的数字',
    'engine.notice.model-architecture':
      '显存按 {model} 的结构估算：{layers} 层，KV 头数 × 维度 {kv}，每个 token 的 KV 缓存 {kib} KiB',
    'engine.notice.model-moe':
      '混合专家模型：全部 {total}B 参数都要放进显存；解码时每个 token 只读取 {active}B 激活参数',
    'engine.notice.context-too-long': '序列长度超过了模型的上下文长度（{max} 个 token）',
    'engine.notice.ft-ignored': '微调方式只适用于训练和微调，这里不起作用',
    'engine.notice.serving-load':
      '按 {users} 个并发用户、每人每秒 {tps} 个 token 规划：副本数、实例数、月费和每百万 token 成本都据此计算，按调优良好的推理服务（vLLM、SGLang、TensorRT-LLM）估算。其他引擎的公开实测更慢：llama.cpp 每张卡读取权重最多 {llamaTBps} TB/s（在 H100 SXM 上比调优服务慢 {llamaH100} 倍；依据 {llamaRuns} 次实测拟合），TGI 1.0 在多卡 NVLink 上每步约多 {tgiNvlinkMs} 毫秒、PCIe 上多 {tgiPcieMs} 毫秒（{tgiRuns} 次实测）',
    'engine.notice.batched-throughput':
      '每秒 token 数和每百万 token 成本按满负载批量推理估算；单用户时约为十分之一',
    'engine.notice.quantised':
      '仅权重 int8/int4 量化（AWQ、GPTQ）：显存和解码速度按更小的权重计算；回答质量取决于具体模型，请查看其量化后的评测',
    'engine.notice.quantised-serving-only':
      'int8/int4 是仅用于推理部署的权重格式：本任务按 BF16 估算（4 位微调请选 QLoRA）',
    'engine.notice.multi-node-ethernet': '多台实例之间没有 InfiniBand/RDMA：按较差的扩展效率估算',
    'engine.notice.closest-deadline':
      '最快的是 {offer}：约需 {hours} 小时（{cost} {cur}），超过了 {deadline} 小时的期限',
    'engine.notice.closest-budget':
      '最便宜的是 {offer}：约 {cost} {cur}（{hours} 小时），超出了 {budget} {cur} 的预算',
    'engine.notice.mainland-best':
      '中国大陆境内的最佳选择：第 {rank} 名 {offer}，{hours} 小时，{cost} {cur}（与境外的首选 {first} 相比：{dHours} 小时，{dCost} {cur}）',
    'engine.notice.mainland-none': '中国大陆境内没有满足全部约束的报价；上面的选择都在境外',
    'engine.notice.none-feasible': '没有任何实例满足全部条件：请查看被排除的实例并放宽某个条件',
    'engine.suggest.nodes': '改用 {nodes} 台高速互联的实例：{offer} 约 {hours} 小时，{cost} {cur}',
    'engine.suggest.deadline':
      '把期限放宽到 {deadline} 小时：{offer} 约 {hours} 小时，{cost} {cur}',
    'engine.suggest.spot': '允许竞价实例：{offer} 约 {cost} {cur}（{hours} 小时）',
    'engine.suggest.budget': '把预算提高到 {budget} {cur}：{offer} 约 {cost} {cur}（{hours} 小时）',
    'engine.suggest.prec': '改用 {prec} 精度部署：{offer} 可以放下模型，约 {cost} {cur}',
    'engine.suggest.region': '不限地域：{offer}，约 {cost} {cur}（{hours} 小时）',
    'engine.suggest.prov': '不限云厂商：{offer}，约 {cost} {cur}（{hours} 小时）',
    'engine.suggest.bill': '接受按小时计费：{offer}，约 {cost} {cur}（{hours} 小时）',
    'engine.suggest.pt': '接受 vGPU 实例：{offer}，约 {cost} {cur}（{hours} 小时）',

    'engine.assumption.gpuMemoryUtilization':
      '推理引擎使用的显存比例（vLLM gpu_memory_utilization）',
    'engine.assumption.servingRuntimeGib': '推理运行时：CUDA 上下文与 CUDA Graph',
    'engine.assumption.prefillChunkTokens':
      '推理时一次批量前向的 token 数（max_num_batched_tokens）',
    'engine.assumption.activationBytesPerHiddenPerToken': '每层每 token 每个隐藏单元的激活值',
    'engine.assumption.loraRank': 'LoRA 适配器的秩（q、k、v、o、gate、up、down 投影）',
    'engine.assumption.loraAdapterBytes': 'LoRA：每个适配器参数（含梯度和 AdamW 状态）的字节数',
    'engine.assumption.qloraBitsPerWeight': 'QLoRA：基础权重每个的位数（NF4，双重量化）',
    'engine.assumption.qloraAdapterBytes':
      'QLoRA：每个适配器参数（含梯度和分页 8 位 AdamW 状态）的字节数',
    'engine.assumption.trainBytesPerParam': '全量训练每个参数的字节数（AdamW，混合精度）',
    'engine.assumption.fitMargin': '显存宽裕所需的余量',
    'engine.assumption.nvlinkEfficiency2': '扩展效率：2 卡 NVLink',
    'engine.assumption.nvlinkEfficiency4': '扩展效率：4 卡 NVLink',
    'engine.assumption.nvlinkEfficiency8': '扩展效率：8 卡 NVLink',
    'engine.assumption.pcieEfficiency2': '扩展效率：2 卡 PCIe',
    'engine.assumption.pcieEfficiency4': '扩展效率：4 卡 PCIe',
    'engine.assumption.pcieEfficiency8': '扩展效率：8 卡 PCIe',
    'engine.assumption.nodeEfficiency': '多机效率（InfiniBand/RDMA/EFA）',
    'engine.assumption.nodeEfficiencyWithoutFabric': '多机效率（以太网，模型大小未知时）',
    'engine.assumption.tokensPerStep': '每个优化步的 token 数（多机）',
    'engine.assumption.commOverlap': '梯度 all-reduce 可与计算重叠的比例',
    'engine.assumption.referenceTrainingTflops': '参考 A100 的实际训练 TFLOPS',
    'engine.assumption.unknownEthernetGbps': '未标明时假设的节点间带宽',
    'engine.assumption.unknownFabricGbps': '未标明速率的 RDMA 网络假设的节点间带宽',
    'engine.assumption.spotInterruptionsPerDay': '竞价实例每天中断次数',
    'engine.assumption.restartOverheadMinutes': '每次中断后的重启开销',
    'engine.assumption.specTrainingEfficiency': '训练能达到规格推算速度的比例',
    'engine.assumption.hoursPerMonth': '每月小时数',
    'engine.assumption.staleAfterDays': '价格视为过时的天数',
    'engine.assumption.referenceTokensPerSecond': '单张 A100 80GB SXM 在参考模型上的批量输出速度',
    'engine.assumption.referenceModelBillions': '参考模型大小',
    'engine.assumption.decodeBandwidthEfficiency': '单路解码能用到的显存带宽比例',
    'engine.assumption.decodeStepMsPerLayer': '每层每步解码在读写和计算之外的时间',
    'engine.assumption.tensorParallelMsPerLayer':
      '多卡张量并行时每层每步解码多出的时间（all-reduce）',
    'engine.assumption.amdServingEfficiency': 'AMD GPU（ROCm 推理引擎）达到的推理效率比例',
    'engine.assumption.decodeComputeEfficiency': '批量解码一步能用到的峰值算力比例',
    'engine.assumption.prefillComputeEfficiency': '处理提示词（预填充）能用到的峰值算力比例',
    'engine.assumption.weightOnlyReadEfficiency': 'int8/int4 仅权重量化内核保留的解码带宽比例',
    'engine.assumption.fp8MatmulShare': '训练一步中矩阵乘法所占比例（FP8 只加速这部分）',
    'engine.assumption.tightFitFactor': '显存刚好够用时的得分系数',
    'engine.assumption.fp16OnlyFactor': '不支持 BF16（仅 FP16）的 GPU 的得分系数',
    'engine.assumption.legacyGpuFactor': '没有张量核心的 GPU 的得分系数',
    'engine.assumption.checkpointMinutes': '检查点间隔',
    'engine.assumption.weights': '得分权重：性能 / 成本 / 能力',
    'engine.assumption.fx': '汇率',

    'engine.pricing.on-demand': '按量',
    'engine.pricing.spot': '竞价实例',
    'engine.pricing.commitment': '包年包月/预留',
    'engine.fit.fits': '够用',
    'engine.fit.tight': '偏紧',
    'engine.fit.unknown': '未检查',
    'engine.fit.no': '不够',
    'engine.table.rank': '#',
    'engine.table.offer': '实例',
    'engine.table.gpus': 'GPU',
    'engine.table.memory': 'GiB',
    'engine.table.pricing': '计价',
    'engine.table.price': '每小时',
    'engine.table.hours': '小时',
    'engine.table.cost': '费用',
    'engine.table.fit': '显存',
    'engine.table.score': '得分',
    'engine.table.regions': '另有 {count} 个地域',
    'engine.table.summary': '{ranked} 个可选方案，{excluded} 个实例被排除；价格单位 {cur}',
    'engine.table.over-budget':
      '! 另有 {over} 个略超预算的选择列在其后供比较（不计入上面的数目）。',
    'engine.table.none': '没有任何实例满足全部条件。',
    'engine.table.excluded-head': '最常见的排除原因：',
    'engine.table.suggestions-head': '要得到结果，可以这样改：',
    'engine.table.serving': '{replicas} 个副本 × 每个 {gpus} 张卡，共 {instances} 台 {instance}',
    'engine.table.user-tps': '每个用户每秒 {tps} 个 token',
    'engine.table.total-tps': '合计每秒 {tps} 个 token',
    'engine.table.per-million': '每百万 token {cost} {cur}',
    'engine.table.month': '每月 {cost} {cur}',
    'engine.table.memory-bar': '显存：{parts} = {used} / {capacity} GiB',
    'engine.table.commitment':
      '{kind}，{months} 个月，{upfront}：每台预付 {paid} {cur}，另每小时 {hourly} {cur}；折合整个期限每小时 {effective} {cur}，每月 {month} {cur}（{date} 的价格，{source}）',
    'engine.pricing.commitment-term': '{kind} {months} 个月',
    'engine.commitment.kind.subscription': '包年包月',
    'engine.commitment.kind.reserved': '预留实例',
    'engine.commitment.kind.savings-plan': '节省计划',
    'engine.commitment.kind.committed-use': '承诺使用折扣',
    'engine.commitment.upfront.none': '无预付',
    'engine.commitment.upfront.partial': '部分预付',
    'engine.commitment.upfront.all': '全部预付',
    'engine.memory.weights': '权重',
    'engine.memory.kvCache': 'KV 缓存',
    'engine.memory.activations': '激活值',
    'engine.memory.adapters': '适配器',
    'engine.memory.gradients': '梯度',
    'engine.memory.optimizer': '优化器状态',
    'engine.memory.overhead': '运行时开销',
    'engine.memory.reserve': '引擎预留的空闲显存',
    'engine.memory.given': '给定',
    'engine.why.no-price': '无公开价格',
    'engine.why.spot-only': '仅竞价',
    'engine.why.retired': '已下线',
    'engine.why.price-suspect': '价格存疑',
    'engine.why.speed-unknown': '速度未知',
    'engine.why.fp8-unsupported': '不支持 FP8',
    'engine.why.memory': '显存不足',
    'engine.why.memory-unknown': '显存未知',
    'engine.why.region': '不在所选地域',
    'engine.why.provider': '厂商未选',
    'engine.why.fabric': '无 InfiniBand/RDMA',
    'engine.why.vgpu': 'vGPU 切片',
    'engine.why.billing': '计费粒度太粗',
    'engine.why.deadline': '超过期限',
    'engine.why.budget': '超出预算',
    'engine.why.budget-month': '超出每月预算',
  },
});
