import { defineMessages } from '../define';

/** How long the team keeps the capacity (`term`): the wizard's question and the adjust panel's. */
export default defineMessages({
  en: {
    'term.label': 'How long will you keep it?',
    'term.none': 'Only for this job: pay as you go',
    'term.months': '{count} months',
    'term.months.one': '1 month',
    'term.custom': 'Another number of months',
    'term.customLabel': 'Months kept (1–60)',
    'term.hint':
      'With a length chosen, subscriptions, reserved instances and savings plans of at most that many months are priced beside pay-as-you-go, each with its upfront payment and the date of its price.',
    'term.launch':
      'This pick is priced as a {kind} of {months} months. The recipe starts the instances; the price ranked here holds only once that {kind} is bought from the provider (or chosen when the instances are created).',
  },
  zh: {
    'term.label': '打算用多久？',
    'term.none': '只跑这一个任务：按量付费',
    'term.months': '{count} 个月',
    'term.months.one': '1 个月',
    'term.custom': '其他月数',
    'term.customLabel': '使用月数（1–60）',
    'term.hint':
      '选定时长后，期限不超过该月数的包年包月、预留实例和节省计划会与按量付费一起比较，并列出各自的预付金额和价格日期。',
    'term.launch':
      '这个选择按 {months} 个月的{kind}计价。下面的配方只负责启动实例；需在厂商处购买该{kind}（或在创建实例时选择），才能享受这里排名所用的价格。',
  },
});
