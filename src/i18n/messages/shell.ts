import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'shell.product': 'GPU Cloud Guide',
    'shell.tagline': 'Choose where to rent GPUs, with the numbers to back it.',
    'shell.nav': 'Views',
    'shell.view.browse': 'Browse offers',
    'shell.view.wizard': 'Team profile',
    'shell.view.results': 'Recommendations',
    // results' lead, drawn already while the view loads (app/view-skeleton.tsx)
    'results.lead':
      'The offers that fit your team’s answers, best first: each with the estimated time and cost of the job, why it ranks where it does, and what to check before renting. Change an answer below and the ranking follows; the page link keeps every answer.',
    'shell.view.guide': 'Guide & calculators',
    // the guide's lead, drawn already while the view loads
    'guide.lead':
      'The buying guide’s sums, redone with inputs you can change: owning vs renting, subscriptions vs pay-as-you-go, moving data and spot instances. Its claims are checked against the sources at the end.',
    'browse.lead':
      '{offers} GPU offers from {providers} providers, from public price lists (newest {asOf}). Pick filters, sort any column, and share the link.',
    'shell.language': 'Language',
    'shell.currency': 'Currency',
    'shell.skip': 'Skip to content',
    'shell.landing.title': 'Rent the right GPUs, not the famous ones',
    'shell.landing.lead':
      'Compare GPU cloud offers from Chinese and global providers, estimate what your job will take and cost, and share a link that reproduces the result.',
    'shell.landing.browse':
      'Look up prices and specs in one sourced table, per GPU-hour, in yuan or dollars.',
    'shell.landing.wizard':
      'Answer four short questions about your team and job and get ranked, explained picks.',
    'shell.landing.guide':
      'Own vs rent, subscription vs pay-as-you-go, data transfer and spot, calculated.',
    'shell.landing.start': 'Start with your team profile',
    'shell.quotes': 'Your quotes',
    'shell.landing.quotes':
      'Got a price from a sales rep, a reseller or your own machines? Add it and it is ranked beside the catalog.',
    'shell.error.title': 'This view ran into a problem',
    'shell.error.body':
      'The rest of the page still works. You can go back to the start or try again.',
    'shell.error.retry': 'Try again',
    'shell.error.home': 'Back to the start',
    'shell.loading': 'Loading…',
    'shell.placeholder': 'This view is being built.',
    'shell.notices.title': 'Some parts of the link were ignored',
    'shell.footer.data': 'Prices are snapshots of public catalogs, not live quotes.',
    'shell.askLang.text':
      'This guide is written in simplified Chinese and in English. Which would you like to read?',
    'shell.askLang.zh': '简体中文',
    'shell.askLang.en': 'English',
  },
  zh: {
    'shell.product': 'GPU 云选型指南',
    'shell.tagline': '选哪家租 GPU，用数据说话。',
    'shell.nav': '视图',
    'shell.view.browse': '浏览报价',
    'shell.view.wizard': '团队画像',
    'shell.view.results': '推荐结果',
    'results.lead':
      '符合团队回答的报价，最合适的排在前面：每项给出任务的预估用时与费用、排在这里的原因，以及租用前要确认的事项。修改下方任一回答，排序随之更新；页面链接会保存全部回答。',
    'shell.view.guide': '指南与计算器',
    'guide.lead':
      '把选购指南里的账重新算一遍，所有输入都可修改：自建还是租用、包年包月还是按量付费、数据传输、竞价实例。文末把指南的说法与资料来源逐条对照。',
    'browse.lead':
      '共 {offers} 条 GPU 报价，来自 {providers} 家云厂商的公开价目（最新 {asOf}）。可筛选、按任意列排序，并分享链接。',
    'shell.language': '语言',
    'shell.currency': '币种',
    'shell.skip': '跳到正文',
    'shell.landing.title': '租对的 GPU，而不是名气大的 GPU',
    'shell.landing.lead':
      '对比国内外云厂商的 GPU 报价，估算任务所需时间与费用，并用一个链接把结果原样分享给同事。',
    'shell.landing.browse': '在一张注明来源的表里查价格与规格，可按每卡时、人民币或美元显示。',
    'shell.landing.wizard': '回答关于团队和任务的四个简短问题，得到排好序、说明理由的推荐。',
    'shell.landing.guide': '自建还是租用、包年包月还是按量、数据传输与竞价实例，都能算清楚。',
    'shell.landing.start': '从团队画像开始',
    'shell.quotes': '我的报价',
    'shell.landing.quotes':
      '拿到了销售报价、代理商价格或自有机器的成本？录入后即可与目录中的报价一起排名。',
    'shell.error.title': '这个视图出了问题',
    'shell.error.body': '页面其余部分仍可使用。你可以回到首页，或重试。',
    'shell.error.retry': '重试',
    'shell.error.home': '回到首页',
    'shell.loading': '加载中…',
    'shell.placeholder': '这个视图正在建设中。',
    'shell.notices.title': '链接中的部分参数已被忽略',
    'shell.footer.data': '价格为公开目录的快照，并非实时报价。',
    'shell.askLang.text': '本指南提供简体中文和英文两种版本。您想用哪一种阅读？',
    'shell.askLang.zh': '简体中文',
    'shell.askLang.en': 'English',
  },
});
