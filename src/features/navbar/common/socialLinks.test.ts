import {socialIconSrc, socialLinkLabel, splitSocialLinks} from './socialLinks';

describe('splitSocialLinks (first 3 inline, the rest in a hover menu)', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [3, 3, 0],
    [4, 3, 1],
    [7, 3, 4],
  ])('%p links → %p inline, %p in the menu', (count, inline, more) => {
    const links = Array.from({length: count}, (_, i) => i);
    const split = splitSocialLinks(links);
    expect(split.inline).toEqual(links.slice(0, inline));
    expect(split.more).toEqual(links.slice(inline));
    expect(split.more).toHaveLength(more);
  });
});

describe('socialLinkLabel / socialIconSrc', () => {
  it.each([
    [
      {icon: 'github', mode: 'link', content: 'https://github.com/x'},
      'GitHub',
      '/img/social/github.svg',
    ],
    [
      {icon: 'x', mode: 'link', content: 'https://x.com/x'},
      'X',
      '/img/social/x.svg',
    ],
    [
      {icon: 'discord', mode: 'text', content: 'id', label: 'Our Discord'},
      'Our Discord',
      '/img/social/discord.svg',
    ],
    [
      {
        icon: {src: '/img/wechat.svg'},
        mode: 'img',
        content: '/img/qr.png',
        label: 'WeChat',
      },
      'WeChat',
      '/img/wechat.svg',
    ],
  ] as const)('%j', (link, label, src) => {
    expect(socialLinkLabel(link)).toBe(label);
    expect(socialIconSrc(link)).toBe(src);
  });
});
