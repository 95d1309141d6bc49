import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import notFoundLabelsPlugin, {pickNotFoundMessages} from './index';

describe('pickNotFoundMessages', () => {
  it('keeps only the notFound.* messages', () => {
    const json = JSON.stringify({
      'notFound.pageNotFound': {message: '页面未找到', description: 'x'},
      'notFound.takeMeHome': {message: '返回首页'},
      'notFound.broken': {description: 'no message'},
      'home.slogan': {message: '其他'},
      'theme.NotFound.title': {message: '找不到页面'},
    });
    expect(pickNotFoundMessages(json)).toEqual({
      'notFound.pageNotFound': '页面未找到',
      'notFound.takeMeHome': '返回首页',
    });
  });

  it('fails on a broken file', () => {
    expect(() => pickNotFoundMessages('{')).toThrow(SyntaxError);
  });
});

describe('notFoundLabelsPlugin', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'rslib-not-found-labels-'));
    mkdirSync(path.join(siteDir, 'i18n', 'zh'), {recursive: true});
    writeFileSync(
      path.join(siteDir, 'i18n', 'zh', 'code.json'),
      JSON.stringify({
        'notFound.takeMeHome': {message: '返回首页'},
        'home.slogan': {message: 'x'},
      }),
    );
  });
  afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

  it('publishes the labels of every locale that has a code.json as global data', async () => {
    const context = {
      siteDir,
      i18n: {
        defaultLocale: 'en',
        locales: ['en', 'zh'],
        path: 'i18n',
        localeConfigs: {en: {path: 'en'}, zh: {path: 'zh'}},
      },
    } as unknown as LoadContext;
    const plugin = notFoundLabelsPlugin(context);
    expect(plugin.name).toBe('rslib-not-found-labels');
    const content = await plugin.loadContent!();
    expect(content).toEqual({zh: {'notFound.takeMeHome': '返回首页'}});
    const setGlobalData = jest.fn();
    await plugin.contentLoaded!({content, actions: {setGlobalData} as never});
    expect(setGlobalData).toHaveBeenCalledWith({
      zh: {'notFound.takeMeHome': '返回首页'},
    });
  });
});
