import Button from 'react-bootstrap/Button';
import { useT } from '@/lib/messages.gen';
import { useHydrated } from '@/lib/use-hydrated';
import { useLanguageGroup, useThemeGroup, type PreferenceGroup } from './preference-options';

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
}: PreferenceGroup<Value>) {
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
export const ThemeButtons = () => <ChoiceButtons {...useThemeGroup()} />;

/** English and हिन्दी. */
export const LanguageButtons = () => <ChoiceButtons {...useLanguageGroup()} />;
