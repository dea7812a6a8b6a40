import type { Plugin } from 'vite';

/**
 * The first part of each language's message catalogue, a chunk of its own (src/lib/i18n.ts imports it before the app
 * renders; tooling/catalogue-split.ts).
 */
const CATALOGUE = /[\\/]packages[\\/]shared[\\/]src[\\/]messages[\\/]([\w-]+)\.json\?part=first$/;
export const CATALOGUE_PRELOAD_SCRIPT = '/catalogue-preload.js';

/**
 * Names each language's first catalogue chunk on index.html's catalogue-preload script (data-en-us="/assets/en-US-….js"),
 * which preloads the stored language's one with the entry (public/catalogue-preload.js). In development the tag stays
 * bare and the script does nothing.
 */
export function cataloguePreload(): Plugin {
  return {
    name: 'portal-catalogue-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const attributes = Object.values(ctx.bundle ?? {}).flatMap((output) => {
          if (output.type !== 'chunk' || output.moduleIds.length !== 1) return [];
          const lang = CATALOGUE.exec(output.moduleIds[0]!)?.[1];
          return lang ? [` data-${lang.toLowerCase()}="/${output.fileName}"`] : [];
        });
        const tag = `<script src="${CATALOGUE_PRELOAD_SCRIPT}"></script>`;
        if (!html.includes(tag)) throw new Error(`index.html lacks ${tag}`);
        return html.replace(
          tag,
          `<script src="${CATALOGUE_PRELOAD_SCRIPT}"${attributes.sort().join('')}></script>`,
        );
      },
    },
  };
}
