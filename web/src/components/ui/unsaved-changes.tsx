import { useFormikContext } from 'formik';
import { useCallback, useState, type ReactNode } from 'react';
import {
  useBeforeUnload,
  useBlocker,
  useNavigate,
  type BlockerFunction,
  type Location,
  type NavigateOptions,
} from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';
import { useT } from './messages.gen';

/**
 * Nothing typed is lost by accident: while a form has unsaved changes, leaving it asks first —
 * an in-app link, Back or Forward (react-router's blocker), or a reload or closing the tab (the
 * browser's own `beforeunload` question, which cannot be worded).
 */

type PromptOptions = {
  /**
   * A change of the query alone stays on this screen (the broadcast composer sits beside a paged
   * history). By default a new query is a new screen: `/app/cms?page=faq` to `/app/cms`.
   */
  ignoreQueryChanges?: boolean;
};

/** Marks the navigation that follows a successful save: nothing is left unsaved. */
const AFTER_SAVE = 'afterSave';

const isAfterSave = (location: Location) =>
  Boolean((location.state as Record<string, unknown> | null)?.[AFTER_SAVE]);

function LeaveDialog({
  show,
  onStay,
  onLeave,
}: {
  show: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      show={show}
      title={t('ui.unsaved.title')}
      confirmLabel={t('ui.unsaved.leave')}
      cancelLabel={t('ui.unsaved.stay')}
      variant="danger"
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p className="mb-0">{t('ui.unsaved.body')}</p>
    </ConfirmDialog>
  );
}

const askBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
};

/**
 * Mounted only while there are unsaved changes, so the router holds one blocker at most and the
 * browser is asked to confirm an unload only when something would be lost.
 */
function NavigationGuard({ ignoreQueryChanges = false }: PromptOptions) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (isAfterSave(nextLocation)) return false;
      if (currentLocation.pathname !== nextLocation.pathname) return true;
      return !ignoreQueryChanges && currentLocation.search !== nextLocation.search;
    },
    [ignoreQueryChanges],
  );
  const blocker = useBlocker(shouldBlock);
  useBeforeUnload(askBeforeUnload);
  return (
    <LeaveDialog
      show={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/**
 * Asks "Leave this page? Your changes are not saved." (Stay, focused, or Leave) before anything
 * leaves a form whose `dirty` is true. Render `prompt` once. `confirmLeave(leave)` asks the same
 * before a step that is not a navigation, such as closing a drawer, and runs `leave` at once when
 * nothing would be lost.
 */
export function useUnsavedChangesPrompt(
  dirty: boolean,
  options: PromptOptions = {},
): { prompt: ReactNode; confirmLeave: (leave: () => void) => void } {
  const [leaving, setLeaving] = useState<{ leave: () => void } | null>(null);
  const confirmLeave = useCallback(
    (leave: () => void) => (dirty ? setLeaving({ leave }) : leave()),
    [dirty],
  );
  const prompt = (
    <>
      {dirty && <NavigationGuard {...options} />}
      <LeaveDialog
        show={leaving !== null}
        onStay={() => setLeaving(null)}
        onLeave={() => {
          setLeaving(null);
          leaving?.leave();
        }}
      />
    </>
  );
  return { prompt, confirmLeave };
}

/** The prompt for the Formik form it is rendered in, by Formik's `dirty`. */
export function UnsavedChangesPrompt(options: PromptOptions) {
  const { dirty } = useFormikContext<unknown>();
  return useUnsavedChangesPrompt(dirty, options).prompt;
}

/**
 * `navigate` for the step after a successful save (back to the list, on to the saved record):
 * the form still holds the typed values, but they are saved, so it leaves without asking.
 */
export function useNavigateAfterSave() {
  const navigate = useNavigate();
  return useCallback(
    (to: string, options: Omit<NavigateOptions, 'state'> = {}) =>
      navigate(to, { ...options, state: { [AFTER_SAVE]: true } }),
    [navigate],
  );
}
