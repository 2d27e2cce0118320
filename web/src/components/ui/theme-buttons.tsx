import Button from 'react-bootstrap/Button';
import { useT } from '@/lib/messages.gen';
import { THEME_PREFERENCES } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';
import { useThemeChoice } from '@/lib/use-preference-choice';
import { THEME_LABELS } from './theme-choice-labels';

/**
 * The colour modes as a row of toggle buttons, for the pages before sign-in. Not the user menu's
 * dropdown: the dropdown's code lives with the signed-in screens, which the sign-in page does not
 * load.
 */
export function ThemeButtons() {
  const { preference, choose } = useThemeChoice();
  // The prerendered page cannot know this browser's choice: pressed once it works.
  const hydrated = useHydrated();
  const t = useT();
  return (
    <div role="group" aria-label={t('theme.heading')} className="btn-group btn-group-sm">
      {THEME_PREFERENCES.map((theme) => (
        <Button
          key={theme}
          variant="outline-secondary"
          aria-pressed={hydrated && theme === preference}
          active={hydrated && theme === preference}
          onClick={() => void choose(theme)}
        >
          {t(THEME_LABELS[theme])}
        </Button>
      ))}
    </div>
  );
}
