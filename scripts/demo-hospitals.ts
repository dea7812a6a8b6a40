import fs from 'node:fs';
import path from 'node:path';
import type { ConfigItem } from '../packages/shared/src/index.ts';

const DEMO_DIR = path.resolve(import.meta.dirname, '../apps/server/demo');

/** The demo hospitals' stored configuration rows, as apps/server/demo/<hosId>/hospital.json holds them. */
export function demoHospitals(): { hosId: string; file: string; config: ConfigItem[] }[] {
  return fs
    .readdirSync(DEMO_DIR)
    .filter((d) => /^\d+$/.test(d))
    .sort()
    .map((hosId) => {
      const file = `apps/server/demo/${hosId}/hospital.json`;
      const json = JSON.parse(
        fs.readFileSync(path.join(DEMO_DIR, hosId, 'hospital.json'), 'utf8'),
      ) as {
        config: ConfigItem[];
      };
      return { hosId, file, config: json.config };
    });
}
