import { hosIdOf } from '@portal/shared';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_SHELL_ID, removeAppShell, retireAppShellOnInput, saveAppShell } from './app-shell.ts';
import { DEFAULT_THEME } from './theme.ts';
import { LOCAL_KEYS, storeHosId } from './storage.ts';

/** The script index.html runs before the app, run here the same way: as a classic script on the current document. */
const script = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../public/app-shell.js'),
  'utf8',
);
const runShellScript = () => new Function(script)();

const shell = () => document.getElementById(APP_SHELL_ID);
const save = (overrides: Partial<Parameters<typeof saveAppShell>[0]> = {}) =>
  saveAppShell({
    hosId: hosIdOf('1001'),
    lang: 'en-US',
    name: 'Riverside General Hospital',
    logo: null,
    label: 'Official website appointment',
    theme: { ...DEFAULT_THEME, main: '#00796b' },
    ...overrides,
  });

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-elder');
  history.replaceState(null, '', '/appointment/record');
  storeHosId(hosIdOf('1001'));
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('app-shell.js: the last header, painted before the app loads', () => {
  it('paints the saved header before #root, in the hospital colours and language, hidden from assistive technology', () => {
    save({ logo: '/demo-assets/logos/1001.svg' });
    runShellScript();
    const node = shell();
    expect(node?.nextElementSibling?.id).toBe('root');
    expect(node?.getAttribute('aria-hidden')).toBe('true');
    expect(node?.querySelector('.app-header__name')?.textContent).toBe(
      'Riverside General Hospital',
    );
    expect(node?.querySelector('.app-header__platform')?.textContent).toBe(
      'Official website appointment',
    );
    expect(node?.querySelector('img.app-header__logo')?.getAttribute('src')).toBe(
      '/demo-assets/logos/1001.svg',
    );
    expect(document.documentElement.style.getPropertyValue('--main')).toBe('#00796b');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('without a logo draws the blank tile the header draws, and turns elder mode on before the first paint', () => {
    save();
    localStorage.setItem(LOCAL_KEYS.elderMode, '1');
    runShellScript();
    expect(shell()?.querySelector('span.app-header__logo--blank')).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-elder')).toBe(true);
  });

  it('puts a hospital name in as text, never as markup', () => {
    save({ name: '<img src=x onerror="alert(1)">Clinic' });
    runShellScript();
    expect(shell()?.querySelector('.app-header__name')?.textContent).toBe(
      '<img src=x onerror="alert(1)">Clinic',
    );
    expect(shell()?.querySelectorAll('img')).toHaveLength(0);
  });

  it('paints nothing for another hospital, another language, an address choosing another hospital or an unreadable record', () => {
    const cases: [string, () => void][] = [
      ['another hospital chosen since', () => storeHosId(hosIdOf('1002'))],
      ['no hospital chosen', () => storeHosId(null)],
      ['the language switched', () => localStorage.setItem(LOCAL_KEYS.lang, 'zh-CN')],
      ['?hosId= chooses another', () => history.replaceState(null, '', '/?hosId=1002')],
      ['a corrupt record', () => localStorage.setItem(LOCAL_KEYS.appShell, '{not json')],
      [
        'a record without a name',
        () =>
          localStorage.setItem(
            LOCAL_KEYS.appShell,
            JSON.stringify({ hosId: '1001', lang: 'en-US' }),
          ),
      ],
    ];
    for (const [name, arrange] of cases) {
      save();
      storeHosId(hosIdOf('1001'));
      history.replaceState(null, '', '/appointment/record');
      arrange();
      expect(runShellScript, name).not.toThrow();
      expect(shell(), name).toBeNull();
      localStorage.clear();
    }
  });

  it('still paints when the address names the same hospital', () => {
    save();
    history.replaceState(null, '', '/?hosId=1001');
    runShellScript();
    expect(shell()).not.toBeNull();
  });

  it('sets only the theme colour variables it knows', () => {
    save();
    const record = JSON.parse(localStorage.getItem(LOCAL_KEYS.appShell) ?? '{}') as {
      colours: Record<string, string>;
    };
    localStorage.setItem(
      LOCAL_KEYS.appShell,
      JSON.stringify({ ...record, colours: { ...record.colours, '--page-bg': 'red' } }),
    );
    runShellScript();
    expect(document.documentElement.style.getPropertyValue('--main12')).toBe(DEFAULT_THEME.main12);
    expect(document.documentElement.style.getPropertyValue('--page-bg')).toBe('');
  });
});

describe('handing the shell over to the app', () => {
  it('under the frame it stays until the first input, then goes; the clean-up stops waiting', () => {
    save();
    runShellScript();
    const stop = retireAppShellOnInput();
    window.dispatchEvent(new Event('resize'));
    expect(shell()).not.toBeNull();
    window.dispatchEvent(new Event('pointerdown'));
    expect(shell()).toBeNull();

    runShellScript();
    const stopAgain = retireAppShellOnInput();
    stopAgain();
    window.dispatchEvent(new Event('keydown'));
    expect(shell()).not.toBeNull();
    stop();
  });

  it('a page without the frame removes it at once', () => {
    save();
    runShellScript();
    removeAppShell();
    expect(shell()).toBeNull();
  });
});
