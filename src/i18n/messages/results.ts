import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'results.title': 'results',
  },
  zh: {
    'results.title': 'results',
  },
});
