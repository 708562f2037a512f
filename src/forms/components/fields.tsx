'use client';

import { useId, useRef, type ReactNode } from 'react';
import {
  Checkbox,
  CheckboxButton,
  CheckboxField,
  CheckboxGroup,
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';

/**
 * The fields of the lead forms. Text, date, radio and checkbox fields are react-aria-components,
 * which tie the label, the help text and the error messages to the control (`aria-labelledby`,
 * `aria-describedby`, `aria-invalid`, `aria-required`). Selects and file inputs are native elements
 * wired the same way by hand: they must work without JavaScript, where a scripted listbox or file
 * trigger would not. Validation is the forms engine's (`validationBehavior="aria"`): the browser's own
 * bubbles never stop a submission the server should answer.
 *
 * Radios and checkboxes keep their native input (visually hidden by react-aria): the styles read
 * `:checked` and `:focus-visible` from it, so they look right before hydration too.
 */

/** What every field shows besides its control. */
export type FieldChrome = {
  /** The control's id (the error summary links to it). */
  id: string;
  name: string;
  label: string;
  required: boolean;
  requiredText: string;
  description?: string | undefined;
  /** Visible messages; shown when `invalid`. */
  errors: readonly string[];
  invalid: boolean;
  half?: boolean | undefined;
};

function LabelText({ label, required, requiredText }: Pick<FieldChrome, 'label' | 'required' | 'requiredText'>) {
  return (
    <>
      {label}
      {required ? (
        <span className="field__required">
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({requiredText})</span>
        </span>
      ) : null}
    </>
  );
}

const fieldClass = (chrome: FieldChrome, extra = '') =>
  ['field', chrome.half ? 'field--half' : '', chrome.invalid ? 'field--invalid' : '', extra].filter(Boolean).join(' ');

/** Description and errors of a react-aria field, which ties them to its control by slot. */
function AriaFieldHelp({ chrome }: { chrome: FieldChrome }) {
  return (
    <>
      {chrome.description ? (
        <Text slot="description" className="field__description">
          {chrome.description}
        </Text>
      ) : null}
      <Errors errors={chrome.errors} />
    </>
  );
}

/** Label, description and errors of a react-aria field. */
function AriaFieldHead({ chrome }: { chrome: FieldChrome }) {
  return (
    <>
      <Label className="field__label">
        <LabelText {...chrome} />
      </Label>
      <AriaFieldHelp chrome={chrome} />
    </>
  );
}

function Errors({ errors }: { errors: readonly string[] }) {
  return (
    <FieldError className="field__error">
      {errors.map((e, i) => (
        <span key={i} className="field__error-line">
          {e}
        </span>
      ))}
    </FieldError>
  );
}

export function TextInputField({
  chrome,
  type,
  value,
  onChange,
  onBlur,
  maxLength,
  placeholder,
  autoComplete,
  inputMode,
  rows,
  min,
  max,
}: {
  chrome: FieldChrome;
  type: 'text' | 'email' | 'tel' | 'url' | 'date' | 'textarea';
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  maxLength?: number | undefined;
  placeholder?: string | undefined;
  autoComplete?: string | undefined;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | undefined;
  rows?: number | undefined;
  min?: string | undefined;
  max?: string | undefined;
}) {
  const multiline = type === 'textarea';
  return (
    <TextField
      className={fieldClass(chrome, `field--${type}`)}
      id={chrome.id}
      name={chrome.name}
      type={multiline ? undefined : type}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={chrome.required}
      isInvalid={chrome.invalid}
      validationBehavior="aria"
      {...(maxLength !== undefined ? { maxLength } : {})}
      {...(autoComplete ? { autoComplete } : {})}
      {...(inputMode ? { inputMode } : {})}
    >
      <AriaFieldHead chrome={chrome} />
      {multiline ? (
        <TextArea className="field__control field__control--textarea" rows={rows ?? 4} {...(placeholder ? { placeholder } : {})} />
      ) : (
        <Input className="field__control" {...(placeholder ? { placeholder } : {})} {...(min ? { min } : {})} {...(max ? { max } : {})} />
      )}
    </TextField>
  );
}

export function RadioField({
  chrome,
  value,
  options,
  onChange,
  onBlur,
}: {
  chrome: FieldChrome;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <RadioGroup
      className={fieldClass(chrome, 'field--radio')}
      id={chrome.id}
      name={chrome.name}
      value={value === '' ? null : value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={chrome.required}
      isInvalid={chrome.invalid}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <AriaFieldHead chrome={chrome} />
      <div className="field__choices">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} className="choice choice--radio">
            <span className="choice__mark" aria-hidden="true" />
            <span className="choice__label">{o.label}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

export function CheckboxInputField({
  chrome,
  value,
  onChange,
  onBlur,
  children,
}: {
  chrome: FieldChrome;
  value: boolean;
  onChange: (value: boolean) => void;
  onBlur: () => void;
  /** The label, which may hold a link (the data policy). */
  children?: ReactNode;
}) {
  return (
    <CheckboxField
      className={fieldClass(chrome, 'field--checkbox')}
      id={chrome.id}
      name={chrome.name}
      value="on"
      isSelected={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={chrome.required}
      isInvalid={chrome.invalid}
      validationBehavior="aria"
    >
      <CheckboxButton className="choice choice--checkbox">
        <span className="choice__mark" aria-hidden="true" />
        <span className="choice__label">
          {children ?? chrome.label}
          {chrome.required ? (
            <span className="field__required">
              <span aria-hidden="true"> *</span>
              <span className="visually-hidden"> ({chrome.requiredText})</span>
            </span>
          ) : null}
        </span>
      </CheckboxButton>
      <AriaFieldHelp chrome={chrome} />
    </CheckboxField>
  );
}

/** Some of several options (`checkboxes`): one native checkbox per option, all under the field's name. */
export function CheckboxGroupField({
  chrome,
  value,
  options,
  onChange,
  onBlur,
}: {
  chrome: FieldChrome;
  value: readonly string[];
  options: readonly { value: string; label: string }[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}) {
  return (
    <CheckboxGroup
      className={fieldClass(chrome, 'field--radio')}
      id={chrome.id}
      name={chrome.name}
      value={[...value]}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={chrome.required}
      isInvalid={chrome.invalid}
      validationBehavior="aria"
    >
      <AriaFieldHead chrome={chrome} />
      <div className="field__choices">
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} className="choice choice--checkbox">
            <span className="choice__mark" aria-hidden="true" />
            <span className="choice__label">{o.label}</span>
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}

/** The ids a native control's label, help text and error share. */
function useNativeIds(chrome: FieldChrome) {
  const base = useId();
  const descriptionId = chrome.description ? `${base}-description` : undefined;
  const errorId = chrome.invalid && chrome.errors.length ? `${base}-error` : undefined;
  return { descriptionId, errorId, describedBy: [descriptionId, errorId].filter(Boolean).join(' ') || undefined };
}

function NativeChrome({ chrome, ids, children }: { chrome: FieldChrome; ids: ReturnType<typeof useNativeIds>; children: ReactNode }) {
  return (
    <>
      <label className="field__label" htmlFor={chrome.id}>
        <LabelText {...chrome} />
      </label>
      {ids.descriptionId ? (
        <p className="field__description" id={ids.descriptionId}>
          {chrome.description}
        </p>
      ) : null}
      {ids.errorId ? (
        <p className="field__error" id={ids.errorId}>
          {chrome.errors.map((e, i) => (
            <span key={i} className="field__error-line">
              {e}
            </span>
          ))}
        </p>
      ) : null}
      {children}
    </>
  );
}

export type NativeOption = { value: string; label: string; disabled?: boolean };
export type NativeOptionGroup = { group: string; options: NativeOption[] };

export function SelectField({
  chrome,
  value,
  options,
  emptyOption,
  onChange,
  onBlur,
  autoComplete,
}: {
  chrome: FieldChrome;
  value: string;
  options: readonly (NativeOption | NativeOptionGroup)[];
  /** The first, empty choice ("Choose…"). */
  emptyOption?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoComplete?: string | undefined;
}) {
  const ids = useNativeIds(chrome);
  const option = (o: NativeOption) => (
    <option key={o.value} value={o.value} disabled={o.disabled}>
      {o.label}
    </option>
  );
  return (
    <div className={fieldClass(chrome, 'field--select')}>
      <NativeChrome chrome={chrome} ids={ids}>
        <select
          className="field__control field__control--select"
          id={chrome.id}
          name={chrome.name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          aria-invalid={chrome.invalid || undefined}
          aria-required={chrome.required || undefined}
          aria-describedby={ids.describedBy}
          {...(autoComplete ? { autoComplete } : {})}
        >
          {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
          {options.map((o) =>
            'group' in o ? (
              <optgroup key={o.group} label={o.group}>
                {o.options.map(option)}
              </optgroup>
            ) : (
              option(o)
            ),
          )}
        </select>
      </NativeChrome>
    </div>
  );
}

export type SelectedFile = { name: string; size: number };

/**
 * A file input for photos: native, so it works without JavaScript. With it, the chosen files are
 * listed with their size and each can be removed (the input's file list is rebuilt).
 */
export function FileField({
  chrome,
  accept,
  multiple,
  files,
  onFiles,
  onBlur,
  texts,
}: {
  chrome: FieldChrome;
  accept: readonly string[];
  multiple: boolean;
  files: readonly SelectedFile[];
  onFiles: (files: File[]) => void;
  onBlur: () => void;
  texts: { selected: string; remove: (name: string) => string; size: (bytes: number) => string };
}) {
  const ids = useNativeIds(chrome);
  const input = useRef<HTMLInputElement>(null);
  const remove = (index: number) => {
    const el = input.current;
    if (!el?.files) return;
    const kept = Array.from(el.files).filter((_, i) => i !== index);
    const transfer = new DataTransfer();
    for (const f of kept) transfer.items.add(f);
    el.files = transfer.files;
    onFiles(kept);
    el.focus();
  };
  return (
    <div className={fieldClass(chrome, 'field--file')}>
      <NativeChrome chrome={chrome} ids={ids}>
        <input
          ref={input}
          className="field__control field__control--file"
          type="file"
          id={chrome.id}
          name={chrome.name}
          accept={accept.join(',')}
          multiple={multiple}
          onChange={(e) => onFiles(Array.from(e.currentTarget.files ?? []))}
          onBlur={onBlur}
          aria-invalid={chrome.invalid || undefined}
          aria-required={chrome.required || undefined}
          aria-describedby={ids.describedBy}
        />
        {files.length ? (
          <>
            <p className="visually-hidden">{texts.selected}</p>
            <ul className="field__files">
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`}>
                  <span className="field__file-name">{f.name}</span> <span className="field__file-size">{texts.size(f.size)}</span>
                  <button type="button" className="field__file-remove" onClick={() => remove(i)} aria-label={texts.remove(f.name)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </NativeChrome>
    </div>
  );
}
