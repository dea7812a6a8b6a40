/**
 * The part of pngjs 5 (no bundled types, no @types package installed) that generate.ts uses: a synchronous encoder.
 */
declare module 'pngjs' {
  export class PNG {
    constructor(options: { width: number; height: number });
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row by row. */
    data: Buffer;
    static sync: {
      write(
        png: PNG,
        options?: { colorType?: 0 | 2 | 4 | 6; inputColorType?: 0 | 2 | 4 | 6; bitDepth?: 8 | 16 },
      ): Buffer;
    };
  }
}
