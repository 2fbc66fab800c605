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
  },
});
