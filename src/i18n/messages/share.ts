import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'share.title': 'share',
  },
  zh: {
    'share.title': 'share',
  },
});
