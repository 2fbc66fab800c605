import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'guide.title': 'guide',
  },
  zh: {
    'guide.title': 'guide',
  },
});
