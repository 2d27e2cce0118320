import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { useConfirmation, type Confirmation, type ConfirmedAction } from './confirmation';
import { t, useT } from './messages.gen';

type Size = 'sm' | undefined;

/** One choice of a row action that offers several (e.g. the statuses of a driver). */
export type RowChoice = {
  label: string;
  /** The row's present value: shown, but not offered. */
  current?: boolean;
  onSelect: ConfirmedAction['onSelect'];
  confirm?: Confirmation;
};

/**
 * One thing a row offers: a link (`to`), something to do (`onSelect`, behind `confirm` when it
 * changes data), or a menu of `choices`. Its button reads `label`; screen readers hear
 * `ariaLabel`, by default the label and the row's name ("Delete Pune").
 */
export type RowAction = {
  label: string;
  ariaLabel?: string;
  /**
   * Bootstrap button variant of the primary action; 'outline-primary' unless given. In the
   * overflow menu a 'danger' variant marks the item as destructive (red text).
   */
  variant?: string;
} & (
  | { to: string }
  | { onSelect: ConfirmedAction['onSelect']; confirm?: Confirmation }
  | { choices: RowChoice[] }
);

type RowActionsProps = {
  /** Names the row for screen readers: "Edit Pune", "More actions for Pune". */
  name: string;
  /** The first is the primary action, shown as a button; the rest go in the "⋯" menu. */
  actions: RowAction[];
  /** Small buttons in tables (the default); `undefined` for full-size ones on a detail screen. */
  size?: Size;
};

type Select = (action: Pick<RowChoice, 'onSelect' | 'confirm'>) => void;

/** "Edit Goa": the action's visible label first, then the row it acts on, in either language. */
const accessibleName = (action: RowAction, name: string) =>
  action.ariaLabel ?? t('ui.row.action', { action: action.label, name });

/** The primary action: a link, a button, or a menu of choices. */
function PrimaryAction({
  action,
  name,
  size,
  select,
}: {
  action: RowAction;
  name: string;
  size: Size;
  select: Select;
}) {
  const ariaLabel = accessibleName(action, name);
  const variant = action.variant ?? 'outline-primary';
  if ('to' in action) {
    const sizeClass = size ? ` btn-${size}` : '';
    return (
      <Link
        to={action.to}
        className={`btn btn-${variant}${sizeClass} text-nowrap`}
        aria-label={ariaLabel}
      >
        {action.label}
      </Link>
    );
  }
  if ('choices' in action) {
    return (
      <Dropdown>
        <Dropdown.Toggle variant={variant} size={size} aria-label={ariaLabel}>
          {action.label}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Choices choices={action.choices} select={select} />
        </Dropdown.Menu>
      </Dropdown>
    );
  }
  return (
    <Button
      size={size}
      variant={variant}
      className="text-nowrap"
      onClick={() => select(action)}
      aria-label={ariaLabel}
    >
      {action.label}
    </Button>
  );
}

function Choices({ choices, select }: { choices: RowChoice[]; select: Select }) {
  const t = useT();
  return choices.map((choice) => (
    <Dropdown.Item
      key={choice.label}
      as="button"
      disabled={choice.current}
      onClick={() => select(choice)}
    >
      {choice.label}
      {choice.current && <span className="visually-hidden"> {t('ui.row.current')}</span>}
    </Dropdown.Item>
  ));
}

/** An action inside the "⋯" menu: an item, or a labelled group of choices. */
function MenuAction({
  action,
  name,
  first,
  select,
}: {
  action: RowAction;
  name: string;
  first: boolean;
  select: Select;
}) {
  const ariaLabel = accessibleName(action, name);
  const className = action.variant?.includes('danger') ? 'text-danger' : undefined;
  if ('to' in action) {
    return (
      <Dropdown.Item as={Link} to={action.to} aria-label={ariaLabel}>
        {action.label}
      </Dropdown.Item>
    );
  }
  if ('choices' in action) {
    return (
      <>
        {!first && <Dropdown.Divider />}
        <Dropdown.Header>{ariaLabel}</Dropdown.Header>
        <Choices choices={action.choices} select={select} />
      </>
    );
  }
  return (
    <Dropdown.Item
      as="button"
      className={className}
      onClick={() => select(action)}
      aria-label={ariaLabel}
    >
      {action.label}
    </Dropdown.Item>
  );
}

/**
 * The actions of one table row (or record): the first as a button, the others in a "⋯" menu, so
 * a row stays one line wide on a phone and a destructive action is never one stray click away.
 * An action with `confirm` asks first, in the one confirm flow (`useConfirmation`).
 */
export function RowActions({ name, actions, size = 'sm' }: RowActionsProps) {
  const t = useT();
  const { ask, dialog } = useConfirmation();
  const select: Select = ({ onSelect, confirm }) => {
    if (confirm) ask({ confirm, onSelect });
    else void onSelect();
  };
  const [primary, ...more] = actions;

  return (
    <div className="d-flex flex-nowrap gap-1 align-items-center justify-content-end">
      {primary && <PrimaryAction action={primary} name={name} size={size} select={select} />}
      {more.length > 0 && (
        <Dropdown align="end">
          <Dropdown.Toggle
            variant="outline-secondary"
            size={size}
            className="row-actions-more"
            aria-label={t('ui.row.more', { name })}
          >
            <span aria-hidden="true">⋯</span>
          </Dropdown.Toggle>
          <Dropdown.Menu>
            {more.map((action, index) => (
              <MenuAction
                key={action.label}
                action={action}
                name={name}
                first={index === 0}
                select={select}
              />
            ))}
          </Dropdown.Menu>
        </Dropdown>
      )}
      {dialog}
    </div>
  );
}
