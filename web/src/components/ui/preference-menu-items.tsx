import { useId } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useT } from '@/lib/messages.gen';
import { useHydrated } from '@/lib/use-hydrated';
import { useLanguageGroup, useThemeGroup, type PreferenceGroup } from './preference-options';

/**
 * Choices as toggle buttons in a dropdown menu, the chosen one pressed. Buttons with
 * aria-pressed, not menuitemradio: react-bootstrap's menu is not an ARIA menu, which such items
 * would need as their parent.
 */
function ChoiceMenuItems<Value extends string>({
  heading,
  options,
  chosen,
  choose,
}: PreferenceGroup<Value>) {
  const t = useT();
  // The prerendered sign-in page cannot know this browser's choice: pressed once it works.
  const hydrated = useHydrated();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      {/* Not react-bootstrap's role="heading" (which it gives no level): the group's name. */}
      <Dropdown.Header as="div" role="presentation" id={headingId}>
        {t(heading)}
      </Dropdown.Header>
      {options.map(({ value, label, lang }) => {
        const pressed = hydrated && value === chosen;
        return (
          <Dropdown.Item
            key={value}
            as="button"
            aria-pressed={pressed}
            lang={lang}
            className="d-flex align-items-center gap-2"
            onClick={() => void choose(value)}
          >
            <span aria-hidden="true" className="theme-check">
              {pressed ? '✓' : ''}
            </span>
            {t(label)}
          </Dropdown.Item>
        );
      })}
    </div>
  );
}

/** The colour modes. */
export const ThemeMenuItems = () => <ChoiceMenuItems {...useThemeGroup()} />;

/** English and हिन्दी. */
export const LanguageMenuItems = () => <ChoiceMenuItems {...useLanguageGroup()} />;
