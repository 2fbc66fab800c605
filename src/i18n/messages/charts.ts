import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'charts.title': 'Trade-offs',
    'charts.loading': 'Loading the charts…',
    'charts.error': 'This chart could not be drawn. The list and the other charts still work.',
    'charts.table.show': 'Show the numbers as a table',
    'charts.col.offer': 'Offer',
    'charts.col.pick': 'Top pick',
    'charts.col.frontier': 'On the frontier',
    'charts.yes': 'yes',
    'charts.no': 'no',
    'charts.axis.costJob': 'Estimated cost of the job ({cur})',
    'charts.axis.costMonth': 'Cost of a month ({cur})',
    'charts.axis.hours': 'Estimated wall time (hours)',
    'charts.axis.speed': 'Speed (A100 80GB = 1)',
    'charts.axis.hoursShort': 'Hours',
    'charts.axis.speedShort': '× A100',
    'charts.units': 'Horizontal: {x}. Vertical: {y}.',
    'charts.scatter.title': 'Price vs performance',
    'charts.scatter.others': 'Other feasible offers',
    'charts.scatter.picks': 'Top picks',
    'charts.scatter.frontier': 'Pareto frontier',
    'charts.scatter.summaryHours':
      '{count} feasible offers. {frontier} of them are on the frontier: none is both cheaper and faster. Cheapest: {cheapest} at {cheapestCost}. Fastest: {fastest} in {fastestHours} h.',
    'charts.scatter.summarySpeed':
      '{count} feasible offers. {frontier} of them are on the frontier: none is both cheaper and faster. Cheapest: {cheapest} at {cheapestCost}. Fastest: {fastest}, {fastestSpeed} × an A100 80GB.',
    'charts.empty': 'No feasible offer to draw.',
    'charts.cost.title': 'Cost per offer, top picks',
    'charts.cost.summary':
      'From {lowest} ({lowestCost}) to {highest} ({highestCost}) across the top {count}.',
    'charts.spot.title': 'Spot (expected) vs on-demand cost',
    'charts.spot.onDemand': 'On-demand',
    'charts.spot.spot': 'Spot, expected',
    'charts.spot.summary':
      '{withSpot} of the top {count} have a spot price. The largest saving: {best}, {saving} less than on demand.',
    'charts.spot.summaryNone': 'None of the top {count} has a spot price in the catalog.',
    'charts.spot.off':
      'Spot is not allowed for this job, so every pick is priced on demand. Allow spot above to compare.',
  },
  zh: {
    'charts.title': '权衡',
    'charts.loading': '图表加载中…',
    'charts.error': '这张图画不出来。列表和其他图表仍可使用。',
    'charts.table.show': '以表格显示数字',
    'charts.col.offer': '报价',
    'charts.col.pick': '首选之一',
    'charts.col.frontier': '在前沿上',
    'charts.yes': '是',
    'charts.no': '否',
    'charts.axis.costJob': '任务预估费用（{cur}）',
    'charts.axis.costMonth': '每月费用（{cur}）',
    'charts.axis.hours': '预估耗时（小时）',
    'charts.axis.speed': '速度（A100 80GB = 1）',
    'charts.axis.hoursShort': '小时',
    'charts.axis.speedShort': '× A100',
    'charts.units': '横轴：{x}。纵轴：{y}。',
    'charts.scatter.title': '价格与性能',
    'charts.scatter.others': '其他可行报价',
    'charts.scatter.picks': '首选',
    'charts.scatter.frontier': '帕累托前沿',
    'charts.scatter.summaryHours':
      '共 {count} 个可行报价，其中 {frontier} 个在前沿上：没有别的报价比它们既便宜又快。最便宜：{cheapest}，{cheapestCost}。最快：{fastest}，{fastestHours} 小时。',
    'charts.scatter.summarySpeed':
      '共 {count} 个可行报价，其中 {frontier} 个在前沿上：没有别的报价比它们既便宜又快。最便宜：{cheapest}，{cheapestCost}。最快：{fastest}，相当于 {fastestSpeed} 张 A100 80GB。',
    'charts.empty': '没有可画的可行报价。',
    'charts.cost.title': '各报价费用（首选）',
    'charts.cost.summary':
      '前 {count} 个中，最低 {lowest}（{lowestCost}），最高 {highest}（{highestCost}）。',
    'charts.spot.title': '竞价（期望）与按量费用',
    'charts.spot.onDemand': '按量',
    'charts.spot.spot': '竞价（期望）',
    'charts.spot.summary':
      '前 {count} 个中有 {withSpot} 个提供竞价价格。省得最多的是 {best}，比按量少 {saving}。',
    'charts.spot.summaryNone': '前 {count} 个在目录中都没有竞价价格。',
    'charts.spot.off': '本任务未允许竞价，所有推荐均按按量计价。可在上方允许竞价后对比。',
  },
});
