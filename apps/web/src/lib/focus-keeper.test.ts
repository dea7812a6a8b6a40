import { afterEach, describe, expect, it } from 'vitest';
import { focusNewPage } from './focus-keeper.ts';

const page = (html: string) => {
  document.body.innerHTML = html;
};

describe('focusNewPage', () => {
  afterEach(() => page(''));

  it('puts focus on the new page title, which becomes focusable from script only', () => {
    page('<a href="#x" id="menu">menu</a><main id="main"><h1 id="page-title">Records</h1></main>');
    document.getElementById('menu')!.focus();
    focusNewPage();
    expect(document.activeElement?.id).toBe('page-title');
    expect(document.getElementById('page-title')!.getAttribute('tabindex')).toBe('-1');
  });

  it('falls back to the main landmark when the page has no title', () => {
    page('<main id="main" tabindex="-1"><p>loading</p></main>');
    focusNewPage();
    expect(document.activeElement?.id).toBe('main');
  });

  it('leaves focus where the page itself put it (an autofocus field)', () => {
    page('<main id="main"><h1 id="page-title">Sign in</h1><input id="phone" /></main>');
    document.getElementById('phone')!.focus();
    focusNewPage();
    expect(document.activeElement?.id).toBe('phone');
  });
});
