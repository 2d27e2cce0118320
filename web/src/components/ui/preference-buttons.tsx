import Button from 'react-bootstrap/Button';
import { useT, type TextKey } from '@/lib/messages.gen';
import { useHydrated } from '@/lib/use-hydrated';
import { useLanguageChoice, useThemeChoice } from '@/lib/use-preference-choice';
import { LANGUAGE_OPTIONS, THEME_OPTIONS, type PreferenceOption } from './preference-options';

/**
 * Choices as a row of toggle buttons, for the pages before sign-in. Not the user menu's
 * dropdown: the dropdown's code lives with the signed-in screens, which the sign-in page does not
 * load.
 */
function ChoiceButtons<Value extends string>({
  heading,
  options,
  chosen,
  choose,
}: {
  heading: TextKey;
  options: readonly PreferenceOption<Value>[];
  chosen: Value;
  choose: (value: Value) => Promise<void>;
}) {
  // The prerendered page cannot know this browser's choice: pressed once it works.
  const hydrated = useHydrated();
  const t = useT();
  return (
    <div role="group" aria-label={t(heading)} className="btn-group btn-group-sm">
      {options.map(({ value, label, lang }) => (
        <Button
          key={value}
          variant="outline-secondary"
          lang={lang}
          aria-pressed={hydrated && value === chosen}
          active={hydrated && value === chosen}
          onClick={() => void choose(value)}
        >
          {t(label)}
        </Button>
      ))}
    </div>
  );
}

/** The colour modes. */
export function ThemeButtons() {
  const { preference, choose } = useThemeChoice();
  return (
    <ChoiceButtons
      heading="theme.heading"
      options={THEME_OPTIONS}
      chosen={preference}
      choose={choose}
    />
  );
}

/** English and हिन्दी. */
export function LanguageButtons() {
  const { language, choose } = useLanguageChoice();
  return (
    <ChoiceButtons
      heading="language.heading"
      options={LANGUAGE_OPTIONS}
      chosen={language}
      choose={choose}
    />
  );
}
