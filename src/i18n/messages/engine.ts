import { defineMessages } from '../define';

export default defineMessages({
  en: {
    'engine.title': 'engine',
  },
  zh: {
    'engine.title': 'engine',
  },
});
