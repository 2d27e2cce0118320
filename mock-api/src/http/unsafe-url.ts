/**
 * Link schemes that run script or smuggle documents when a reader follows or loads the link.
 * `data:` is on the list too: a `data:text/html` page or an SVG image can carry script.
 */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/**
 * The scheme of a URL as a browser reads it, lower-cased, or `undefined` when it has none. The
 * URL must already have its entities and escapes decoded; blanks and control characters are
 * dropped first, since browsers ignore tabs and line breaks in a URL (`java\tscript:`).
 */
export function schemeOf(url: string): string | undefined {
  let visible = '';
  for (const char of url) if (char > ' ' && char !== '\u007f') visible += char;
  const colon = visible.indexOf(':');
  if (colon < 1) return undefined;
  const scheme = visible.slice(0, colon).toLowerCase();
  return /^[a-z][a-z0-9+.-]*$/.test(scheme) ? scheme : undefined;
}

/** The scheme when it is one that runs script (`javascript`, `vbscript`, `data`), else undefined. */
export function scriptScheme(url: string): string | undefined {
  const scheme = schemeOf(url);
  return scheme !== undefined && SCRIPT_SCHEMES.has(scheme) ? scheme : undefined;
}
