import {runLocaleRedirect, type RedirectWindow} from './localeRedirectModule';

const site = {
  defaultLocale: 'en',
  locales: [
    {locale: 'en', path: 'en'},
    {locale: 'zh', path: 'zh'},
  ],
};
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => Array.from(data.keys())[index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

type FakeOptions = {
  pathname?: string;
  language?: string;
  userAgent?: string;
  storage?: Storage;
  blocked?: boolean;
};

function fakeWindow(options: FakeOptions) {
  const replace = jest.fn();
  const storage = options.storage ?? memoryStorage();
  const win = {
    location: {
      pathname: options.pathname ?? '/guide/start/',
      search: '?q=1',
      hash: '#top',
      replace,
    },
    navigator: {
      userAgent: options.userAgent ?? CHROME,
      language: options.language ?? 'zh-CN',
    },
    get localStorage(): Storage {
      if (options.blocked)
        throw new DOMException('The operation is insecure.', 'SecurityError');
      return storage;
    },
  } as unknown as RedirectWindow;
  return {win, replace, storage};
}

it('redirects a Chinese browser once, keeping query and hash, and sets the flag first', () => {
  const storage = memoryStorage();
  const first = fakeWindow({storage});
  expect(runLocaleRedirect(first.win, site, 'auto')).toBe(
    '/zh/guide/start/?q=1#top',
  );
  expect(first.replace).toHaveBeenCalledWith('/zh/guide/start/?q=1#top');
  expect(storage.getItem('rspress-visited')).toBe('1');

  const second = fakeWindow({storage});
  expect(runLocaleRedirect(second.win, site, 'auto')).toBeNull();
  expect(second.replace).not.toHaveBeenCalled();
});

it('sets the flag without redirecting when the language already matches', () => {
  const {win, replace, storage} = fakeWindow({
    pathname: '/zh/',
    language: 'zh-CN',
  });
  expect(runLocaleRedirect(win, site, undefined)).toBeNull();
  expect(replace).not.toHaveBeenCalled();
  expect(storage.getItem('rspress-visited')).toBe('1');
});

it('does nothing for bots and for the never setting, not even the flag', () => {
  const bot = fakeWindow({userAgent: 'Googlebot/2.1'});
  expect(runLocaleRedirect(bot.win, site, 'auto')).toBeNull();
  expect(bot.storage.getItem('rspress-visited')).toBeNull();
  const never = fakeWindow({});
  expect(runLocaleRedirect(never.win, site, 'never')).toBeNull();
  expect(never.storage.getItem('rspress-visited')).toBeNull();
  expect(never.replace).not.toHaveBeenCalled();
});

it('does not redirect when local storage is blocked', () => {
  const blocked = fakeWindow({blocked: true});
  expect(runLocaleRedirect(blocked.win, site, 'auto')).toBeNull();
  expect(blocked.replace).not.toHaveBeenCalled();
});

it('does not redirect when the flag cannot be written (quota, private mode)', () => {
  const storage = memoryStorage();
  storage.setItem = () => {
    throw new DOMException('QuotaExceededError', 'QuotaExceededError');
  };
  const {win, replace} = fakeWindow({storage});
  expect(runLocaleRedirect(win, site, 'auto')).toBeNull();
  expect(replace).not.toHaveBeenCalled();
});

it('treats any stored value, garbage included, as visited', () => {
  const {win, replace} = fakeWindow({
    storage: memoryStorage({'rspress-visited': '<script>'}),
  });
  expect(runLocaleRedirect(win, site, 'auto')).toBeNull();
  expect(replace).not.toHaveBeenCalled();
});
