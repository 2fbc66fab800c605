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
  },
  zh: {
    'engine.reason.budget-job': '整个任务 {cost} {cur}，占月预算的 {percent}%：一个月内即可完成',
    'engine.notice.closest-budget-month':
      '最便宜：{offer} 每月约 {cost} {cur}（总计 {total} {cur}，{hours} 小时），超出每月 {budget} {cur} 的预算',
    'engine.notice.mainland-best-month':
      '中国大陆境内的最佳选择：第 {rank} 名 {offer}，每月 {cost} {cur}（与境外首选 {first} 相比每月 {dCost} {cur}）',
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
