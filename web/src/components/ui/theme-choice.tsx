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

/** The three colour modes as radio items of a dropdown menu, the chosen one checked. */
export function ThemeMenuItems() {
  const { preference, choose } = useThemeChoice();
  // The prerendered sign-in page cannot know this browser's choice: checked once it works.
  const hydrated = useHydrated();
  return (
    <>
      <Dropdown.Header as="div" role="presentation">
        {THEME_HEADING}
      </Dropdown.Header>
      {THEME_PREFERENCES.map((theme) => {
        const checked = hydrated && theme === preference;
        return (
          <Dropdown.Item
            key={theme}
            as="button"
            role="menuitemradio"
            aria-checked={checked}
            className="d-flex align-items-center gap-2"
            onClick={() => void choose(theme)}
          >
            <span aria-hidden="true" className="theme-check">
              {checked ? '✓' : ''}
            </span>
            {THEME_LABELS[theme]}
          </Dropdown.Item>
        );
      })}
    </>
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
