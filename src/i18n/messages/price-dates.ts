import { defineMessages } from '../define';

/**
 * What a price's date means, beside the price (browse rows, the results' picks, the exports), and
 * how an offer without a price asks for the reader's quote.
 */
export default defineMessages({
  en: {
    'fresh.kind.listed-by': 'listed on or before',
    'history.date.listed-by': 'listed on or before {date}',
    'pricedate.published': 'as stated by the source on {date}',
    'pricedate.captured': 'captured {date}',
    'pricedate.listed-by': 'listed on or before {date}',
    'pricedate.undated-snapshot': 'undated; recorded {date}',
    'pricedate.short.published': 'stated by the source',
    'pricedate.short.captured': 'captured',
    'pricedate.short.listed-by': 'listed on or before',
    'pricedate.short.undated-snapshot': 'undated',
    'pricedate.column': 'Price date',
    'pricedate.kindColumn': 'Price date kind',
    'pricedate.flag.disagree.short': 'sources differ',
    'pricedate.flag.disagree':
      'Two dated sources disagree on this price by more than 10 %; the newer is shown (the other is in its notes and history).',
    'pricedate.onRequest': 'price on request',
    'pricedate.addQuote': 'Add your quote',
    'pricedate.addQuote.title': 'No public price: add the price you were quoted for {offer}',
  },
  zh: {
    'fresh.kind.listed-by': '最晚列出',
    'history.date.listed-by': '最晚于 {date} 已列出',
    'pricedate.published': '来源标明的日期为 {date}',
    'pricedate.captured': '{date} 采集',
    'pricedate.listed-by': '最晚于 {date} 已列出',
    'pricedate.undated-snapshot': '无日期；{date} 记录',
    'pricedate.short.published': '来源标明',
    'pricedate.short.captured': '采集',
    'pricedate.short.listed-by': '最晚已列于',
    'pricedate.short.undated-snapshot': '无日期',
    'pricedate.column': '价格日期',
    'pricedate.kindColumn': '价格日期类型',
    'pricedate.flag.disagree.short': '来源不一',
    'pricedate.flag.disagree':
      '两个有日期的来源对此价格相差超过 10%；显示较新的一个（另一个见备注和价格历史）。',
    'pricedate.onRequest': '价格需询价',
    'pricedate.addQuote': '填入你的报价',
    'pricedate.addQuote.title': '没有公开价格：填入你拿到的 {offer} 报价',
  },
});
