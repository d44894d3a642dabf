// ArmKit UI: Alert, an inline message box (info, success, warning, error) that stays until the situation
// changes or the user closes it. An island: rendered on the server, hydrated in the browser.
import { pageLang } from 'docgen/island';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  /** Severity: colour, icon and ARIA role. */
  type?: AlertType;
  /** Bold first line. */
  title?: ReactNode;
  /** Body text. */
  children?: ReactNode;
  /** Shows the icon of `type`. */
  showIcon?: boolean;
  /** Replaces the default icon; ignored when `showIcon` is false. */
  icon?: ReactNode;
  /** Shows a close button (×). */
  closable?: boolean;
  /** Accessible label of the close button; localised when not set. */
  closeLabel?: string;
  /** Element on the right, typically a small Button. */
  action?: ReactNode;
  /** Full-width style without border radius, for the top of a panel. */
  banner?: boolean;
  /** Controlled visibility: closing then only fires `onClose`. */
  visible?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The close button is clicked (or Esc pressed on it); `event.preventDefault()` keeps an uncontrolled alert open. */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The closing animation has finished and the alert is gone. */
  afterClose?: () => void;
}

/** Length of the closing animation (Alert.css), after which the alert leaves the DOM. */
const CLOSE_MS = 150;

export function Alert({
  type = 'info',
  title,
  children,
  showIcon = true,
  icon,
  closable = false,
  closeLabel,
  action,
  banner = false,
  visible,
  className,
  style,
  onClose,
  afterClose,
}: AlertProps) {
  const controlled = visible !== undefined;
  const [shown, setShown] = useState(true);
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wasOpen = useRef(controlled ? visible : true);
  const isOpen = controlled ? visible : shown;

  useEffect(() => () => clearTimeout(timer.current), []);

  // A controlled alert that its owner hides: it leaves with the same animation, then `afterClose`.
  useEffect(() => {
    if (!controlled) return;
    if (wasOpen.current && !visible) {
      setClosing(true);
      timer.current = setTimeout(() => {
        setClosing(false);
        afterClose?.();
      }, CLOSE_MS);
    } else if (visible) {
      clearTimeout(timer.current);
      setClosing(false);
    }
    wasOpen.current = visible;
    // afterClose is read when the timer fires: a new function on each render must not restart it.
  }, [controlled, visible]);

  if (!isOpen && !closing) return null;

  const zh = pageLang().startsWith('zh');
  const urgent = type === 'error' || type === 'warning';

  function close(event: MouseEvent<HTMLButtonElement>) {
    if (closing) return;
    onClose?.(event);
    if (controlled || event.defaultPrevented) return;
    setClosing(true);
    timer.current = setTimeout(() => {
      setShown(false);
      setClosing(false);
      afterClose?.();
    }, CLOSE_MS);
  }

  function closeOnEscape(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.currentTarget.click(); // the same path as a click, with a real MouseEvent for onClose
  }

  const classes = ['ak-alert', `ak-alert-${type}`, banner && 'ak-alert-banner', title != null && title !== '' && 'ak-alert-with-title', closing && 'ak-alert-closing', className]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} style={style} role={urgent ? 'alert' : 'status'}>
      {showIcon && (
        <span className="ak-alert-icon" aria-hidden="true">
          {icon ?? <AlertIcon type={type} />}
        </span>
      )}
      <div className="ak-alert-content">
        {title != null && title !== '' && <div className="ak-alert-title">{title}</div>}
        {children != null && <div className="ak-alert-body">{children}</div>}
      </div>
      {action != null && <div className="ak-alert-action">{action}</div>}
      {closable && (
        <button type="button" className="ak-alert-close" aria-label={closeLabel ?? (zh ? '关闭' : 'Close')} onClick={close} onKeyDown={closeOnEscape}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** The default icon of a type: circled i, check mark, triangle, cross. */
function AlertIcon({ type }: { type: AlertType }) {
  const common = { viewBox: '0 0 20 20', width: 18, height: 18, focusable: 'false' as const, 'aria-hidden': true };
  switch (type) {
    case 'success':
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M6 10.3l2.6 2.6L14 7.5" stroke="var(--color-bg)" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'warning':
      return (
        <svg {...common}>
          <path d="M10 1.8L19 18H1z" fill="currentColor" strokeLinejoin="round" />
          <path d="M10 7.5v4.5" stroke="var(--color-bg)" strokeWidth="2" strokeLinecap="round" />
          <circle cx="10" cy="15" r="1.1" fill="var(--color-bg)" />
        </svg>
      );
    case 'error':
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M6.8 6.8l6.4 6.4M13.2 6.8l-6.4 6.4" stroke="var(--color-bg)" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M10 9v5.2" stroke="var(--color-bg)" strokeWidth="2" strokeLinecap="round" />
          <circle cx="10" cy="5.9" r="1.2" fill="var(--color-bg)" />
        </svg>
      );
  }
}
