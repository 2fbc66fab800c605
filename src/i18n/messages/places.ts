import { defineMessages } from '../define';

/** Browse by country or region, and what an empty table says. */
export default defineMessages({
  en: {
    'places.country': 'Country or region',
    'places.countryAny': 'Anywhere',
    'places.countryOption': '{name} ({count})',
    'places.empty.why': 'No offer matches all of these filters together.',
    'places.empty.nearest': 'Nearest matches:',
    'places.empty.without': 'Without “{filter}”: {count} offers',
    'places.empty.without.one': 'Without “{filter}”: 1 offer',
    'places.empty.none':
      'Removing any one filter still leaves no offer; clear the filters to start again.',
    'places.empty.search': 'search “{q}”',
    'places.empty.priced': 'price range',
    'places.md.region': 'only offers in {where}',
    'places.md.priceDate': 'Price date',
    'places.md.undated': 'undated (recorded {date})',
    'places.md.fx': 'Exchange rate {fx} CNY per USD. Estimates, not quotes.',
  },
  zh: {
    'places.country': '国家或地区',
    'places.countryAny': '不限',
    'places.countryOption': '{name}（{count}）',
    'places.empty.why': '没有同时满足这些筛选条件的报价。',
    'places.empty.nearest': '最接近的结果：',
    'places.empty.without': '去掉“{filter}”：{count} 个报价',
    'places.empty.without.one': '去掉“{filter}”：1 个报价',
    'places.empty.none': '去掉任何一个筛选条件都仍然没有报价；请清除筛选后重新开始。',
    'places.empty.search': '搜索“{q}”',
    'places.empty.priced': '价格范围',
    'places.md.region': '仅限{where}的报价',
    'places.md.priceDate': '价格日期',
    'places.md.undated': '未注明日期（{date} 记录）',
    'places.md.fx': '汇率 {fx} 元/美元。以上为估算，并非报价。',
  },
});
