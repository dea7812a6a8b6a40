import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSessionStore } from './session-store.ts';

afterEach(async () => {
  await useSessionStore.getState().changeLanguage('en-US');
  queryClient.clear();
});

describe('changeLanguage (server content follows the language)', () => {
  it('fetches every shown answer again in the new language, drops the cached ones not shown, and sets <html lang>', async () => {
    const asked: string[] = [];
    const fetcher = (name: string) => () => {
      // The request layer sends Accept-Language from this (lib/api-client.ts).
      asked.push(`${name}:${currentLanguage()}`);
      return Promise.resolve(name);
    };
    // A schedule on screen (an observer) and a hospital list fetched earlier but no longer shown.
    const shown = new QueryObserver(queryClient, {
      queryKey: ['schedule', '1001'],
      queryFn: fetcher('schedule'),
    });
    const unsubscribe = shown.subscribe(() => undefined);
    await queryClient.fetchQuery({ queryKey: ['hospital', 'list'], queryFn: fetcher('list') });
    await expect
      .poll(() => asked)
      .toEqual(expect.arrayContaining(['schedule:en-US', 'list:en-US']));

    await useSessionStore.getState().changeLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(useSessionStore.getState().lang).toBe('zh-CN');
    expect(asked).toContain('schedule:zh-CN');
    expect(
      queryClient.getQueryData(['hospital', 'list']),
      'an answer in the old language is not kept for later',
    ).toBeUndefined();
    unsubscribe();
  });
});
