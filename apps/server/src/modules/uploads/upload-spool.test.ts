import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { spool, withSpool } from './upload-spool.ts';

/** The bytes arrive in exactly these chunks, as a request's stream hands them over. */
const chunks = (...parts: number[][]) => Readable.from(parts.map((p) => Buffer.from(p)));
const root = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-spool-test-'));
const ZHANG = [...Buffer.from('张')]; // e5 bc a0: three bytes in UTF-8

describe('spool', () => {
  it('writes the stream to a file of its own and counts its bytes', async () => {
    await withSpool(root(), async (dir) => {
      const file = await spool(
        dir,
        'members.csv',
        chunks([...Buffer.from('name,phone\n')], [...Buffer.from('Li,138\n')]),
      );
      expect(file).toMatchObject({ name: 'members.csv', size: 18, plainText: true });
      expect(path.dirname(file.path)).toBe(dir);
      expect(fs.readFileSync(file.path, 'utf8')).toBe('name,phone\nLi,138\n');
    });
  });

  it('reads a character split across two chunks as text', async () => {
    await withSpool(root(), async (dir) => {
      const file = await spool(
        dir,
        'm.csv',
        chunks([0x61, ...ZHANG.slice(0, 2)], [ZHANG[2]!, 0x0a]),
      );
      expect(file.plainText).toBe(true);
      expect(fs.readFileSync(file.path, 'utf8')).toBe('a张\n');
    });
  });

  it('is not plain text with a NUL, with bytes that are not UTF-8, or cut off inside a character', async () => {
    await withSpool(root(), async (dir) => {
      expect((await spool(dir, 'a.csv', chunks([0x61], [0x00, 0x62]))).plainText).toBe(false);
      expect((await spool(dir, 'b.csv', chunks([0x61, 0xff, 0x62]))).plainText).toBe(false);
      expect((await spool(dir, 'c.csv', chunks([0x61, ...ZHANG.slice(0, 2)]))).plainText).toBe(
        false,
      );
      // The check stops at the first fault; the file is still written whole.
      const png = await spool(dir, 'p.png', chunks([0x89, 0x50, 0x4e, 0x47], [0x0d, 0x0a]));
      expect(png).toMatchObject({ size: 6, plainText: false });
    });
  });

  it('fails with the stream, and the folder is removed whether the work succeeded or failed', async () => {
    const parent = root();
    let seen = '';
    await expect(
      withSpool(parent, async (dir) => {
        seen = dir;
        const broken = new Readable({
          read() {
            this.destroy(new Error('connection reset'));
          },
        });
        await spool(dir, 'v.mp4', broken);
      }),
    ).rejects.toThrow('connection reset');
    expect(fs.existsSync(seen)).toBe(false);
    await withSpool(parent, async (dir) => {
      await spool(dir, 'a.csv', chunks([0x61]));
    });
    expect(fs.readdirSync(parent)).toEqual([]);
  });
});
