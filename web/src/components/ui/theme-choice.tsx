import { useId } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import type { ThemePreference } from '@/lib/theme';
import { THEME_PREFERENCES } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';
import { useThemeChoice } from '@/lib/use-theme-choice';

const THEME_LABELS: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'Same as device',
};
export const THEME_HEADING = 'Theme';

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

/** The colour-mode menu on its own, for the pages before sign-in. */
export function ThemeDropdown() {
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-secondary" size="sm">
        {THEME_HEADING}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <ThemeMenuItems />
      </Dropdown.Menu>
    </Dropdown>
  );
}
