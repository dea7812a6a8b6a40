import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { mulberry32, type Prng } from '../../src/his/sandbox/demo-prng.ts';

/**
 * Cloud film: how the sandbox's demo images in this folder were made — synthetic, not from any patient.
 * Run once (`npx tsx apps/server/demo/films/generate.ts`) and the PNGs are committed; the demo seed only names them
 * (his_film_image.file_name). Each picture is drawn from a few shapes with the look of its modality — a chest
 * radiograph (dark lungs, ribs, mediastinum), axial chest CT slices (body ring, lungs with vessels, heart, spine),
 * sagittal knee MR (femur, tibia, patella, cartilage) and an abdominal ultrasound sector with speckle — plus seeded
 * noise, 8-bit grayscale, 256×256 (the viewer zooms; a real PACS image is larger). Same seed, same bytes.
 */
const SIZE = 256;
const OUT = import.meta.dirname;

type Painter = (x: number, y: number) => number;

/** 1 inside the ellipse centred (cx, cy) with radii (rx, ry), rotated by `angle`, fading over `soft` of its radius. */
function ellipse(
  x: number,
  y: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  soft = 0.08,
  angle = 0,
): number {
  const c = Math.cos(angle),
    s = Math.sin(angle);
  const dx = (x - cx) * c + (y - cy) * s,
    dy = -(x - cx) * s + (y - cy) * c;
  const d = Math.sqrt((dx / rx) ** 2 + (dy / ry) ** 2);
  return Math.min(1, Math.max(0, (1 - d) / soft + 0.5));
}

function render(name: string, seed: number, noise: number, paint: Painter) {
  const rng = mulberry32(seed);
  const png = new PNG({ width: SIZE, height: SIZE });
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const v = paint(x / SIZE, y / SIZE) + noise * rng.normal();
      // Quantised to steps of 4: invisible under the noise, and the PNG deflates noticeably better.
      const g = Math.max(0, Math.min(255, Math.round(v * 63.75) * 4));
      const i = (y * SIZE + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = g;
      png.data[i + 3] = 255;
    }
  }
  writeFileSync(path.join(OUT, `${name}.png`), PNG.sync.write(png, { colorType: 0 }));
}

/** A chest radiograph, PA: bright mediastinum and spine, dark lung fields crossed by ribs, diaphragm domes below. */
function chestPa(tilt: number): Painter {
  return (x, y) => {
    const body = ellipse(x, y, 0.5, 0.55, 0.46, 0.55, 0.05);
    let v = 0.12 + 0.45 * body;
    const lungs =
      ellipse(x, y, 0.31 + tilt, 0.45, 0.16, 0.3, 0.15) +
      ellipse(x, y, 0.69 + tilt, 0.45, 0.16, 0.3, 0.15);
    v -= 0.32 * Math.min(1, lungs);
    // Ribs: curved bands across each lung field.
    const rib = Math.sin((y + 0.08 * Math.abs(x - 0.5) ** 0.8 * 4) * 52);
    v += 0.08 * Math.min(1, lungs) * (rib > 0.55 ? 1 : 0);
    v += 0.35 * ellipse(x, y, 0.5, 0.52, 0.07, 0.42, 0.2);
    v += 0.25 * ellipse(x, y, 0.56, 0.6, 0.13, 0.11, 0.2);
    v +=
      0.2 *
      (ellipse(x, y, 0.36, 0.2, 0.14, 0.018, 0.4, -0.25) +
        ellipse(x, y, 0.64, 0.2, 0.14, 0.018, 0.4, 0.25));
    v +=
      0.3 *
      (ellipse(x, y, 0.32, 0.86, 0.2, 0.12, 0.3) + ellipse(x, y, 0.68, 0.88, 0.2, 0.12, 0.3)) *
      body;
    return v;
  };
}

/** An axial chest CT slice at `level` (0 = apex, 1 = bases): the lungs widen and the heart grows towards the bases. */
function chestCt(level: number, rng: Prng): Painter {
  const vessels = Array.from({ length: 26 }, () => ({
    x: rng.between(0.22, 0.78),
    y: rng.between(0.3, 0.68),
    r: rng.between(0.004, 0.011),
  }));
  return (x, y) => {
    const body = ellipse(x, y, 0.5, 0.5, 0.44, 0.34, 0.03);
    let v = 0.05 + 0.5 * body;
    v +=
      0.12 * (ellipse(x, y, 0.5, 0.5, 0.44, 0.34, 0.03) - ellipse(x, y, 0.5, 0.5, 0.4, 0.3, 0.03));
    const lungs = Math.min(
      1,
      ellipse(x, y, 0.33, 0.48, 0.12 + 0.03 * level, 0.2, 0.05) +
        ellipse(x, y, 0.67, 0.48, 0.12 + 0.03 * level, 0.2, 0.05),
    );
    v -= 0.5 * lungs;
    for (const p of vessels) v += 0.35 * lungs * ellipse(x, y, p.x, p.y, p.r, p.r, 0.5);
    v += 0.12 * ellipse(x, y, 0.52, 0.45, 0.05 + 0.08 * level, 0.05 + 0.06 * level, 0.15);
    v += 0.3 * ellipse(x, y, 0.47, 0.36, 0.03, 0.03, 0.2);
    v +=
      0.5 * ellipse(x, y, 0.5, 0.76, 0.05, 0.045, 0.2) -
      0.2 * ellipse(x, y, 0.5, 0.74, 0.02, 0.02, 0.3);
    return v;
  };
}

/** A sagittal knee MR slice: dark cortex, bright marrow of femur and tibia, the patella in front, grey cartilage between. */
function kneeMr(shift: number): Painter {
  return (x, y) => {
    let v = 0.08 + 0.3 * ellipse(x, y, 0.5 + shift, 0.5, 0.34, 0.52, 0.1);
    v +=
      0.45 * ellipse(x, y, 0.5, 0.24, 0.15, 0.28, 0.06) -
      0.2 *
        (ellipse(x, y, 0.5, 0.24, 0.15, 0.28, 0.06) - ellipse(x, y, 0.5, 0.24, 0.13, 0.26, 0.06));
    v +=
      0.45 * ellipse(x, y, 0.5, 0.8, 0.14, 0.24, 0.06) -
      0.2 * (ellipse(x, y, 0.5, 0.8, 0.14, 0.24, 0.06) - ellipse(x, y, 0.5, 0.8, 0.12, 0.22, 0.06));
    v += 0.35 * ellipse(x, y, 0.72 + shift, 0.42, 0.035, 0.08, 0.15);
    v += 0.15 * ellipse(x, y, 0.5, 0.53, 0.16, 0.025, 0.4);
    v -= 0.15 * ellipse(x, y, 0.58, 0.53, 0.05, 0.015, 0.4);
    return v;
  };
}

/** An abdominal ultrasound sector: speckled liver in a fan, a dark gallbladder, a bright diaphragm line. */
function ultrasound(rng: Prng): Painter {
  const speckle = Array.from({ length: 128 * 128 }, () => rng.next());
  return (x, y) => {
    const dx = x - 0.5,
      dy = y + 0.05;
    const r = Math.sqrt(dx * dx + dy * dy),
      a = Math.atan2(dx, dy);
    if (Math.abs(a) > 0.6 || r < 0.12 || r > 0.98) return 0;
    const s = speckle[Math.floor(y * 127.99) * 128 + Math.floor(x * 127.99)]!;
    let v = 0.25 + 0.35 * s * (1 - 0.5 * r);
    v -= 0.45 * ellipse(x, y, 0.42, 0.55, 0.11, 0.06, 0.2, 0.4);
    v += 0.4 * Math.max(0, 1 - Math.abs(r - 0.8) * 40) * (a > -0.3 ? 1 : 0);
    return v;
  };
}

const rng = mulberry32(20_261_124);
render('chest-dx-pa', 1, 0.03, chestPa(0));
render('chest-dx-lat', 2, 0.03, chestPa(0.04));
render('chest-ct-1', 3, 0.03, chestCt(0.1, rng));
render('chest-ct-2', 4, 0.03, chestCt(0.5, rng));
render('chest-ct-3', 5, 0.03, chestCt(0.9, rng));
render('knee-mr-1', 6, 0.03, kneeMr(0));
render('knee-mr-2', 7, 0.03, kneeMr(0.03));
render('abdomen-us', 8, 0.02, ultrasound(rng));
