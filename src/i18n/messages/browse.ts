import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'browse.title': 'browse',
  },
  zh: {
    'browse.title': 'browse',
  },
});
