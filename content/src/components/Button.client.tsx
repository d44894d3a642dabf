// ArmKit UI: Button, a native button with a Promise-aware onClick (loading until the Promise settles), an
// optional press-and-hold confirmation, and a tooltip that also shows while the button is disabled.
// An island: rendered on the server, hydrated in the browser.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

export type ButtonType = 'primary' | 'default' | 'dashed' | 'text' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps {
  /** Visual emphasis. */
  type?: ButtonType;
  /** Height 24, 32 or 40 px. */
  size?: ButtonSize;
  disabled?: boolean;
  /** Spinner, clicks blocked; overrides the automatic loading state of a Promise-returning onClick. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** As wide as its container. */
  block?: boolean;
  /** The native `type` attribute. */
  htmlType?: 'button' | 'submit' | 'reset';
  /** Milliseconds the button must be held before onClick fires; 0 disables it. */
  holdToConfirm?: number;
  /** Shown on hover and keyboard focus, also while disabled. */
  tooltip?: ReactNode;
  'aria-label'?: string;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
  onHoldStart?: () => void;
  onHoldCancel?: (heldMs: number) => void;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
}

type Hold = { started: number; timer: ReturnType<typeof setTimeout>; key?: string };

export function Button({
  type = 'default',
  size = 'medium',
  disabled = false,
  loading,
  icon,
  block = false,
  htmlType = 'button',
  holdToConfirm = 0,
  tooltip,
  'aria-label': ariaLabel,
  children,
  className,
  style,
  onClick,
  onHoldStart,
  onHoldCancel,
  onFocus,
  onBlur,
}: ButtonProps) {
  const tooltipId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [holding, setHolding] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  const hold = useRef<Hold | undefined>(undefined);
  // Set while the click that a completed hold makes is on its way: only that click runs onClick.
  const holdDone = useRef(false);
  const mounted = useRef(true);

  const busy = loading ?? pending;
  const holdMs = holdToConfirm > 0 ? holdToConfirm : 0;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (hold.current) clearTimeout(hold.current.timer);
    };
  }, []);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (holdMs && !holdDone.current) {
      // The click of a release (or of Enter): a hold button acts only when the hold completes.
      event.preventDefault();
      return;
    }
    holdDone.current = false;
    if (busy || disabled) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setPending(true);
      const settle = () => {
        if (mounted.current) setPending(false);
      };
      (result as Promise<unknown>).then(settle, settle);
    }
  }

  function startHold(key?: string) {
    if (!holdMs || disabled || busy || hold.current) return;
    const started = performance.now();
    const timer = setTimeout(() => {
      hold.current = undefined;
      setHolding(false);
      setConfirmed(true);
      holdDone.current = true;
      button.current?.click(); // a real click event, through handleClick, for onClick and forms
    }, holdMs);
    hold.current = { started, timer, key };
    setConfirmed(false);
    setHolding(true);
    onHoldStart?.();
  }

  function endHold() {
    setConfirmed(false);
    const current = hold.current;
    if (!current) return;
    clearTimeout(current.timer);
    hold.current = undefined;
    setHolding(false);
    onHoldCancel?.(Math.round(performance.now() - current.started));
  }

  function keyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape') setTooltipDismissed(true);
    if (!holdMs || (event.key !== ' ' && event.key !== 'Enter')) return;
    if (event.key === 'Enter') event.preventDefault(); // Enter would click at once
    if (!event.repeat) startHold(event.key);
  }

  function keyUp(event: KeyboardEvent<HTMLButtonElement>) {
    if (hold.current?.key === event.key || (!hold.current && (event.key === ' ' || event.key === 'Enter'))) endHold();
  }

  function pointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    startHold();
  }

  const classes = [
    'ak-button',
    `ak-button-${type}`,
    `ak-button-${size}`,
    block && 'ak-button-block',
    busy && 'ak-button-loading',
    holdMs && 'ak-button-hold',
    holding && 'ak-button-holding',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  const lead = busy ? (
    <span className="ak-button-spinner" aria-hidden="true" />
  ) : holdMs ? (
    <svg className={`ak-button-ring${holding ? ' ak-button-ring-run' : ''}${confirmed ? ' ak-button-ring-done' : ''}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6" pathLength={100} />
      <circle className="ak-button-ring-fill" cx="8" cy="8" r="6" pathLength={100} />
    </svg>
  ) : icon != null ? (
    <span className="ak-button-icon" aria-hidden="true">
      {icon}
    </span>
  ) : null;

  const element = (
    <button
      ref={button}
      type={htmlType}
      className={classes}
      style={holdMs ? ({ '--ak-hold-ms': `${holdMs}ms`, ...style } as CSSProperties) : style}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-label={ariaLabel}
      aria-describedby={tooltip ? tooltipId : undefined}
      onClick={handleClick}
      onPointerDown={pointerDown}
      onPointerUp={endHold}
      onPointerLeave={endHold}
      onPointerCancel={endHold}
      onKeyDown={keyDown}
      onKeyUp={keyUp}
      onFocus={(event) => {
        setTooltipDismissed(false);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        endHold();
        onBlur?.(event);
      }}
      onContextMenu={holdMs ? (event) => event.preventDefault() : undefined}
    >
      {lead}
      {children != null && children !== '' && <span className="ak-button-label">{children}</span>}
    </button>
  );

  if (!tooltip) return element;
  // The tooltip hangs on a wrapper: a disabled button gets no pointer events, but its wrapper is hovered.
  return (
    <span
      className={['ak-button-wrap', block && 'ak-button-wrap-block', tooltipDismissed && 'ak-button-tip-off'].filter(Boolean).join(' ')}
      onMouseLeave={() => setTooltipDismissed(false)}
    >
      {element}
      <span role="tooltip" id={tooltipId} className="ak-button-tooltip">
        {tooltip}
      </span>
    </span>
  );
}
