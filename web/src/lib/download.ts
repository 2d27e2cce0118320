import { env } from '@/lib/env';

/**
 * Has the browser fetch a file the API serves as an attachment and save it as it arrives, so the
 * page never holds the file (a CSV export can be any size). `path` is relative to the API base
 * URL, as an export link's `url` is; it needs no Authorization header. The page stays where it
 * is: an attachment does not replace it. (`download` names the file when the API shares the
 * console's origin; across origins the API's Content-Disposition names it.)
 */
export function startDownload(path: string, filename: string): void {
  const link = document.createElement('a');
  link.href = env().apiUrl + path;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
