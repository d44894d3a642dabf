// ArmKit Status: a coloured dot (or a small tag) and a short text for a state that changes over time. It only
// displays what it is given. With onClick it is a button; with a tooltip it is focusable, to show the tooltip.
import { useId, type CSSProperties, type MouseEvent, type ReactNode } from 'react';

export type StatusType = 'default' | 'processing' | 'success' | 'warning' | 'error';

export interface StatusProps {
  /** State to display: sets the colour and the default animation. */
  type?: StatusType;
  /** Short label of the state, one or two words. */
  text?: ReactNode;
  /** Secondary text after the label, in a lighter colour. */
  description?: ReactNode;
  /** A dot before the text, or a filled tag containing the text. */
  variant?: 'dot' | 'tag';
  /** `tag` only: an icon inside the tag before the text. */
  icon?: ReactNode;
  /** Pulsing dot; `true` for `processing` by default. Off when the system asks for reduced motion. */
  pulse?: boolean;
  size?: 'small' | 'medium';
  /** Whether changes of `text` are announced to screen readers. */
  announce?: 'polite' | 'off';
  /** Shown on hover and focus. */
  tooltip?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Makes the status a focusable button. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

const TYPES: readonly StatusType[] = ['default', 'processing', 'success', 'warning', 'error'];

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export function Status({
  type = 'default',
  text,
  description,
  variant = 'dot',
  icon,
  pulse,
  size = 'medium',
  announce = 'polite',
  tooltip,
  className,
  style,
  onClick,
}: StatusProps) {
  const id = useId();
  const kind: StatusType = TYPES.includes(type) ? type : 'default';
  const pulsing = pulse ?? kind === 'processing';
  const tipId = `${id}tip`;
  const hasTip = present(tooltip);

  const classes = ['ak-status', `ak-status-${kind}`, `ak-status-${variant === 'tag' ? 'tag' : 'dot'}`, `ak-status-${size === 'small' ? 'small' : 'medium'}`];
  if (pulsing) classes.push('ak-status-pulse');
  if (onClick) classes.push('ak-status-clickable');
  if (className) classes.push(className);

  const content = (
    <>
      {variant === 'tag' ? (
        present(icon) && (
          <span className="ak-status-icon" aria-hidden="true">
            {icon}
          </span>
        )
      ) : (
        <span className="ak-status-marker" aria-hidden="true" />
      )}
      <span className="ak-status-text" aria-live={announce === 'off' ? undefined : 'polite'} aria-atomic="true">
        {text}
      </span>
      {present(description) && <span className="ak-status-description">{description}</span>}
      {hasTip && (
        <span className="ak-status-tooltip" role="tooltip" id={tipId}>
          {tooltip}
        </span>
      )}
    </>
  );

  if (onClick) {
    return (
      <button type="button" className={classes.join(' ')} style={style} onClick={onClick} aria-describedby={hasTip ? tipId : undefined}>
        {content}
      </button>
    );
  }
  return (
    <span className={classes.join(' ')} style={style} tabIndex={hasTip ? 0 : undefined} aria-describedby={hasTip ? tipId : undefined}>
      {content}
    </span>
  );
}
