/** Path of a request URL without its query string. */
export function pathOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

/** Test-control routes (`/__reset`, `/__faults`): never delayed, never faulted. */
export function isControlPath(path: string): boolean {
  return path.startsWith('/__');
}

/** Paths that are not API answers: docs, health and test control. */
export function isInfrastructurePath(path: string): boolean {
  return path === '/health' || path === '/docs' || path.startsWith('/docs/') || isControlPath(path);
}
