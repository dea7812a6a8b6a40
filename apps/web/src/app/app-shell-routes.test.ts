import { hosIdOf } from '@portal/shared';
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP_SHELL_ID, removeAppShell, saveAppShell } from '../lib/app-shell.ts';
import { PATHS, SCAN_PAY_PREFIX } from '../lib/paths.ts';
import { storeHosId } from '../lib/storage.ts';
import { DEFAULT_THEME } from '../lib/theme.ts';
import { BARE_ROUTES, FRAME_ROUTES } from './route-table.ts';

/** public/app-shell.js keeps its own list of frameless paths (a classic script imports nothing): held to the router's here. */
const script = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../public/app-shell.js'),
  'utf8',
);
const paintsOn = (page: string) => {
  saveAppShell({
    hosId: hosIdOf('1001'),
    lang: 'en-US',
    name: 'Riverside General Hospital',
    logo: null,
    label: 'official website appointment',
    theme: DEFAULT_THEME,
  });
  history.replaceState(null, '', page);
  new Function(script)();
  const painted = document.getElementById(APP_SHELL_ID) !== null;
  removeAppShell();
  return painted;
};

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  storeHosId(hosIdOf('1001'));
});

describe('app-shell.js and the router', () => {
  it('paints no header on a page shown without the frame, and paints on every frame page', () => {
    for (const page of [
      PATHS.hospitals,
      PATHS.error,
      `${SCAN_PAY_PREFIX}/token-1`,
      ...BARE_ROUTES.map((r) => r.path),
    ]) {
      expect(paintsOn(page), page).toBe(false);
    }
    for (const page of ['/', ...FRAME_ROUTES.map((r) => r.path.replace(':mode', 'out'))]) {
      expect(paintsOn(page), page).toBe(true);
    }
  });
});
