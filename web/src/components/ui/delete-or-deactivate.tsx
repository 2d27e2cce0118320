import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import type { ReadPath } from '@/lib/api-contract';
import { useApiMutation, type MutationResult } from '@/lib/api-query';
import { around, ELEMENT } from '@/lib/i18n';
import type { ConfirmedAction } from './confirmation';
import type { RowAction } from './row-actions';
import { t } from './messages.gen';

type DeleteOrDeactivate = {
  /** e.g. "state", "resting point". */
  kind: string;
  /** Shown in the dialog, e.g. "Goa (GA)". */
  name: string;
  active: boolean;
  /** Why it cannot be deleted, when the list already knows (e.g. it still has cities). */
  blocker: string | null;
  onDelete: () => Promise<MutationResult<unknown>>;
  /** Hides the record instead: the way out when something still depends on it. */
  onDeactivate: () => Promise<MutationResult<unknown>>;
  /** Offered instead when it is blocked and already inactive, e.g. "Show its cities". */
  nextStep?: { label: string; run: () => void };
  /** What deactivating means for drivers. */
  deactivateEffect: ReactNode;
};

/**
 * The Delete action of a place: confirms the delete, or, when something still depends on the
 * record (known from its row, or from the server's 409), says why it cannot go and offers to set
 * it inactive instead.
 */
export function deleteOrDeactivate(options: DeleteOrDeactivate): RowAction {
  const { kind, name, active, blocker, onDelete, onDeactivate, nextStep } = options;
  const failure = t('ui.place.failure', { kind });

  const blocked = (reason: string): ConfirmedAction => ({
    confirm: {
      title: t('ui.place.blocked', { name }),
      body: (
        <>
          <p role="alert">{reason}</p>
          <p className="mb-0 text-secondary">
            {active ? t('ui.place.setInactiveInstead') : t('ui.place.alreadyInactive')}{' '}
            {options.deactivateEffect}
          </p>
        </>
      ),
      confirmLabel: active ? t('ui.place.setInactive') : (nextStep?.label ?? t('ui.close')),
      variant: active ? 'warning' : 'primary',
      failure,
    },
    onSelect: active ? onDeactivate : () => nextStep?.run(),
  });

  const [before, after] = around(t('ui.place.deleteQuestion', { name: ELEMENT }));
  const remove: ConfirmedAction = blocker
    ? blocked(blocker)
    : {
        confirm: {
          title: t('ui.place.deleteTitle', { kind }),
          body: (
            <p className="mb-0">
              {before}
              <strong>{name}</strong>
              {after}
            </p>
          ),
          confirmLabel: t('ui.place.delete', { kind }),
          variant: 'danger',
          failure,
          afterFailure: (error) =>
            error instanceof ApiError && error.status === 409 ? blocked(error.message) : null,
        },
        onSelect: onDelete,
      };

  return { label: t('ui.delete'), variant: 'outline-danger', ...remove };
}

type PlaceRow = { id: number; name: string; status: string };

type PlaceCalls<Row extends PlaceRow> = {
  /** e.g. "state", "resting point". */
  kind: string;
  remove: (row: Row) => Promise<unknown>;
  deactivate: (row: Row) => Promise<unknown>;
  /** Said when the server does not say why a call failed. */
  failure: string;
  revalidate: readonly ReadPath[];
};

/**
 * `deleteOrDeactivate` for the rows of one list: the delete and the deactivate call, each with
 * its toast ("State deleted", "Goa is now inactive"), the list's failure text and its reads to
 * revalidate. Give it a row and what the dialog says about it.
 */
export function useDeleteOrDeactivate<Row extends PlaceRow>({
  kind,
  remove,
  deactivate,
  failure,
  revalidate,
}: PlaceCalls<Row>) {
  const { run } = useApiMutation();
  const title = kind.charAt(0).toUpperCase() + kind.slice(1);
  return (
    row: Row,
    about: Pick<DeleteOrDeactivate, 'name' | 'blocker' | 'deactivateEffect' | 'nextStep'>,
  ) =>
    deleteOrDeactivate({
      kind,
      active: row.status === 'active',
      ...about,
      onDelete: () =>
        run(() => remove(row), {
          success: {
            title: t('ui.place.deleted', { kind: title }),
            message: t('ui.place.deletedMessage', { name: row.name }),
          },
          failure,
          revalidate,
        }),
      onDeactivate: () =>
        run(() => deactivate(row), {
          success: {
            title: t('ui.place.deactivated', { kind: title }),
            message: t('ui.place.deactivatedMessage', { name: row.name }),
          },
          failure,
          revalidate,
        }),
    });
}
