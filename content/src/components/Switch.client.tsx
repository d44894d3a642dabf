// ArmKit Switch: an on/off toggle that takes effect at once, with an optional asynchronous guard (beforeChange)
// that decides whether it may flip. A <button role="switch">; its label is a <label> (clickable) and its name.
import { useEffect, useId, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

export type SwitchEvent = MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>;

export interface SwitchProps {
  /** Controlled state. */
  checked?: boolean;
  /** Initial state of an uncontrolled switch. */
  defaultChecked?: boolean;
  /** Called before the state changes; `true` (or a Promise of it) allows the change. */
  beforeChange?: (next: boolean) => boolean | Promise<boolean>;
  /** Spinner in the handle, clicks blocked; overrides the automatic loading state of `beforeChange`. */
  loading?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Visible, clickable label; the accessible name of the switch. */
  label?: ReactNode;
  labelPosition?: 'left' | 'right';
  /** Short text inside the track while on (decoration, not read out). */
  checkedChildren?: ReactNode;
  /** Short text inside the track while off (decoration, not read out). */
  unCheckedChildren?: ReactNode;
  className?: string;
  style?: CSSProperties;
  onChange?: (checked: boolean, event: SwitchEvent) => void;
  onClick?: (checked: boolean, event: SwitchEvent) => void;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
}

export function Switch({
  checked,
  defaultChecked = false,
  beforeChange,
  loading,
  disabled = false,
  size = 'medium',
  label,
  labelPosition = 'right',
  checkedChildren,
  unCheckedChildren,
  className,
  style,
  onChange,
  onClick,
  onFocus,
  onBlur,
}: SwitchProps) {
  const id = useId();
  const [inner, setInner] = useState(defaultChecked);
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const isOn = checked ?? inner;
  const busy = loading ?? pending;

  function commit(next: boolean, event: SwitchEvent) {
    if (!mounted.current) return;
    if (checked === undefined) setInner(next);
    onChange?.(next, event);
  }

  function toggle(event: MouseEvent<HTMLButtonElement>) {
    if (disabled || busy) return;
    const next = !isOn;
    onClick?.(isOn, event);
    if (!beforeChange) return commit(next, event);
    let verdict: boolean | Promise<boolean>;
    try {
      verdict = beforeChange(next);
    } catch {
      return; // an exception keeps the current state
    }
    if (typeof verdict === 'boolean') {
      if (verdict) commit(next, event);
      return;
    }
    setPending(true);
    Promise.resolve(verdict)
      .then(
        (allowed) => {
          if (allowed === true) commit(next, event);
        },
        () => undefined, // a rejection keeps the current state
      )
      .finally(() => {
        if (mounted.current) setPending(false);
      });
  }

  const labelId = `${id}label`;
  const text = label === undefined || label === null || label === false ? null : (
    <label className="ak-switch-label" id={labelId} htmlFor={id}>
      {label}
    </label>
  );
  const track = isOn ? checkedChildren : unCheckedChildren;
  const classes = ['ak-switch', `ak-switch-${size}`];
  if (isOn) classes.push('ak-switch-checked');
  if (busy) classes.push('ak-switch-loading');
  if (track !== undefined && track !== null) classes.push('ak-switch-has-text');
  const root = ['ak-switch-root'];
  if (disabled) root.push('ak-switch-disabled');
  if (className) root.push(className);

  return (
    <span className={root.join(' ')} style={style}>
      {labelPosition === 'left' && text}
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-busy={busy || undefined}
        aria-labelledby={text ? labelId : undefined}
        disabled={disabled}
        className={classes.join(' ')}
        onClick={toggle}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <span className="ak-switch-handle">{busy && <span className="ak-switch-spinner" />}</span>
        {track !== undefined && track !== null && (
          <span className="ak-switch-text" aria-hidden="true">
            {track}
          </span>
        )}
      </button>
      {labelPosition !== 'left' && text}
    </span>
  );
}
