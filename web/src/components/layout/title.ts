/** What every page title ends with (spec: the page title has a suffix). */
export const TITLE_SUFFIX = ' | Restpoint Admin';
