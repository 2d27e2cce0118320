import { useT } from '@/lib/messages.gen';

/**
 * A page's title in the console's language: its name, then the console's (spec: the page title
 * has a suffix). Re-rendered when the language changes.
 */
export function usePageTitle(name: string): string {
  const t = useT();
  return t('app.pageTitle', { name });
}
