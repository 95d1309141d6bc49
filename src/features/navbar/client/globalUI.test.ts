import {
  dismissAnnouncement,
  isAnnouncementDismissed,
  isScrollToTopVisible,
} from './globalUI';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('scroll-to-top visibility', () => {
  it.each([
    [0, false],
    [299, false],
    [300, true],
    [2000, true],
  ])('%p px → %p', (y, visible) => {
    expect(isScrollToTopVisible(y)).toBe(visible);
  });
});

describe('announcement dismissal (hidden for good once closed)', () => {
  it.each([
    [{}, false],
    [{k: 'true'}, true],
    [{k: 'false'}, false],
    [{k: '1'}, false],
    [{other: 'true'}, false],
  ])('%j → dismissed %p', (stored, expected) => {
    expect(isAnnouncementDismissed(memoryStorage(stored), 'k')).toBe(expected);
  });

  it('stores "true" under the caller-supplied key', () => {
    const storage = memoryStorage();
    expect(dismissAnnouncement(storage, 'rslib-announcement')).toBe(true);
    expect(storage.data.get('rslib-announcement')).toBe('true');
    expect(isAnnouncementDismissed(storage, 'rslib-announcement')).toBe(true);
  });

  it('never throws with missing or blocked storage', () => {
    expect(isAnnouncementDismissed(undefined, 'k')).toBe(false);
    expect(isAnnouncementDismissed(throwing, 'k')).toBe(false);
    expect(dismissAnnouncement(undefined, 'k')).toBe(false);
    expect(dismissAnnouncement(throwing, 'k')).toBe(false);
  });
});
