import { useId } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { LANGUAGES } from '@/lib/i18n';
import { useT, type TextKey } from '@/lib/messages.gen';
import { THEME_PREFERENCES } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';
import { useLanguageChoice, useThemeChoice } from '@/lib/use-preference-choice';
import { THEME_LABELS } from './theme-choice-labels';

type Option<Value extends string> = { value: Value; label: TextKey; lang?: string };

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
}: {
  heading: TextKey;
  options: readonly Option<Value>[];
  chosen: Value;
  choose: (value: Value) => Promise<void>;
}) {
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

const THEME_OPTIONS = THEME_PREFERENCES.map((value) => ({ value, label: THEME_LABELS[value] }));

/** The three colour modes, in the user menu. */
export function ThemeMenuItems() {
  const { preference, choose } = useThemeChoice();
  return (
    <ChoiceMenuItems
      heading="theme.heading"
      options={THEME_OPTIONS}
      chosen={preference}
      choose={choose}
    />
  );
}

// Each language is named in itself (and marked so for screen readers).
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({
  value,
  label: `language.${value}` as const,
  lang: value,
}));

/** English and हिन्दी, in the user menu. */
export function LanguageMenuItems() {
  const { language, choose } = useLanguageChoice();
  return (
    <ChoiceMenuItems
      heading="language.heading"
      options={LANGUAGE_OPTIONS}
      chosen={language}
      choose={choose}
    />
  );
}
