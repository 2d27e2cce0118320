import type { Plugin } from 'vite';

/** The codeSplitting group (vite.config.ts) that holds what every signed-in screen needs. */
export const SIGNED_IN_CHUNK = 'signed-in';

/**
 * index.html asks for the signed-in chunk with its own tags (a modulepreload link), so it comes
 * together with the entry: index.html is served for the /app screens (nginx.conf), and without
 * the link that chunk would only be asked for once the entry has come and run, one more round
 * trip before any signed-in screen shows. login.html drops the link (build/sign-in-page.ts).
 */
export function signedInPreload(): Plugin {
  return {
    name: 'restpoint:signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === SIGNED_IN_CHUNK,
        );
        if (!chunk) throw new Error(`the build has no ${SIGNED_IN_CHUNK} chunk`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
