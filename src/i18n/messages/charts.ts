import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'charts.title': 'charts',
  },
  zh: {
    'charts.title': 'charts',
  },
});
