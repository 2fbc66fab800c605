import { defineMessages } from '../define';

/**
 * The engine's judgement in money and hours: which spend a budget reads (a month or a job's
 * total), the figure the score is built from, and the month forms of suggestions and notes.
 */
export default defineMessages({
  en: {
    'engine.reason.budget-job':
      'The whole job, {cost} {cur}, uses {percent} % of the monthly budget: it ends within a month',
    'engine.notice.closest-budget-month':
      'Cheapest: {offer} would cost about {cost} {cur} a month ({total} {cur} in all, {hours} h), over the {budget} {cur} monthly budget',
    'engine.notice.mainland-best-month':
      'Best choice in mainland China: #{rank} {offer}, {cost} {cur} a month ({dCost} {cur} a month against the first pick, {first}, abroad)',
    'engine.notice.mainland-other-region':
      'Best choice in mainland China: {offer}, {hours} h for {cost} {cur} ({dHours} h and {dCost} {cur} against the first pick, {first}, abroad); listed among the other regions of {under}, or first with region=cn',
    'engine.suggest.budget-job':
      'Raise the monthly budget to {budget} {cur}: {offer} does the whole job within a month for about {cost} {cur} ({hours} h)',
    'engine.suggest.nodes-month':
      'Use {nodes} instances with a fast interconnect: {offer}, about {cost} {cur} a month ({total} {cur} in all, {hours} h)',
    'engine.suggest.deadline-month':
      'Allow {deadline} h: {offer}, about {cost} {cur} a month ({total} {cur} in all, {hours} h)',
    'engine.suggest.spot-month':
      'Allow spot instances: {offer}, about {cost} {cur} a month ({total} {cur} in all, {hours} h)',
    'engine.suggest.budget-month':
      'Raise the monthly budget to {budget} {cur}: {offer}, about {cost} {cur} a month ({total} {cur} in all, {hours} h)',
    'engine.suggest.prec-month':
      'Serve at {prec}: {offer} then holds the model, about {cost} {cur} a month',
    'engine.suggest.region-month':
      'Look in every region: {offer}, about {cost} {cur} a month ({total} {cur} in all, {hours} h)',
    'engine.suggest.prov-month':
      'Allow every provider: {offer}, about {cost} {cur} a month ({total} {cur} in all, {hours} h)',
    'engine.suggest.bill-month':
      'Accept hourly billing: {offer}, about {cost} {cur} a month ({total} {cur} in all, {hours} h)',
    'engine.suggest.pt-month':
      'Accept vGPU instances: {offer}, about {cost} {cur} a month ({total} {cur} in all, {hours} h)',
    'engine.reason.figure':
      'Weighed at {total} {cur}: {cost} {cur} + {hours} h × {rate} {cur} for each hour of waiting. The first weighs {best} {cur}, so the score is {best} ÷ {total} = {score} %',
    'engine.reason.figure-serving':
      'Weighed at {total} {cur}: what the service costs at the pace asked for ({cost} {cur}); more speed only breaks ties. The first weighs {best} {cur}, so the score is {best} ÷ {total} = {score} %',
    'engine.reason.figure-serving-month':
      'Weighed at {total} {cur}: what a month of the service costs at the pace asked for ({cost} {cur} a month); more speed only breaks ties. The first weighs {best} {cur}, so the score is {best} ÷ {total} = {score} %',
    'engine.reason.figure-short':
      'Slower than the {tps} tokens/s asked for: weighed {risk} {cur} dearer, as much more as it is slower',
    'engine.reason.figure-setup':
      'The hours include {hours} h to set up a fine-tune sharded over the GPUs',
    'engine.reason.figure-uncertain':
      'Adds {risk} {cur} ({percent} % of the cost) for a price that is undated or old: it decides only between near-equal choices',
    'engine.reason.figure-factor': 'Divided by {factor} for a tight memory fit or an older GPU',
    'engine.assumption.hourValue': 'Value of an hour of waiting (this team)',
    'engine.assumption.hourValueStartup': 'Value of an hour of waiting: startup',
    'engine.assumption.hourValueRnd': 'Value of an hour of waiting: R&D team',
    'engine.assumption.hourValueHpc': 'Value of an hour of waiting: HPC team',
    'engine.assumption.hourValueIndividual': 'Value of an hour of waiting: individual',
    'engine.assumption.hourValueEnterprise': 'Value of an hour of waiting: enterprise',
    'engine.assumption.shardedSetupHours': 'Setup of a fine-tune sharded over GPUs',
    'engine.assumption.priceUncertainty': 'Expected error of an undated or old price',
  },
  zh: {
    'engine.reason.figure':
      '折合 {total} {cur}：费用 {cost} {cur} + {hours} 小时 × 每小时等待 {rate} {cur}。第一名折合 {best} {cur}，得分 = {best} ÷ {total} = {score}%',
    'engine.reason.figure-serving':
      '折合 {total} {cur}：按要求的速度提供服务的费用（{cost} {cur}）；更快只在并列时决定先后。第一名折合 {best} {cur}，得分 = {best} ÷ {total} = {score}%',
    'engine.reason.figure-serving-month':
      '折合 {total} {cur}：按要求的速度提供服务每月的费用（每月 {cost} {cur}）；更快只在并列时决定先后。第一名折合 {best} {cur}，得分 = {best} ÷ {total} = {score}%',
    'engine.reason.figure-short': '达不到要求的 {tps} token/秒：按慢的比例多计 {risk} {cur}',
    'engine.reason.figure-setup': '时长含 {hours} 小时，用于配置跨多卡分片的微调',
    'engine.reason.figure-uncertain':
      '价格未注明日期或已过时，加计 {risk} {cur}（费用的 {percent}%）：只在几乎相同的选择之间决定先后',
    'engine.reason.figure-factor': '因显存紧张或 GPU 较旧，除以 {factor}',
    'engine.assumption.hourValue': '每小时等待的价值（本团队）',
    'engine.assumption.hourValueStartup': '每小时等待的价值：初创公司',
    'engine.assumption.hourValueRnd': '每小时等待的价值：研发团队',
    'engine.assumption.hourValueHpc': '每小时等待的价值：HPC 团队',
    'engine.assumption.hourValueIndividual': '每小时等待的价值：个人',
    'engine.assumption.hourValueEnterprise': '每小时等待的价值：企业',
    'engine.assumption.shardedSetupHours': '跨多卡分片微调的配置时间',
    'engine.assumption.priceUncertainty': '未注明日期或过时价格的预期误差',
    'engine.reason.budget-job': '整个任务 {cost} {cur}，占月预算的 {percent}%：一个月内即可完成',
    'engine.notice.closest-budget-month':
      '最便宜：{offer} 每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时），超出每月 {budget} {cur} 的预算',
    'engine.notice.mainland-best-month':
      '中国大陆境内的最佳选择：第 {rank} 名 {offer}，每月 {cost} {cur}（与境外首选 {first} 相比每月 {dCost} {cur}）',
    'engine.notice.mainland-other-region':
      '中国大陆境内的最佳选择：{offer}，{hours} 小时，{cost} {cur}（与境外首选 {first} 相比 {dHours} 小时、{dCost} {cur}）；列在 {under} 的其他地域中，或设 region=cn 后排第一',
    'engine.suggest.budget-job':
      '把月预算提高到 {budget} {cur}：{offer} 一个月内完成整个任务，约 {cost} {cur}（{hours} 小时）',
    'engine.suggest.nodes-month':
      '改用 {nodes} 台高速互联的实例：{offer} 每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时）',
    'engine.suggest.deadline-month':
      '把期限放宽到 {deadline} 小时：{offer} 每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时）',
    'engine.suggest.spot-month':
      '允许竞价实例：{offer} 每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时）',
    'engine.suggest.budget-month':
      '把月预算提高到 {budget} {cur}：{offer} 每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时）',
    'engine.suggest.prec-month': '改用 {prec} 精度部署：{offer} 可以放下模型，每月约 {cost} {cur}',
    'engine.suggest.region-month':
      '不限地域：{offer}，每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时）',
    'engine.suggest.prov-month':
      '不限云厂商：{offer}，每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时）',
    'engine.suggest.bill-month':
      '接受按小时计费：{offer}，每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时）',
    'engine.suggest.pt-month':
      '接受 vGPU 实例：{offer}，每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时）',
  },
});
