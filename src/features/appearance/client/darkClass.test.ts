import {syncDarkClass, watchDarkClass} from './darkClass';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the dark class of <html> follows data-theme', () => {
  it.each([
    ['dark', '', true],
    ['light', 'dark', false],
    [null, 'dark', false],
    ['dark', 'dark other', true],
  ])('data-theme %p, class "%s" → dark %p', (theme, className, dark) => {
    const element = document.createElement('html');
    element.className = className;
    if (theme) element.setAttribute('data-theme', theme);
    syncDarkClass(element);
    expect(element.classList.contains('dark')).toBe(dark);
  });

  it('re-adds the class after Docusaurus rewrites the class list, and follows data-theme changes', async () => {
    const element = document.createElement('html');
    element.setAttribute('data-theme', 'dark');
    const stop = watchDarkClass(element);
    expect(element.className).toBe('dark');

    element.className = 'plugin-docs docs-doc-page'; // Helmet on navigation
    await flush();
    expect(element.className).toBe('plugin-docs docs-doc-page dark');

    element.setAttribute('data-theme', 'light');
    await flush();
    expect(element.classList.contains('dark')).toBe(false);

    stop();
    element.setAttribute('data-theme', 'dark');
    await flush();
    expect(element.classList.contains('dark')).toBe(false);
  });
});
