import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'guide.title': 'Guide & calculators',
    'guide.currencyNote':
      'The calculators work in yuan (CNY), like the guide; opened from a ranked pick, they use its prices in the page’s currency. Every input is part of the page link, so a copied link shows the same results.',
    'guide.toc': 'Sections of the guide',
    'guide.result': 'Result',
    'guide.source': 'source',
    'guide.sourceLabel': 'Source: ',
    'guide.badge.assumption': 'assumption',
    'guide.badge.guide': 'guide’s figure',
    'guide.badge.dataset': 'from the dataset',
    'guide.notices.title': 'Some guide inputs in the link were not valid and were replaced',
    'guide.unit.years': 'years',
    'guide.unit.gpus': 'GPUs',
    'guide.unit.hours': 'hours',
    'guide.unit.minutes': 'minutes',
    'guide.unit.months': 'months',
    'guide.unit.cnyYear': 'CNY / year',
    'guide.unit.cnyMonth': 'CNY / month',
    'guide.unit.usdMonth': 'USD / month',
    'guide.unit.usdHour': 'USD / hour',
    'guide.sub.pick.priced':
      'Prices of the pick {offer}, from the dataset: a month’s subscription {monthly} ({monthlySource}, {monthlyDate}); pay-as-you-go {hourly} an hour ({hourlySource}, {hourlyDate}). The discount, hours and months are yours to set.',
    'guide.sub.pick.noMonthly':
      '{offer} has no subscription price in the dataset, so its subscription cannot be priced here: the figures below are the guide’s example in yuan, not this offer’s.',
    'guide.sub.pick.missing':
      'The offer {offer} is not in the dataset: the figures below are the guide’s example in yuan.',
    'guide.sub.pick.clear': 'Type your own prices instead',
    'guide.unit.cnyHour': 'CNY / hour',
    'guide.unit.cnyGpuHour': 'CNY / GPU-hour',
    'guide.unit.cnyGb': 'CNY / GB',
    'guide.unit.gpuHoursMonth': 'GPU-hours / month',
    'guide.unit.hoursMonth': 'hours / month',
    'guide.unit.per24h': 'per 24 h',
    'guide.copy.snippet': 'Copy the script',
    'guide.copy.rule': 'Copy the event pattern',
    'guide.copy.done': 'Copied.',
    'guide.copy.failed': 'Copying failed: select the text and copy it by hand.',

    'guide.tco.title': 'Own, rent or both',
    'guide.tco.lead':
      'Buying a GPU means paying up front and then every month for space, power and people; renting means paying only for the hours used. The defaults are the guide’s own figures for one A100.',
    'guide.tco.own': 'Owning',
    'guide.tco.hw': 'Hardware price',
    'guide.tco.life': 'Hardware life',
    'guide.tco.life.hint':
      'The guide gives none; 5 years is a common write-off period. The hardware is bought again when it ends.',
    'guide.tco.gpus': 'GPUs in that hardware',
    'guide.tco.fac': 'Machine room',
    'guide.tco.pow': 'Power and cooling',
    'guide.tco.ops': 'Operations staff',
    'guide.tco.useAndPrice': 'Use and cloud price',
    'guide.tco.use': 'GPU-hours used per month',
    'guide.tco.use.hint': 'Full use of the owned GPUs is {full} GPU-hours a month (730 h per GPU).',
    'guide.tco.price': 'Cloud price',
    'guide.tco.price.hint':
      'The guide quotes 12 CNY per A100-hour; the big Chinese clouds charge about 29–35 (see the fact check).',
    'guide.tco.src': 'Use the cheapest A100 80GB in the dataset instead',
    'guide.tco.src.hint': '{offer}: {price} per GPU-hour, prices as of {asOf}.',
    'guide.tco.src.none': 'The dataset has no priced A100 80GB offer.',
    'guide.tco.trend': 'Cloud price change per year',
    'guide.tco.trend.hint':
      'A what-if: −25 means the cloud gets 25 % cheaper at the start of each new year.',
    'guide.tco.job': 'Length of one training job',
    'guide.tco.hwGpu': 'Purchase price per GPU',
    'guide.tco.facGpu': 'Machine room per GPU',
    'guide.tco.powGpu': 'Power and cooling per GPU',
    'guide.tco.resid': 'Resale value after the 36 months',
    'guide.tco.resid.hint':
      'An assumption, of the hardware price: 0 counts no sale, as the guide does; straight-line over a 5-year life leaves 40 % after 3 years, and used GPUs may fetch less.',
    'guide.tco.owned':
      'Owning the pick’s GPUs: {gpus} × {gpu}; machine room and power are counted per GPU.',
    'guide.tco.ownedAny': 'Owning {gpus} GPUs; machine room and power are counted per GPU.',
    'guide.tco.bought': 'Purchase price per GPU from a source: {price}, {what} ({source}, {date}).',
    'guide.tco.boughtNone':
      'No source in the dataset gives a purchase price for the {gpu}: type the price you were quoted per GPU (the field starts at 0, not at a price).',
    'guide.tco.hybridGpus':
      'The hybrid’s local machine: {gpus} of the same GPUs (enough for its share at full use), at the same price and running cost per GPU, with the same operations staff.',
    'guide.tco.guideName':
      '“The guide’s figures” are those of the buying guide this page checks, 高性能GPU云平台选购指南：性价比与性能的平衡之道 (“A buying guide to high-performance GPU cloud platforms”).',
    'guide.tco.hybrid': 'Hybrid: a local machine for everyday work, the cloud for peaks',
    'guide.tco.lhw': 'Local machine price',
    'guide.tco.lrun': 'Local machine running cost',
    'guide.tco.lrun.hint':
      'The guide gives none; 6,000 a year is roughly 0.7 kW around the clock at 1 CNY/kWh.',
    'guide.tco.lgpus': 'GPUs in the local machine',
    'guide.tco.share': 'Share of the GPU-hours run locally',
    'guide.tco.share.hint': 'The guide gives no split; the rest is rented in bursts.',
    'guide.tco.bgpus': 'GPUs per cloud burst',
    'guide.tco.bh': 'Hours per cloud burst',
    'guide.tco.option.own': 'owning',
    'guide.tco.option.cloud': 'renting',
    'guide.tco.option.hybrid': 'hybrid',
    'guide.tco.out.within':
      'Owning becomes cheaper than renting in month {month} at {use} GPU-hours a month.',
    'guide.tco.out.laterFull':
      'Owning does not pay off within 36 months: even at full use ({use} GPU-hours a month) it breaks even only after about {month} months ({hw} up front + {run} a month against {cloud} a month in the cloud).',
    'guide.tco.out.later':
      'Owning does not pay off within 36 months: at {use} GPU-hours a month it breaks even only after about {month} months ({hw} up front + {run} a month against {cloud} a month in the cloud).',
    'guide.tco.out.neverRunning':
      'Owning never pays off at {use} GPU-hours a month: running it costs {run} a month, more than the {cloud} the cloud charges for the same hours.',
    'guide.tco.out.never':
      'Owning does not pay off within 20 years at {use} GPU-hours a month: the monthly saving does not repay the hardware before it has to be replaced (every {life} years) or cloud prices fall.',
    'guide.tco.out.fullWithin':
      'At full use ({full} GPU-hours a month) it would break even in month {month}.',
    'guide.tco.out.fullLater':
      'Even at full use ({full} GPU-hours a month) it breaks even only after about {month} months.',
    'guide.tco.out.fullNever':
      'Even at full use ({full} GPU-hours a month) it would not pay off within 20 years.',
    'guide.tco.out.trend': 'Cloud prices change by {trend} each year from the second year on.',
    'guide.tco.out.cheapest':
      'Cheapest over 36 months: {option} (owning {own}, renting {cloud}, hybrid {hybrid}).',
    'guide.tco.warn.use-above-capacity':
      'That is more than the owned GPUs can run ({full} GPU-hours a month): owning would need more hardware than entered.',
    'guide.tco.warn.local-above-capacity':
      'The local share ({local} GPU-hours a month) is more than the local machine can run ({cap}).',
    'guide.tco.fig.firstYear': 'First year of owning',
    'guide.tco.fig.job': 'One {hours} h job in the cloud',
    'guide.tco.fig.burst': 'One burst of {gpus} GPUs × {hours} h',
    'guide.tco.fig.ownMonthly': 'Owning, running cost per month',
    'guide.tco.fig.cloudMonthly': 'Cloud per month (first year)',
    'guide.tco.fig.breakEven': 'Break-even month (within 36)',
    'guide.tco.fig.month': 'month {month}',
    'guide.tco.fig.none': 'none within 36 months',
    'guide.tco.fig.breakEvenUse': 'Use needed to break even in 36 months',
    'guide.tco.fig.bursts': 'Hybrid: cloud bursts per month',
    'guide.tco.beUse.value': '{hours} GPU-hours a month ({share} of full use)',
    'guide.tco.beUse.none':
      'none: it would take {hours} GPU-hours a month, more than the {full} possible',
    'guide.tco.beUse.free': 'none: the cloud price is zero',
    'guide.tco.note':
      'The guide sets a whole year of owning (185,000) against a single 72-hour job (864) and calls it a 95 % saving. That compares different amounts of work; the chart compares the same GPU-hours.',
    'guide.tco.chart.title': 'Cumulative cost over 36 months',
    'guide.tco.chart.units':
      'Horizontal: months from the purchase. Vertical: total spent so far, CNY.',
    'guide.tco.chart.summary':
      'After 12 months: owning {own12}, renting {cloud12}, hybrid {hybrid12}. After 36 months: owning {own36}, renting {cloud36}, hybrid {hybrid36}.',
    'guide.tco.chart.x': 'Month',
    'guide.tco.chart.y': 'CNY, cumulative',
    'guide.tco.chart.month': 'Month',

    'guide.sub.title': 'Subscription or pay-as-you-go',
    'guide.sub.lead':
      'A subscription (monthly or yearly, paid up front) is cheaper per hour, but leaving early costs something. The guide says 30 %; each provider actually has its own rule, shown below.',
    'guide.sub.inputs': 'Prices and time',
    'guide.sub.monthly': 'Price of one month’s subscription',
    'guide.sub.monthly.hint': 'An example value: enter the quote for your instance.',
    'guide.sub.discount': 'Discount for committing the whole term',
    'guide.sub.discount.hint':
      'An example value: providers often give 10–20 % off for a year. Tencent loses it when you leave early.',
    'guide.sub.hourly': 'Pay-as-you-go price',
    'guide.sub.hours': 'Hours needed per month',
    'guide.sub.hours.hint': 'Pay-as-you-go bills only these; a subscription runs all 730.',
    'guide.sub.term': 'Months committed',
    'guide.sub.used': 'Months used before leaving',
    'guide.sub.used.hint':
      'Fractions count: 4.5 is four and a half months. The term itself means staying to the end.',
    'guide.sub.out.cheaper':
      'Per month, the subscription ({sub}) is cheaper than pay-as-you-go for the hours you need ({payg}).',
    'guide.sub.out.dearer':
      'Per month, the subscription ({sub}) costs more than pay-as-you-go for the hours you need ({payg}): it cannot pay off.',
    'guide.sub.fig.paid': 'Paid up front for the term',
    'guide.sub.fig.paygTerm': 'Pay-as-you-go for the whole term',
    'guide.sub.fig.paygUsed': 'Pay-as-you-go for the {months} months used',
    'guide.sub.table.caption': 'Leaving after {months} months',
    'guide.sub.col.provider': 'Provider',
    'guide.sub.col.rule': 'Early-exit rule',
    'guide.sub.col.refund': 'Refund',
    'guide.sub.col.net': 'Subscription cost',
    'guide.sub.col.penalty': 'Cost of leaving early',
    'guide.sub.col.vsPayg': 'Compared with pay-as-you-go',
    'guide.sub.col.breakEven': 'Pays off from',
    'guide.sub.rule.paid-minus-used': 'refund = paid − the part used (pro rata)',
    'guide.sub.rule.repriced-at-payg':
      'refund = paid − full months at the one-month price − the rest at the pay-as-you-go rate',
    'guide.sub.rule.paid-minus-used-minus-fee':
      'refund = paid − the part used − a handling fee (10 % of the payment for monthly and 1-year terms; 15/10/5 % for longer ones)',
    'guide.sub.rule.guide-flat-30': '30 % of the unused part, as the guide states it',
    'guide.sub.guideRow': 'The guide’s claim',
    'guide.sub.more': '{amount} more',
    'guide.sub.less': '{amount} less',
    'guide.sub.never': 'never within the term',
    'guide.sub.fromStart': 'the first day',
    'guide.sub.months': '{months} months',
    'guide.sub.note':
      '“Cost of leaving early” is what the subscription cost beyond the months used at its own rate. “Pays off from” is the shortest stay after which subscribing and then leaving never costs more than pay-as-you-go for the same months. Some providers refund in full within 5 days of buying, once; promotional orders may not be refundable at all.',

    'guide.tr.title': 'Moving data',
    'guide.tr.lead':
      'Compression saves only as much as the data shrinks. Text shrinks a lot; photos, model weights and archives hardly at all.',
    'guide.tr.inputs': 'Data',
    'guide.tr.size': 'Data to move',
    'guide.tr.price': 'Price per GB',
    'guide.tr.price.hint':
      'Derived from the guide’s example (120 CNY for 10 GB), not a published price. Check your provider’s list: many charge only for data leaving the cloud.',
    'guide.tr.type': 'Kind of data',
    'guide.tr.type.text': 'Text, CSV, JSON (about {ratio}:1)',
    'guide.tr.type.images': 'JPEG or PNG images (about {ratio}:1)',
    'guide.tr.type.weights': 'Model weights, fp16/bf16 (about {ratio}:1)',
    'guide.tr.type.archive': 'Already compressed: zip, gz, video ({ratio}:1)',
    'guide.tr.ratio': 'Compression ratio',
    'guide.tr.ratio.hint':
      'Typical for this kind of data ({ratio}:1); no source measures your data.',
    'guide.tr.ratio.custom': 'Your own ratio; the typical one for this kind of data is {ratio}:1.',
    'guide.tr.ratio.reset': 'Use the typical ratio again',
    'guide.tr.out':
      'Moving {size} GB costs {raw}; compressed to {compressed} GB it costs {after}, a saving of {saving} ({share}).',
    'guide.tr.fig.raw': 'Without compression',
    'guide.tr.fig.compressedGb': 'Compressed size',
    'guide.tr.fig.after': 'With compression',
    'guide.tr.fig.saving': 'Saving',
    'guide.tr.note':
      'The guide’s example (10 GB from 120 down to 20 CNY with LZMA) needs a 6:1 ratio. Text can get there; model weights and media cannot.',

    'guide.spot.title': 'Spot instances',
    'guide.spot.lead':
      'Spot capacity is cheap but can be taken back. What it really costs depends on how often that happens, how much work is lost each time and whether a checkpoint can be written during the warning.',
    'guide.spot.inputs': 'Job and provider',
    'guide.spot.provider': 'Provider',
    'guide.spot.notice': 'Warning before the instance is reclaimed: {minutes} minutes.',
    'guide.spot.od': 'On-demand price',
    'guide.spot.off': 'Spot discount',
    'guide.spot.off.hint':
      'The guide says 60–80 %; the catalogs show anywhere from 10 % (RunPod) to about 90 % (Azure, Tencent).',
    'guide.spot.work': 'Job length without interruptions',
    'guide.spot.rate': 'Interruptions',
    'guide.spot.rate.hint':
      'Providers publish no rates; one a day is the engine’s assumption. Enter what you have seen.',
    'guide.spot.ckpt': 'Time between checkpoints',
    'guide.spot.write': 'Time to write a checkpoint',
    'guide.spot.write.hint': 'Depends on model size and disk; measure yours.',
    'guide.spot.restart': 'Restart time after an interruption',
    'guide.spot.restart.hint':
      'Getting a new instance and reloading; the engine assumes 10 minutes.',
    'guide.spot.save': 'A watcher writes a checkpoint when the warning comes',
    'guide.spot.out.cheaper':
      'Expected cost on spot: {spot}, {diff} less than on-demand ({od}), with about {n} interruptions losing {lost} minutes each.',
    'guide.spot.out.dearer':
      'Expected cost on spot: {spot}, {diff} more than on-demand ({od}): about {n} interruptions losing {lost} minutes each eat the discount.',
    'guide.spot.out.fits':
      'A {write}-minute checkpoint fits in the {notice}-minute warning, so an interruption costs only the restart ({worst} minutes at most).',
    'guide.spot.out.noFit':
      'No checkpoint can be finished within the {notice}-minute warning, so work since the last checkpoint is lost: up to {worst} minutes per interruption.',
    'guide.spot.fig.price': 'Spot price per hour',
    'guide.spot.fig.lost': 'Expected loss per interruption',
    'guide.spot.fig.worst': 'Worst loss per interruption',
    'guide.spot.fig.interruptions': 'Expected interruptions',
    'guide.spot.fig.wall': 'Expected run time',
    'guide.spot.fig.spotCost': 'Expected cost on spot',
    'guide.spot.fig.odCost': 'Cost on-demand',
    'guide.spot.min': '{n} min',
    'guide.spot.h': '{n} h',
    'guide.spot.watch.title': 'Watching for the warning on {provider}',
    'guide.spot.watch.aws':
      'AWS puts the warning in the instance metadata two minutes ahead. Run this next to the job; it asks every 5 seconds, as AWS recommends.',
    'guide.spot.watch.aliyun':
      'Alibaba Cloud marks the instance for recycling and shows the time in its metadata. Run this next to the job.',
    'guide.spot.watch.tencent':
      'Tencent Cloud shows the reclaim time in the instance metadata about two minutes ahead (in UTC+8). Run this next to the job.',
    'guide.spot.watch.eventbridge':
      'Outside the instance, an EventBridge rule with this pattern receives the same warning (and an earlier rebalance hint):',
    'guide.spot.docs': 'Provider documentation',
    'guide.spot.guideWrong':
      'The guide’s script calls describe_instance_status and looks for an impaired status check. That call does not carry the spot warning, and polling an outside API every few seconds is slow and rate-limited, so most of a two-minute warning can pass unseen. Use the instance metadata or an event rule as above.',

    'guide.fc.title': 'Fact check of the guide',
    'guide.fc.lead':
      'Each claim of the guide, quoted in Chinese with an English gloss, next to what the sources say.',
    'guide.fc.empty': 'The dataset has no checked claims yet.',
    'guide.fc.gloss': 'In English',
    'guide.fc.evidenceLine': 'What the sources say: ',
    'guide.fc.verdict.confirmed': 'Confirmed',
    'guide.fc.verdict.contradicted': 'Contradicted by the sources',
    'guide.fc.verdict.unverified': 'Not verified',
  },
  zh: {
    'guide.title': '指南与计算器',
    'guide.currencyNote':
      '计算器与原指南一样以人民币计价；从推荐结果打开时，使用所选方案的价格和页面所选币种。所有输入都写在页面链接里，复制链接即可让别人看到相同结果。',
    'guide.toc': '指南各部分',
    'guide.result': '结果',
    'guide.source': '来源',
    'guide.sourceLabel': '来源：',
    'guide.badge.assumption': '假设',
    'guide.badge.guide': '指南数字',
    'guide.badge.dataset': '来自数据集',
    'guide.notices.title': '链接中有些指南参数无效，已替换',
    'guide.unit.years': '年',
    'guide.unit.gpus': '张 GPU',
    'guide.unit.hours': '小时',
    'guide.unit.minutes': '分钟',
    'guide.unit.months': '个月',
    'guide.unit.cnyYear': '元/年',
    'guide.unit.cnyMonth': '元/月',
    'guide.unit.usdMonth': '美元/月',
    'guide.unit.usdHour': '美元/小时',
    'guide.sub.pick.priced':
      '所选方案 {offer} 的价格（来自数据集）：包月 {monthly}（{monthlySource}，{monthlyDate}）；按量每小时 {hourly}（{hourlySource}，{hourlyDate}）。折扣、使用时长和月数请自行设定。',
    'guide.sub.pick.noMonthly':
      '数据集中没有 {offer} 的包月价格，无法在此计算它的包年包月：下面的数字是指南的示例（人民币），不是该报价的价格。',
    'guide.sub.pick.missing': '数据集中没有报价 {offer}：下面的数字是指南的示例（人民币）。',
    'guide.sub.pick.clear': '改为手动输入价格',
    'guide.unit.cnyHour': '元/小时',
    'guide.unit.cnyGpuHour': '元/卡时',
    'guide.unit.cnyGb': '元/GB',
    'guide.unit.gpuHoursMonth': '卡时/月',
    'guide.unit.hoursMonth': '小时/月',
    'guide.unit.per24h': '次/24 小时',
    'guide.copy.snippet': '复制脚本',
    'guide.copy.rule': '复制事件规则',
    'guide.copy.done': '已复制。',
    'guide.copy.failed': '复制失败：请选中文字后手动复制。',

    'guide.tco.title': '自建、租用还是混合',
    'guide.tco.lead':
      '买 GPU 要先付一大笔钱，之后每月还有机房、电费和人力；租用只为用到的小时付费。默认值是指南中单张 A100 的数字。',
    'guide.tco.own': '自建',
    'guide.tco.hw': '硬件价格',
    'guide.tco.life': '硬件使用年限',
    'guide.tco.life.hint': '指南未给出；5 年是常见的折旧期。到期后按重新购买计算。',
    'guide.tco.gpus': '硬件中的 GPU 数',
    'guide.tco.fac': '机房',
    'guide.tco.pow': '电力与散热',
    'guide.tco.ops': '运维人力',
    'guide.tco.useAndPrice': '用量与云价格',
    'guide.tco.use': '每月使用的卡时',
    'guide.tco.use.hint': '自有 GPU 满负荷为每月 {full} 卡时（每张 730 小时）。',
    'guide.tco.price': '云上价格',
    'guide.tco.price.hint': '指南按每 A100 卡时 12 元计；国内大厂实际约 29–35 元（见事实核查）。',
    'guide.tco.src': '改用数据集中最便宜的 A100 80GB',
    'guide.tco.src.hint': '{offer}：每卡时 {price}，价格截至 {asOf}。',
    'guide.tco.src.none': '数据集中没有带价格的 A100 80GB 报价。',
    'guide.tco.trend': '云价格每年变化',
    'guide.tco.trend.hint': '假设情景：−25 表示每到新的一年云价格便宜 25 %。',
    'guide.tco.job': '一次训练任务时长',
    'guide.tco.hwGpu': '每张 GPU 的购买价格',
    'guide.tco.facGpu': '每张 GPU 的机房费用',
    'guide.tco.powGpu': '每张 GPU 的电力与散热',
    'guide.tco.resid': '36 个月后的残值',
    'guide.tco.resid.hint':
      '假设值，占硬件价格的比例：0 表示不计转卖（与指南相同）；按 5 年直线折旧，3 年后剩 40 %，二手 GPU 可能卖得更低。',
    'guide.tco.owned': '自建所选方案的 GPU：{gpus} × {gpu}；机房和电力按每张 GPU 计算。',
    'guide.tco.ownedAny': '自建 {gpus} 张 GPU；机房和电力按每张 GPU 计算。',
    'guide.tco.bought': '有来源的每张 GPU 购买价格：{price}，{what}（{source}，{date}）。',
    'guide.tco.boughtNone':
      '数据集中没有 {gpu} 的购买价格来源：请输入你拿到的每张 GPU 报价（此栏从 0 开始，不是价格）。',
    'guide.tco.hybridGpus':
      '混合方案的本地机器：{gpus} 张同型号 GPU（足以满负荷承担本地部分），每张 GPU 的价格和运行成本相同，运维人力相同。',
    'guide.tco.guideName':
      '“指南数字”指本页核对的选购指南《高性能GPU云平台选购指南：性价比与性能的平衡之道》中的数字。',
    'guide.tco.hybrid': '混合：本地机器承担日常工作，高峰时租用云',
    'guide.tco.lhw': '本地机器价格',
    'guide.tco.lrun': '本地机器运行成本',
    'guide.tco.lrun.hint': '指南未给出；每年 6,000 元约相当于 0.7 kW 全天运行、电价 1 元/度。',
    'guide.tco.lgpus': '本地机器 GPU 数',
    'guide.tco.share': '在本地运行的卡时比例',
    'guide.tco.share.hint': '指南未给出比例；其余部分按突发方式在云上租用。',
    'guide.tco.bgpus': '每次云上突发的 GPU 数',
    'guide.tco.bh': '每次云上突发的小时数',
    'guide.tco.option.own': '自建',
    'guide.tco.option.cloud': '租用',
    'guide.tco.option.hybrid': '混合',
    'guide.tco.out.within': '按每月 {use} 卡时计算，自建在第 {month} 个月起比租用便宜。',
    'guide.tco.out.laterFull':
      '36 个月内自建不划算：即使满负荷使用（每月 {use} 卡时），也要约 {month} 个月才能回本（先付 {hw}，之后每月 {run}，而云上每月 {cloud}）。',
    'guide.tco.out.later':
      '36 个月内自建不划算：按每月 {use} 卡时计算，要约 {month} 个月才能回本（先付 {hw}，之后每月 {run}，而云上每月 {cloud}）。',
    'guide.tco.out.neverRunning':
      '按每月 {use} 卡时计算，自建永远无法回本：每月运行成本 {run}，已超过同样小时数在云上的 {cloud}。',
    'guide.tco.out.never':
      '按每月 {use} 卡时计算，自建 20 年内无法回本：每月省下的钱在硬件需要更换（每 {life} 年）或云价格下降之前还不清硬件款。',
    'guide.tco.out.fullWithin': '若满负荷使用（每月 {full} 卡时），可在第 {month} 个月回本。',
    'guide.tco.out.fullLater': '即使满负荷使用（每月 {full} 卡时），也要约 {month} 个月才能回本。',
    'guide.tco.out.fullNever': '即使满负荷使用（每月 {full} 卡时），20 年内也无法回本。',
    'guide.tco.out.trend': '从第二年起，云价格每年变化 {trend}。',
    'guide.tco.out.cheapest':
      '36 个月内最便宜的是{option}（自建 {own}，租用 {cloud}，混合 {hybrid}）。',
    'guide.tco.warn.use-above-capacity':
      '这超过了自有 GPU 的能力（每月 {full} 卡时）：自建需要比所填更多的硬件。',
    'guide.tco.warn.local-above-capacity':
      '本地部分（每月 {local} 卡时）超过了本地机器的能力（{cap}）。',
    'guide.tco.fig.firstYear': '自建第一年',
    'guide.tco.fig.job': '云上一次 {hours} 小时的任务',
    'guide.tco.fig.burst': '一次 {gpus} 卡 × {hours} 小时的突发',
    'guide.tco.fig.ownMonthly': '自建每月运行成本',
    'guide.tco.fig.cloudMonthly': '云上每月（第一年）',
    'guide.tco.fig.breakEven': '回本月份（36 个月内）',
    'guide.tco.fig.month': '第 {month} 个月',
    'guide.tco.fig.none': '36 个月内无',
    'guide.tco.fig.breakEvenUse': '36 个月内回本所需用量',
    'guide.tco.fig.bursts': '混合：每月云上突发次数',
    'guide.tco.beUse.value': '每月 {hours} 卡时（满负荷的 {share}）',
    'guide.tco.beUse.none': '无：需要每月 {hours} 卡时，超过最多可用的 {full}',
    'guide.tco.beUse.free': '无：云价格为零',
    'guide.tco.note':
      '指南把自建一整年的费用（185,000 元）与云上一次 72 小时任务（864 元）相比，得出“成本降低 95%”。两者的工作量不同；图表比较的是相同的卡时。',
    'guide.tco.chart.title': '36 个月累计成本',
    'guide.tco.chart.units': '横轴：自购买起的月数。纵轴：累计花费，元。',
    'guide.tco.chart.summary':
      '12 个月后：自建 {own12}，租用 {cloud12}，混合 {hybrid12}。36 个月后：自建 {own36}，租用 {cloud36}，混合 {hybrid36}。',
    'guide.tco.chart.x': '月份',
    'guide.tco.chart.y': '累计，元',
    'guide.tco.chart.month': '月份',

    'guide.sub.title': '包年包月还是按量付费',
    'guide.sub.lead':
      '包年包月（预付）每小时更便宜，但提前退订要付出代价。指南说违约金是 30%；实际上各家规则不同，见下表。',
    'guide.sub.inputs': '价格与时间',
    'guide.sub.monthly': '包月一个月的价格',
    'guide.sub.monthly.hint': '示例值：请填入你所选实例的报价。',
    'guide.sub.discount': '整期承诺的折扣',
    'guide.sub.discount.hint': '示例值：包一年常有 10–20 % 折扣。腾讯云提前退订时不再享有该折扣。',
    'guide.sub.hourly': '按量付费价格',
    'guide.sub.hours': '每月需要的小时数',
    'guide.sub.hours.hint': '按量付费只收这些小时；包月实例整月 730 小时都在计费。',
    'guide.sub.term': '承诺的月数',
    'guide.sub.used': '退订前已使用的月数',
    'guide.sub.used.hint': '可填小数：4.5 表示四个半月。等于承诺月数即用满不退订。',
    'guide.sub.out.cheaper': '按月计，包月（{sub}）比按量付费所需小时（{payg}）便宜。',
    'guide.sub.out.dearer': '按月计，包月（{sub}）比按量付费所需小时（{payg}）更贵：不可能划算。',
    'guide.sub.fig.paid': '整期预付金额',
    'guide.sub.fig.paygTerm': '整期按量付费',
    'guide.sub.fig.paygUsed': '已用 {months} 个月的按量费用',
    'guide.sub.table.caption': '使用 {months} 个月后退订',
    'guide.sub.col.provider': '云厂商',
    'guide.sub.col.rule': '提前退订规则',
    'guide.sub.col.refund': '退款',
    'guide.sub.col.net': '包月实际花费',
    'guide.sub.col.penalty': '提前退订的代价',
    'guide.sub.col.vsPayg': '与按量付费相比',
    'guide.sub.col.breakEven': '从何时起划算',
    'guide.sub.rule.paid-minus-used': '退款 = 实付 − 已使用部分（按时间比例）',
    'guide.sub.rule.repriced-at-payg': '退款 = 实付 − 已满整月按单月价格 − 不足一月部分按按量价格',
    'guide.sub.rule.paid-minus-used-minus-fee':
      '退款 = 实付 − 已使用部分 − 手续费（包月与一年期为实付的 10 %；更长期限为 15/10/5 %）',
    'guide.sub.rule.guide-flat-30': '未使用部分的 30 %（指南的说法）',
    'guide.sub.guideRow': '指南的说法',
    'guide.sub.more': '多 {amount}',
    'guide.sub.less': '少 {amount}',
    'guide.sub.never': '整期内都不划算',
    'guide.sub.fromStart': '第一天起',
    'guide.sub.months': '{months} 个月',
    'guide.sub.note':
      '“提前退订的代价”指实际花费超出“已用月数 × 包月折算单价”的部分。“从何时起划算”指：使用满这段时间后再退订，花费不会高于同期按量付费。部分厂商在购买后 5 天内可一次性全额退款；促销订单可能完全不能退。',

    'guide.tr.title': '数据传输',
    'guide.tr.lead':
      '压缩能省多少，取决于数据能缩小多少。文本能缩很多；图片、模型权重和压缩包几乎不变。',
    'guide.tr.inputs': '数据',
    'guide.tr.size': '要传输的数据量',
    'guide.tr.price': '每 GB 价格',
    'guide.tr.price.hint':
      '由指南的例子（10 GB 120 元）推算，并非公开价格。请查阅你所用厂商的价目：很多厂商只对流出云的数据收费。',
    'guide.tr.type': '数据类型',
    'guide.tr.type.text': '文本、CSV、JSON（约 {ratio}:1）',
    'guide.tr.type.images': 'JPEG 或 PNG 图片（约 {ratio}:1）',
    'guide.tr.type.weights': '模型权重，fp16/bf16（约 {ratio}:1）',
    'guide.tr.type.archive': '已压缩：zip、gz、视频（{ratio}:1）',
    'guide.tr.ratio': '压缩比',
    'guide.tr.ratio.hint': '此类数据的典型值（{ratio}:1）；没有来源测量过你的数据。',
    'guide.tr.ratio.custom': '你自己填的压缩比；此类数据的典型值为 {ratio}:1。',
    'guide.tr.ratio.reset': '恢复典型压缩比',
    'guide.tr.out':
      '传输 {size} GB 需 {raw}；压缩到 {compressed} GB 后需 {after}，节省 {saving}（{share}）。',
    'guide.tr.fig.raw': '不压缩',
    'guide.tr.fig.compressedGb': '压缩后大小',
    'guide.tr.fig.after': '压缩后',
    'guide.tr.fig.saving': '节省',
    'guide.tr.note':
      '指南的例子（用 LZMA 把 10 GB 的传输费从 120 元降到 20 元）需要 6:1 的压缩比。文本可以做到；模型权重和多媒体做不到。',

    'guide.spot.title': '竞价实例',
    'guide.spot.lead':
      '竞价实例便宜，但可能被回收。真实成本取决于回收频率、每次丢失多少工作，以及能否在预警时间内写完检查点。',
    'guide.spot.inputs': '任务与厂商',
    'guide.spot.provider': '云厂商',
    'guide.spot.notice': '回收前的预警时间：{minutes} 分钟。',
    'guide.spot.od': '按量价格',
    'guide.spot.off': '竞价折扣',
    'guide.spot.off.hint':
      '指南说便宜 60–80 %；目录中从 10 %（RunPod）到约 90 %（Azure、腾讯云）不等。',
    'guide.spot.work': '无中断时的任务时长',
    'guide.spot.rate': '中断次数',
    'guide.spot.rate.hint': '厂商不公布中断率；每天一次是引擎的假设。请填入你的实际观察。',
    'guide.spot.ckpt': '检查点间隔',
    'guide.spot.write': '写一次检查点的时间',
    'guide.spot.write.hint': '取决于模型大小和磁盘速度；请实测。',
    'guide.spot.restart': '中断后的重启时间',
    'guide.spot.restart.hint': '申请新实例并重新加载；引擎假设 10 分钟。',
    'guide.spot.save': '收到预警时由监控程序写检查点',
    'guide.spot.out.cheaper':
      '竞价实例的期望花费为 {spot}，比按量（{od}）少 {diff}；预计中断约 {n} 次，每次损失 {lost} 分钟。',
    'guide.spot.out.dearer':
      '竞价实例的期望花费为 {spot}，比按量（{od}）多 {diff}：约 {n} 次中断、每次损失 {lost} 分钟，抵消了折扣。',
    'guide.spot.out.fits':
      '写一次检查点需 {write} 分钟，能在 {notice} 分钟预警内完成，所以每次中断只损失重启时间（最多 {worst} 分钟）。',
    'guide.spot.out.noFit':
      '在 {notice} 分钟预警内写不完检查点，自上次检查点以来的工作会丢失：每次中断最多损失 {worst} 分钟。',
    'guide.spot.fig.price': '竞价每小时价格',
    'guide.spot.fig.lost': '每次中断的期望损失',
    'guide.spot.fig.worst': '每次中断的最大损失',
    'guide.spot.fig.interruptions': '期望中断次数',
    'guide.spot.fig.wall': '期望运行时间',
    'guide.spot.fig.spotCost': '竞价期望花费',
    'guide.spot.fig.odCost': '按量花费',
    'guide.spot.min': '{n} 分钟',
    'guide.spot.h': '{n} 小时',
    'guide.spot.watch.title': '在{provider}上监测回收预警',
    'guide.spot.watch.aws':
      'AWS 提前两分钟在实例元数据中给出预警。与任务一起运行此脚本；它按 AWS 的建议每 5 秒查询一次。',
    'guide.spot.watch.aliyun':
      '阿里云会把实例标记为待回收，并在元数据中给出回收时间。与任务一起运行此脚本。',
    'guide.spot.watch.tencent':
      '腾讯云约提前两分钟在实例元数据中给出回收时间（UTC+8）。与任务一起运行此脚本。',
    'guide.spot.watch.eventbridge':
      '在实例之外，用下面这个模式的 EventBridge 规则也能收到同样的预警（以及更早的再平衡建议）：',
    'guide.spot.docs': '厂商文档',
    'guide.spot.guideWrong':
      '指南中的脚本调用 describe_instance_status 并检查状态是否为 impaired。该接口并不包含竞价回收预警；而且每隔几秒轮询外部 API 既慢又受限流，两分钟的预警大部分可能就这样错过了。请改用上面的实例元数据或事件规则。',

    'guide.fc.title': '指南事实核查',
    'guide.fc.lead': '逐条列出指南的说法（中文原文），并对照资料来源的说法。',
    'guide.fc.empty': '数据集中尚无已核查的说法。',
    'guide.fc.gloss': '英文释义',
    'guide.fc.evidenceLine': '资料来源的说法：',
    'guide.fc.verdict.confirmed': '属实',
    'guide.fc.verdict.contradicted': '与资料来源不符',
    'guide.fc.verdict.unverified': '未能核实',
  },
});
