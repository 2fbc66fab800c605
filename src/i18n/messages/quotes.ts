import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'quotes.title': 'quotes',
  },
  zh: {
    'quotes.title': 'quotes',
  },
});
