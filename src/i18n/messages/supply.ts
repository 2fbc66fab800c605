import { defineMessages } from '../define';

/** Supply in mainland China: dated verdicts on picks, in browse and in exports. */
export default defineMessages({
  en: {
    'supply.title': 'Supply in mainland China (checked {date})',
    'supply.status.domestic': 'domestic',
    'supply.status.allowed': 'sold to China',
    'supply.status.licence-assured': 'licence, volatile',
    'supply.status.licence': 'licence needed',
    'supply.status.case-by-case': 'case by case, blocked',
    'supply.status.china-stop': 'China stop order',
    'supply.status.not-sold': 'not sold to China',
    'supply.status.unknown': 'no dated rule',
    'supply.badge': 'Mainland supply: {status}',
    'supply.events': 'Dated events',
    'supply.source': 'Source: {ref}, {date}',
    'supply.undated': 'undated',
    'supply.inferred': 'GPU inferred',
    'supply.csv': '{status}: {supply} {rental}',
    'supply.empty.lead':
      'No offer in mainland China for {gpus}. Why: {why} ({date}, source: {ref}).',
    'supply.empty.routes': 'What a buyer in mainland China can get instead:',
    'supply.empty.show': 'Show {gpu}',
    'supply.empty.domestic': 'Show domestic accelerators',
    'engine.reason.span':
      'No one instance holds the model: each replica spans {span} instances joined by the provider’s {fabric}, rated no faster than PCIe between them',
    'supply.voucher.label': 'Compute vouchers',
    'supply.voucher.badge': 'voucher −{percent} %',
    'supply.voucher.applied':
      'Priced after your {percent} % compute voucher: check the voucher covers this instance and region',
    'supply.voucher.hint': 'provider:percent, e.g. huawei:30 (none unless you enter one)',
    'engine.notice.voucher':
      'Your compute voucher: {provider} prices are ranked at {percent} % off (vch)',
  },
  zh: {
    'supply.title': '中国内地供货情况（核对于 {date}）',
    'supply.status.domestic': '国产',
    'supply.status.allowed': '可对华销售',
    'supply.status.licence-assured': '需许可，变数大',
    'supply.status.licence': '需许可证',
    'supply.status.case-by-case': '逐案审批，受阻',
    'supply.status.china-stop': '国内叫停',
    'supply.status.not-sold': '不对华销售',
    'supply.status.unknown': '无明确规定',
    'supply.badge': '内地供货：{status}',
    'supply.events': '有日期的事件',
    'supply.source': '来源：{ref}，{date}',
    'supply.undated': '未注明日期',
    'supply.inferred': '型号为推断',
    'supply.csv': '{status}：{supply} {rental}',
    'supply.empty.lead': '中国内地没有 {gpus} 的报价。原因：{why}（{date}，来源：{ref}）。',
    'supply.empty.routes': '中国内地买家可以选择：',
    'supply.empty.show': '显示 {gpu}',
    'supply.empty.domestic': '显示国产加速卡',
    'engine.reason.span':
      '单个实例放不下该模型：每个副本跨 {span} 个实例，经云厂商的 {fabric} 互联，实例之间按不快于 PCIe 估算',
    'supply.voucher.label': '算力券',
    'supply.voucher.badge': '算力券 −{percent}%',
    'supply.voucher.applied': '价格已扣除您 {percent}% 的算力券：请确认该券适用于此实例和地域',
    'supply.voucher.hint': '云厂商:折扣百分比，如 huawei:30（不填则无）',
    'engine.notice.voucher': '您的算力券：{provider} 的价格按 {percent}% 折扣排名（vch）',
  },
});
