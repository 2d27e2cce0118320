import { useId } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { THEME_PREFERENCES } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';
import { useThemeChoice } from '@/lib/use-theme-choice';
import { THEME_HEADING, THEME_LABELS } from './theme-choice-labels';

/**
 * The three colour modes as toggle buttons in a dropdown menu, the chosen one pressed. Buttons
 * with aria-pressed, not menuitemradio: react-bootstrap's menu is not an ARIA menu, which such
 * items would need as their parent.
 */
export function ThemeMenuItems() {
  const { preference, choose } = useThemeChoice();
  // The prerendered sign-in page cannot know this browser's choice: pressed once it works.
  const hydrated = useHydrated();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      {/* Not react-bootstrap's role="heading" (which it gives no level): the group's name. */}
      <Dropdown.Header as="div" role="presentation" id={headingId}>
        {THEME_HEADING}
      </Dropdown.Header>
      {THEME_PREFERENCES.map((theme) => {
        const pressed = hydrated && theme === preference;
        return (
          <Dropdown.Item
            key={theme}
            as="button"
            aria-pressed={pressed}
            className="d-flex align-items-center gap-2"
            onClick={() => void choose(theme)}
          >
            <span aria-hidden="true" className="theme-check">
              {pressed ? '✓' : ''}
            </span>
            {THEME_LABELS[theme]}
          </Dropdown.Item>
        );
      })}
    </div>
  );
}
