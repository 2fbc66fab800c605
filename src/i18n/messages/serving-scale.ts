import { defineMessages } from '../define';

/** What the answer says of serving many users at once. */
export default defineMessages({
  en: {
    'engine.assumption.moeMsPerSequence':
      'Least decode time per user of the batch for a mixture of experts (routing tokens to experts)',
  },
  zh: {
    'engine.assumption.moeMsPerSequence':
      '混合专家模型批量解码时每个用户每步至少所需的时间（把 token 路由到专家）',
  },
});
