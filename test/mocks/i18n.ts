export default {
  defaultLocale: 'en',
  locales: ['en', 'zh'],
  path: 'i18n',
  currentLocale: 'en',
  localeConfigs: {
    en: {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
      translate: false,
      url: '',
      baseUrl: '/',
    },
    zh: {
      label: '简体中文',
      direction: 'ltr',
      htmlLang: 'zh-CN',
      calendar: 'gregory',
      path: 'zh',
      translate: true,
      url: '',
      baseUrl: '/zh/',
    },
  },
};
