// ArmKit Radio: pick exactly one of a few visible options. `Radio.Group` holds the value and lays out the options
// (round radios or a segmented bar); `Radio` is one option. Built on native radio inputs sharing a name, so the
// browser gives the WAI-ARIA radio group keyboard model: Tab enters at the checked option, the arrow keys move
// and select, disabled options are skipped. An island: rendered on the server, hydrated in the browser.
import {
  createContext,
  useContext,
  useId,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';

export type RadioValue = string | number;

export interface RadioOption {
  label: ReactNode;
  value: RadioValue;
  disabled?: boolean;
  /** Secondary text under the label. */
  description?: ReactNode;
}

export type RadioOptionType = 'default' | 'button';
export type RadioSize = 'small' | 'medium' | 'large';

export interface RadioGroupProps {
  /** Controlled selected value. */
  value?: RadioValue;
  /** Initially selected value of an uncontrolled group. */
  defaultValue?: RadioValue;
  /** Options to render; ignored when `children` are given. */
  options?: ReadonlyArray<RadioValue | RadioOption>;
  /** Classic round radios or a segmented button bar. */
  optionType?: RadioOptionType;
  /** Layout of the options; a button bar is always horizontal. */
  direction?: 'horizontal' | 'vertical';
  size?: RadioSize;
  /** Disables every option. */
  disabled?: boolean;
  /** `name` of the underlying inputs; generated when not set. */
  name?: string;
  /** Group label, the legend of the fieldset. */
  label?: ReactNode;
  /** `Radio` elements, as an alternative to `options`. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** The user selected a different option (click, Space or an arrow key). */
  onChange?: (value: RadioValue, event: ChangeEvent<HTMLInputElement>) => void;
}

export interface RadioItemProps {
  /** Value this option stands for; required inside a group. */
  value?: RadioValue;
  /** Controlled state of a stand-alone radio; inside a group the group decides. */
  checked?: boolean;
  /** Initial state of an uncontrolled stand-alone radio. */
  defaultChecked?: boolean;
  /** Disables this option only. */
  disabled?: boolean;
  /** Secondary text under the label. */
  description?: ReactNode;
  /** `name` of a stand-alone radio's input; inside a group the group's name is used. */
  name?: string;
  /** Label of the option. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** A stand-alone radio is selected; inside a group, use the group's onChange. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * `Radio` renders one option; given `options` it renders a whole group, the same as `Radio.Group` (a page's
 * live example can only use the component it imports, and its props must be JSON).
 */
export type RadioProps = RadioItemProps | (RadioGroupProps & { options: ReadonlyArray<RadioValue | RadioOption> });

interface GroupContext {
  name: string;
  value: RadioValue | undefined;
  disabled: boolean;
  optionType: RadioOptionType;
  size: RadioSize;
  select: (value: RadioValue, event: ChangeEvent<HTMLInputElement>) => void;
}

const RadioGroupContext = createContext<GroupContext | null>(null);

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

function isGroupProps(props: RadioProps): props is RadioGroupProps & { options: ReadonlyArray<RadioValue | RadioOption> } {
  return 'options' in props && Array.isArray(props.options);
}

export function Radio(props: RadioProps) {
  if (isGroupProps(props)) return <RadioGroup {...props} />;
  return <RadioItem {...props} />;
}

function RadioItem({ value, checked, defaultChecked = false, disabled = false, description, name, children, className, style, onChange, onFocus, onBlur }: RadioItemProps) {
  const group = useContext(RadioGroupContext);
  const id = useId();
  const [inner, setInner] = useState(defaultChecked);

  const isChecked = group ? value !== undefined && group.value === value : (checked ?? inner);
  const isDisabled = disabled || (group?.disabled ?? false);
  const button = group?.optionType === 'button';
  const size = group?.size ?? 'medium';
  const labelId = `${id}label`;
  const descriptionId = `${id}description`;
  const hasLabel = present(children);
  const hasDescription = present(description) && !button;

  function change(event: ChangeEvent<HTMLInputElement>) {
    if (!event.target.checked) return;
    if (group) {
      if (value !== undefined) group.select(value, event);
      return;
    }
    if (checked === undefined) setInner(true);
    onChange?.(true, event);
  }

  const classes = [button ? 'ak-radio-button' : 'ak-radio', `ak-radio-${size}`];
  if (isChecked) classes.push('ak-radio-checked');
  if (isDisabled) classes.push('ak-radio-disabled');
  if (className) classes.push(className);

  return (
    <label className={classes.join(' ')} style={style}>
      <input
        type="radio"
        className="ak-radio-input"
        name={group ? group.name : name}
        value={value === undefined ? undefined : String(value)}
        checked={isChecked}
        disabled={isDisabled}
        aria-labelledby={hasLabel ? labelId : undefined}
        aria-describedby={hasDescription ? descriptionId : undefined}
        onChange={change}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      {!button && <span className="ak-radio-circle" aria-hidden="true" />}
      {(hasLabel || hasDescription) && (
        <span className="ak-radio-text">
          {hasLabel && (
            <span className="ak-radio-label" id={labelId}>
              {children}
            </span>
          )}
          {hasDescription && (
            <span className="ak-radio-description" id={descriptionId}>
              {description}
            </span>
          )}
        </span>
      )}
    </label>
  );
}

export function RadioGroup({
  value,
  defaultValue,
  options,
  optionType = 'default',
  direction = 'horizontal',
  size = 'medium',
  disabled = false,
  name,
  label,
  children,
  className,
  style,
  onChange,
}: RadioGroupProps) {
  const id = useId();
  const [inner, setInner] = useState<RadioValue | undefined>(defaultValue);
  const selected = value !== undefined ? value : inner;
  const legendId = `${id}legend`;
  const hasLabel = present(label);

  const context: GroupContext = {
    name: name ?? `${id}radio`,
    value: selected,
    disabled,
    optionType,
    size,
    select(next, event) {
      if (next === selected) return;
      if (value === undefined) setInner(next);
      onChange?.(next, event);
    },
  };

  const items = present(children)
    ? children
    : (options ?? []).map((option) => {
        const item: RadioOption = typeof option === 'object' ? option : { label: String(option), value: option };
        return (
          <RadioItem key={`${typeof item.value}:${item.value}`} value={item.value} disabled={item.disabled} description={item.description}>
            {item.label}
          </RadioItem>
        );
      });

  const button = optionType === 'button';
  const classes = ['ak-radio-group', button ? 'ak-radio-group-button' : `ak-radio-group-${direction === 'vertical' ? 'vertical' : 'horizontal'}`, `ak-radio-group-${size}`];
  if (disabled) classes.push('ak-radio-group-disabled');
  if (className) classes.push(className);

  return (
    <fieldset className={classes.join(' ')} style={style} role="radiogroup" aria-labelledby={hasLabel ? legendId : undefined} aria-disabled={disabled || undefined}>
      {hasLabel && (
        <legend className="ak-radio-legend" id={legendId}>
          {label}
        </legend>
      )}
      <div className="ak-radio-options">
        <RadioGroupContext.Provider value={context}>{items}</RadioGroupContext.Provider>
      </div>
    </fieldset>
  );
}

Radio.Group = RadioGroup;
