import { fileURLToPath, URL } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';

/**
 * Bootstrap's CSS cut down to the selectors the console can use, at build time only (the dev
 * server keeps the whole file, so editing a screen never needs a restart). PurgeCSS keeps a
 * selector when each of its classes appears as a word in the console's sources (index.html, the
 * other prerendered pages, src/); react-bootstrap builds more class names at run time from its
 * prefixes and props (`${bsPrefix}-${variant}`, `navbar-expand-${expand}`, `text-bg-${bg}`,
 * modal/offcanvas/toast/dropdown states...), so those families are kept whole by the safelist
 * below. CSS variables, keyframes and font faces are kept (PurgeCSS's defaults). Only Bootstrap's
 * file is purged: styles.css is the console's own. `npm run check:css -w e2e` proves the result
 * with screenshots of every screen compared pixel by pixel against an unpurged build.
 * RESTPOINT_PURGE_CSS=off builds without it (that reference build).
 */
type PostcssPlugin = Extract<ReturnType<typeof purgeCss>, { postcssPlugin: string }>;
const bootstrapCss = /[\\/]bootstrap[\\/]dist[\\/]css[\\/]/;
const runtimeClassFamilies = [
  // Variants and sizes: btn-*, alert-*, bg-*, text-bg-*, text-*, border-*, table-*, badge.
  'btn',
  'alert',
  'bg',
  'text',
  'border',
  'table',
  'badge',
  'list-group',
  'spinner',
  'placeholder',
  // Overlays and their transition states (added and removed by react-bootstrap's transitions).
  // Not tooltip/popover (bs-tooltip-*, bs-popover-*): the console uses neither.
  'modal',
  'offcanvas',
  'toast',
  'dropdown',
  'dropup',
  'dropend',
  'dropstart',
  'fade',
  'show',
  'showing',
  'hiding',
  'collapse',
  'collapsing',
  'collapsed',
  'accordion',
  // Navigation, forms and layout that take a breakpoint, size or state from props.
  'navbar',
  'nav',
  'pagination',
  'page',
  'form',
  'input-group',
  'is-invalid',
  'is-valid',
  'was-validated',
  'invalid',
  'valid',
  'active',
  'disabled',
  'card',
  'container',
  'row',
  'col',
  'position',
  'fixed',
  'sticky',
  'visually-hidden',
];
const runtimeClasses = new RegExp(`^(${runtimeClassFamilies.join('|')})(-|$)`);

export function purgeBootstrap(): PostcssPlugin {
  const purge = purgeCss({
    content: [
      fileURLToPath(new URL('../*.html', import.meta.url)),
      fileURLToPath(new URL('../src/**/*.{ts,tsx}', import.meta.url)),
    ],
    safelist: { standard: [runtimeClasses, /^:root$/, /^html$/, /^body$/] },
    // react-bootstrap marks a dropdown menu it places without Popper (in a navbar, as the user
    // menu is) with data-bs-popper="static"; Bootstrap aligns such a menu (`.dropdown-menu-end`
    // to the right edge of its toggle) only by that attribute, which no source file spells.
    // Dark mode: Bootstrap's [data-bs-theme=dark] rules, set on <html> by public/theme.js and
    // lib/theme.ts, which no class list in the sources names either.
    dynamicAttributes: ['data-bs-popper', 'data-bs-theme'],
  });
  return {
    postcssPlugin: 'purge-bootstrap',
    OnceExit(root, helpers) {
      if (!bootstrapCss.test(root.source?.input.file ?? '')) return;
      return 'OnceExit' in purge ? purge.OnceExit?.(root, helpers) : undefined;
    },
  };
}
