/**
 * Benchmark: what uploads cost the server in memory. A server on a fresh embedded database takes BENCH_UPLOADS (8)
 * video uploads of BENCH_FILE_MB (45) each at once, every body streamed by the client from a generator (the client
 * holds none of it). Prints the server's resident memory before the rush — after a warm-up upload, the baseline of this
 * run — and its peak during the rush (VmHWM, reset at the baseline), their ratio, and how much the peak grew per MB uploaded (1 or more when the
 * server holds uploads in memory; near 0 when it spools them to disk as they arrive). Linux only (/proc). Never asserts.
 *
 * Run: npm run bench:upload-memory
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { startServer } from '../e2e/support/server.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 45);
const HOS = '1001';
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 7);
// An MP4's first box (ftyp, brand mp42): what the server sniffs a video by.
const FTYP = Buffer.from(
  '00000018' + '66747970' + '6d703432' + '00000000' + '6d703432' + '69736f6d',
  'hex',
);

/** Starts the peak over from the server's present resident memory (Linux ≥ 4.0): start-up's own peak is not the uploads'. */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The server's peak resident memory since the last reset, in MB (VmHWM). */
function peakRssMb(pid: number): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line![1]) / 1024;
}

/** A multipart body of one file of `bytes`, made as it is sent. */
function* videoBody(boundary: string, bytes: number) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fileList"; filename="visit.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  yield FTYP;
  for (let left = bytes - FTYP.length; left > 0; left -= CHUNK.length)
    yield left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

function upload(
  baseUrl: string,
  token: string,
  bytes: number,
): Promise<{ status: number; text: string }> {
  const boundary = `----bench${randomUUID()}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/platform/api/oss/upload?hosId=${HOS}&bizType=mdt-consult-video`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    Readable.from(videoBody(boundary, bytes)).pipe(req);
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-upload-'));
  const server = await startServer({
    DEMO_MODE: 'true',
    LOG_LEVEL: 'error',
    RATE_LIMIT_MAX: '100000000',
    DATA_DIR: dataDir,
    UPLOAD_SPOOL_DIR: path.join(dataDir, 'spool'),
  });
  try {
    const res = await fetch(`${server.baseUrl}/uaa/api/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hosId: HOS, phone: '13800000001', password: 'Demo@2026' }),
    });
    const { data } = (await res.json()) as { data: { access_token: string } };
    const pid = server.process.pid!;
    // Warm-up: one small upload (the sniffer's import, JIT), so the baseline includes what any first upload costs.
    const warm = await upload(server.baseUrl, data.access_token, MB);
    if (warm.status !== 200)
      throw new Error(`warm-up upload answered ${warm.status}: ${warm.text}`);
    resetPeak(pid);
    const before = peakRssMb(pid);
    const results = await Promise.all(
      Array.from({ length: UPLOADS }, () =>
        upload(server.baseUrl, data.access_token, FILE_MB * MB),
      ),
    );
    const after = peakRssMb(pid);
    const stored = results.filter((r) => r.status === 200).length;
    const uploadedMb = UPLOADS * FILE_MB;
    console.log(
      JSON.stringify({
        uploads: UPLOADS,
        fileMb: FILE_MB,
        stored,
        peakRssBeforeMb: Math.round(before),
        peakRssAfterMb: Math.round(after),
      }),
    );
    console.log(
      `${UPLOADS} uploads of ${FILE_MB} MB at once (${uploadedMb} MB), ${stored} stored: server peak memory ${before.toFixed(0)} → ${after.toFixed(0)} MB, ` +
        `ratio ${(after / before).toFixed(2)}; grew ${((after - before) / uploadedMb).toFixed(3)} MB per MB uploaded`,
    );
    if (stored !== UPLOADS)
      console.error(`NOT ALL STORED: ${results.map((r) => r.status).join(',')}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
