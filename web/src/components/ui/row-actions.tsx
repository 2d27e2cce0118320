import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { useConfirmation, type Confirmation, type ConfirmedAction } from './confirmation';

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
  /** Bootstrap button variant; 'outline-primary' unless given. */
  variant?: string;
} & (
  | { to: string }
  | { onSelect: ConfirmedAction['onSelect']; confirm?: Confirmation }
  | { choices: RowChoice[] }
);

type RowActionsProps = {
  /** Names the row for screen readers: "Edit Pune", "Delete Pune". */
  name: string;
  actions: RowAction[];
  /** Small buttons in tables (the default); `undefined` for full-size ones on a detail screen. */
  size?: Size;
};

/**
 * The actions of one table row (or record), stacked on phones. An action with `confirm` asks
 * first, in the one confirm flow (`useConfirmation`).
 */
export function RowActions({ name, actions, size = 'sm' }: RowActionsProps) {
  const { ask, dialog } = useConfirmation();
  const select = ({ onSelect, confirm }: Pick<RowChoice, 'onSelect' | 'confirm'>) => {
    if (confirm) ask({ confirm, onSelect });
    else void onSelect();
  };

  return (
    <div className="d-flex flex-column flex-sm-row gap-2 align-items-end justify-content-end">
      {actions.map((action) => {
        const ariaLabel = action.ariaLabel ?? `${action.label} ${name}`;
        const variant = action.variant ?? 'outline-primary';
        if ('to' in action) {
          const sizeClass = size ? ` btn-${size}` : '';
          return (
            <Link
              key={action.label}
              to={action.to}
              className={`btn btn-${variant}${sizeClass}`}
              aria-label={ariaLabel}
            >
              {action.label}
            </Link>
          );
        }
        if ('choices' in action) {
          return (
            <Dropdown key={action.label}>
              <Dropdown.Toggle variant={variant} size={size} aria-label={ariaLabel}>
                {action.label}
              </Dropdown.Toggle>
              <Dropdown.Menu>
                {action.choices.map((choice) => (
                  <Dropdown.Item
                    key={choice.label}
                    as="button"
                    disabled={choice.current}
                    onClick={() => select(choice)}
                  >
                    {choice.label}
                    {choice.current && <span className="visually-hidden"> (current)</span>}
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
          );
        }
        return (
          <Button
            key={action.label}
            size={size}
            variant={variant}
            onClick={() => select(action)}
            aria-label={ariaLabel}
          >
            {action.label}
          </Button>
        );
      })}
      {dialog}
    </div>
  );
}
