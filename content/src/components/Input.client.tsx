// ArmKit UI: Input, a single-line field for text, numbers and passwords, with a label, a unit, range checks and a
// validation message. In `number` mode it is a spin button: it takes numeric input only, steps with the arrow
// keys and is clamped and rounded on blur. An island: rendered on the server, hydrated in the browser.
import { pageLang } from 'docgen/island';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

export type InputType = 'text' | 'number' | 'password';
export type InputSize = 'small' | 'medium' | 'large';
export type InputStatus = 'error' | 'warning';
export type InputValue = string | number | null;

export interface InputProps {
  /** Kind of input; `number` parses the text, steps with the arrow keys and checks the range. */
  type?: InputType;
  /** Controlled value; for `number` a number, or `null` while the field is empty. */
  value?: InputValue;
  /** Initial value of an uncontrolled field. */
  defaultValue?: string | number;
  placeholder?: string;
  /** Visible label above the field. */
  label?: ReactNode;
  /** Height 24, 32 or 40 px. */
  size?: InputSize;
  disabled?: boolean;
  /** The value can be selected and copied but not changed. */
  readOnly?: boolean;
  /** Validation state: coloured border and icon; `error` also sets `aria-invalid`. */
  status?: InputStatus;
  /** Help or validation text under the field. */
  message?: ReactNode;
  /** Inside the field before the value. */
  prefix?: ReactNode;
  /** Inside the field after the value, typically the unit. */
  suffix?: ReactNode;
  /** `number` only: smallest accepted value. */
  min?: number;
  /** `number` only: largest accepted value. */
  max?: number;
  /** `number` only: change per arrow key press; Shift+arrow, Page Up and Page Down change by 10 × step. */
  step?: number;
  /** `number` only: decimal places the value is rounded to on blur. */
  precision?: number;
  /** `number` only: values outside min/max are set to the nearest limit on blur. */
  clampOnBlur?: boolean;
  /** Maximum number of characters (`text` and `password`). */
  maxLength?: number;
  /** A clear (×) button while the field has a value. */
  allowClear?: boolean;
  autoFocus?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Every change of the value; for `number`, a number once the text parses, otherwise `null`. */
  onChange?: (value: InputValue, event: ChangeEvent<HTMLInputElement>) => void;
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** After clamping and rounding. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The clear button is clicked; `onChange` fires as well. */
  onClear?: () => void;
}

/** What a number field accepts while typing: a sign, digits and one decimal point, possibly unfinished. */
const NUMBER_TEXT = /^-?\d*\.?\d*$/;
/** A finished number: `-`, `1.` and `.` are not. */
const NUMBER_DONE = /^-?(\d+(\.\d+)?|\.\d+)$/;

export function Input({
  type = 'text',
  value,
  defaultValue,
  placeholder,
  label,
  size = 'medium',
  disabled = false,
  readOnly = false,
  status,
  message,
  prefix,
  suffix,
  min,
  max,
  step = 1,
  precision,
  clampOnBlur = true,
  maxLength,
  allowClear = false,
  autoFocus = false,
  className,
  style,
  onChange,
  onPressEnter,
  onFocus,
  onBlur,
  onClear,
}: InputProps) {
  const zh = pageLang().startsWith('zh');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const numeric = type === 'number';
  const controlled = value !== undefined;

  const format = (number: InputValue | undefined): string => {
    if (number === null || number === undefined || number === '') return '';
    if (typeof number === 'string') return number;
    return numeric && precision !== undefined ? number.toFixed(precision) : String(number);
  };
  const [text, setText] = useState(() => format(controlled ? value : defaultValue));

  // A controlled field shows its value; what the user typed stays while it still means that value ("1.", "1.50").
  let shown = text;
  if (controlled) {
    if (!numeric) shown = value === null ? '' : String(value);
    else if (parseNumber(text) !== (typeof value === 'number' ? value : null)) shown = format(value);
  }
  const number = numeric ? parseNumber(shown) : null;

  useEffect(() => {
    if (autoFocus) input.current?.focus();
    // Only when the field first appears, as the native attribute does.
  }, []);

  function change(event: ChangeEvent<HTMLInputElement>) {
    let next = event.target.value;
    if (numeric) {
      next = next.replace(/,/g, '.').replace(/\s/g, '');
      if (!NUMBER_TEXT.test(next)) return; // not a number: the field keeps its text
    }
    setText(next);
    onChange?.(numeric ? parseNumber(next) : next, event);
  }

  /** Sets the text as typing would, so that onChange gets a real change event: for steps, clearing and blur. */
  function commitText(next: string) {
    const element = input.current;
    if (!element || next === element.value) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, next);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }

  /** The number rounded to `precision` (or to the decimals of `step` when stepping), within min/max if asked. */
  function tidy(raw: number, clamp: boolean, digits = precision): number {
    let next = raw;
    if (clamp && max !== undefined) next = Math.min(max, next);
    if (clamp && min !== undefined) next = Math.max(min, next);
    if (digits !== undefined) next = Number(next.toFixed(digits));
    return next;
  }

  function stepBy(steps: number) {
    const from = number ?? (min !== undefined && min > 0 ? min : max !== undefined && max < 0 ? max : 0);
    const digits = precision ?? Math.max(decimals(step), number === null ? 0 : decimals(number));
    const next = number === null && steps !== 0 ? tidy(from, true, digits) : tidy(from + steps * step, true, digits);
    commitText(numeric && precision !== undefined ? next.toFixed(precision) : String(next));
  }

  /** Blur and Enter: a number field's value is clamped and rounded. */
  function settle() {
    if (!numeric || readOnly || disabled) return;
    if (number === null) {
      if (shown !== '' && !NUMBER_DONE.test(shown)) commitText(''); // "-" or "." alone means nothing
      else if (shown.endsWith('.')) commitText(shown.slice(0, -1));
      return;
    }
    commitText(format(tidy(number, clampOnBlur)));
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      if (!event.nativeEvent.isComposing) {
        settle();
        onPressEnter?.(event);
      }
      return;
    }
    if (!numeric || readOnly || disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const big = event.shiftKey ? 10 : 1;
    switch (event.key) {
      case 'ArrowUp':
        stepBy(big);
        break;
      case 'ArrowDown':
        stepBy(-big);
        break;
      case 'PageUp':
        stepBy(10);
        break;
      case 'PageDown':
        stepBy(-10);
        break;
      case 'Home':
        if (min === undefined) return;
        commitText(format(tidy(min, false)));
        break;
      case 'End':
        if (max === undefined) return;
        commitText(format(tidy(max, false)));
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function clear(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    commitText('');
    onClear?.();
    input.current?.focus();
  }

  // A click on the padding, the prefix or the suffix puts the caret into the field; one on the clear button
  // leaves the focus where it is.
  function fieldMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (disabled || event.target === input.current) return;
    event.preventDefault();
    if (!(event.target as HTMLElement).closest('button')) input.current?.focus();
  }

  const labelId = `${id}-label`;
  const prefixId = `${id}-prefix`;
  const suffixId = `${id}-suffix`;
  const messageId = `${id}-message`;
  const hasMessage = message != null && message !== false && message !== '';
  const described = [prefix != null && prefixId, suffix != null && suffixId, hasMessage && messageId].filter(Boolean).join(' ');
  const showClear = allowClear && !disabled && !readOnly && shown !== '';
  const statusIcon = status ? <StatusIcon status={status} /> : null;

  const classes = [
    'ak-input',
    `ak-input-${size}`,
    status && `ak-input-${status}`,
    disabled && 'ak-input-disabled',
    readOnly && 'ak-input-readonly',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} style={style}>
      {label != null && label !== false && label !== '' && (
        <label className="ak-input-label" id={labelId} htmlFor={id}>
          {label}
        </label>
      )}
      <div className="ak-input-field" onMouseDown={fieldMouseDown}>
        {prefix != null && (
          <span className="ak-input-prefix" id={prefixId}>
            {prefix}
          </span>
        )}
        <input
          ref={input}
          id={id}
          className="ak-input-control"
          type={type === 'password' ? 'password' : 'text'}
          inputMode={numeric ? (min !== undefined && min >= 0 ? 'decimal' : 'text') : undefined}
          role={numeric ? 'spinbutton' : undefined}
          aria-valuenow={numeric && number !== null ? number : undefined}
          aria-valuemin={numeric ? min : undefined}
          aria-valuemax={numeric ? max : undefined}
          aria-invalid={status === 'error' || undefined}
          aria-errormessage={status === 'error' && hasMessage ? messageId : undefined}
          aria-describedby={described || undefined}
          autoComplete={numeric ? 'off' : undefined}
          spellCheck={type === 'text' ? undefined : false}
          value={shown}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={numeric ? undefined : maxLength}
          onChange={change}
          onKeyDown={keyDown}
          onFocus={onFocus}
          onBlur={(event) => {
            settle();
            onBlur?.(event);
          }}
        />
        {showClear && (
          <button type="button" className="ak-input-clear" tabIndex={-1} aria-label={zh ? '清除' : 'Clear'} onClick={clear}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M5.6 5.6l4.8 4.8M10.4 5.6l-4.8 4.8" stroke="var(--color-bg)" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {suffix != null && (
          <span className="ak-input-suffix" id={suffixId}>
            {suffix}
          </span>
        )}
        {!hasMessage && statusIcon && <span className="ak-input-status-icon">{statusIcon}</span>}
      </div>
      <div className="ak-input-message" id={messageId} aria-live="polite">
        {hasMessage && statusIcon}
        {hasMessage && <span>{message}</span>}
      </div>
    </div>
  );
}

function parseNumber(text: string): number | null {
  return NUMBER_DONE.test(text) ? Number(text) : null;
}

/** Decimal places of a number such as a step of 0.05, so that stepping does not show 0.30000000000000004. */
function decimals(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return Math.min(fraction.length, 10);
}

function StatusIcon({ status }: { status: InputStatus }) {
  return status === 'error' ? (
    <svg className="ak-input-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M5.6 5.6l4.8 4.8M10.4 5.6l-4.8 4.8" stroke="var(--color-bg)" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  ) : (
    <svg className="ak-input-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 1.2L15.2 14H.8z" fill="currentColor" strokeLinejoin="round" />
      <path d="M8 5.8v3.6" stroke="var(--color-bg)" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="11.6" r="0.9" fill="var(--color-bg)" />
    </svg>
  );
}
