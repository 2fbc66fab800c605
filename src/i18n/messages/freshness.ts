import { defineMessages } from '../define';

/** How each provider's prices are dated, shown in browse and in results. */
export default defineMessages({
  en: {
    'fresh.summary': 'How old each provider’s prices are',
    'fresh.dated': '{provider} prices {kind} {date}, {age}',
    'fresh.datedRange': '{provider} prices {kind} {oldest} to {newest}; newest {age}',
    'fresh.undated': '{provider}: undated snapshot recorded {date}',
    'fresh.mixed': '{provider}: {dated} dated, {undated} undated; newest {date}, {age}',
    'fresh.kind.captured': 'captured',
    'fresh.kind.published': 'published',
    'fresh.kind.mixed': 'dated',
    'fresh.age.today': 'today',
    'fresh.age': '{count} days old',
    'fresh.age.one': '{count} day old',
    'fresh.stale': ' (may be out of date)',
    'fresh.note':
      'Ages count from today, {today}. An undated snapshot’s date is only the day it was recorded.',
    'history.title': 'On-demand price over time',
    'history.none': 'On-demand price over time: no earlier price recorded.',
    'history.point': '{price} ({date})',
    'history.point.now': '{price} ({date}, current)',
    'history.date.captured': 'captured {date}',
    'history.date.published': 'published {date}',
    'history.date.undated-snapshot': 'undated, recorded {date}',
    'history.key':
      'Points in the order the dataset held the prices, each replacing the one before, not to a time scale; hollow: undated snapshot.',
  },
  zh: {
    'fresh.summary': '各厂商价格的日期与新旧',
    'fresh.dated': '{provider} 价格{kind}于 {date}，{age}',
    'fresh.datedRange': '{provider} 价格{kind}于 {oldest} 至 {newest}；最新一条{age}',
    'fresh.undated': '{provider}：无日期快照，{date} 采集',
    'fresh.mixed': '{provider}：{dated} 条有日期，{undated} 条无日期；最新 {date}，{age}',
    'fresh.kind.captured': '采集',
    'fresh.kind.published': '发布',
    'fresh.kind.mixed': '标注',
    'fresh.age.today': '即今天',
    'fresh.age': '距今 {count} 天',
    'fresh.age.one': '距今 {count} 天',
    'fresh.stale': '（可能已过时）',
    'fresh.note': '天数按今天（{today}）计算。无日期快照的日期只是采集当天。',
    'history.title': '按需价格的变化',
    'history.none': '按需价格的变化：此前没有记录到其他价格。',
    'history.point': '{price}（{date}）',
    'history.point.now': '{price}（{date}，现价）',
    'history.date.captured': '{date} 采集',
    'history.date.published': '{date} 发布',
    'history.date.undated-snapshot': '无日期，{date} 记录',
    'history.key':
      '各点按数据集先后采用的顺序等距排列（后者取代前者），不按时间比例；空心点为无日期快照。',
  },
});
