import {
  createFeedbackStore,
  feedbackStorageKey,
  type StorageLike,
} from './feedbackStore';

function memoryStorage(): StorageLike & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
};

describe('feedbackStorageKey', () => {
  it('names the locale and the permalink', () => {
    expect(feedbackStorageKey('en', '/guide/start/quick-start')).toBe(
      'rslib-feedback:en:/guide/start/quick-start',
    );
    expect(feedbackStorageKey('zh', '/zh/next/config/')).toBe(
      'rslib-feedback:zh:/zh/next/config/',
    );
  });
});

describe('createFeedbackStore', () => {
  it('writes the answer under the page key as yes/no and reads it back', () => {
    const storage = memoryStorage();
    const store = createFeedbackStore(() => storage);
    expect(store.get('k')).toBeNull();
    expect(store.set('k', 'no')).toBe(true);
    expect(storage.data.get('k')).toBe('no');
    expect(createFeedbackStore(() => storage).get('k')).toBe('no');
  });

  it('ignores stored values that are not an answer', () => {
    const storage = memoryStorage();
    storage.data.set('k', 'maybe');
    expect(createFeedbackStore(() => storage).get('k')).toBeNull();
  });

  it('keeps pages apart', () => {
    const store = createFeedbackStore(() => memoryStorage());
    store.set('a', 'yes');
    expect(store.get('a')).toBe('yes');
    expect(store.get('b')).toBeNull();
  });

  it('works for the visit when getItem/setItem throw, without throwing or logging', () => {
    const error = jest.spyOn(console, 'error');
    const store = createFeedbackStore(() => throwing);
    expect(store.get('k')).toBeNull();
    expect(store.set('k', 'yes')).toBe(false);
    expect(store.get('k')).toBe('yes');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('works for the visit when the localStorage getter itself throws', () => {
    const store = createFeedbackStore(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(store.get('k')).toBeNull();
    expect(store.set('k', 'no')).toBe(false);
    expect(store.get('k')).toBe('no');
  });

  it('works for the visit without any storage', () => {
    const store = createFeedbackStore(() => null);
    expect(store.set('k', 'yes')).toBe(false);
    expect(store.get('k')).toBe('yes');
  });

  it('prefers the answer given during this visit over the stored one', () => {
    const storage = memoryStorage();
    storage.data.set('k', 'yes');
    const store = createFeedbackStore(() => ({
      getItem: storage.getItem,
      setItem: () => {
        throw new Error('full');
      },
    }));
    store.set('k', 'no');
    expect(store.get('k')).toBe('no');
  });
});
