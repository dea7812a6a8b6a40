import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_ROUTES } from './route-table.ts';

/** apps/web/public/robots.txt, served at /robots.txt: crawlers stay out of every signed-in page. */
const robots = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../public/robots.txt'),
  'utf8',
);
const disallowed = robots
  .split('\n')
  .filter((l) => l.startsWith('Disallow:'))
  .map((l) => l.slice('Disallow:'.length).trim());
const blocked = (p: string) => disallowed.some((d) => p.startsWith(d));

describe('robots.txt', () => {
  it.each(FRAME_ROUTES.filter((r) => r.login !== 'none').map((r) => r.path.replace(/:\w+/, 'x')))(
    'keeps crawlers out of %s',
    (p) => {
      expect(blocked(p)).toBe(true);
    },
  );

  it.each([
    '/',
    '/appointment/area',
    '/appointment/schedule',
    '/other/medical-guide',
    '/lecture/homepage',
  ])('lets crawlers read the public page %s', (p) => {
    expect(blocked(p)).toBe(false);
  });
});
