import type { UseFormResult } from '../../form-engine/state';
import type { FieldDefinition, Fields, FileEntry, FormDefinition, SelectOptions } from '../../form-engine/validation';
import { LOCALE_TAG, type Locale } from '../../routing/locales';
import { bookingSchedule, type FieldUi, type FormConfig, type LeadFormSpec } from '../definitions';
import { bookingRange, dayStatus, TEST_DRIVE_POLICY, weekSlotTimes } from '../definitions/slots';
import { CheckboxGroupField, CheckboxInputField, FileField, RadioField, SelectField, TextInputField, type FieldChrome } from './fields';
import type { Translate } from './texts';

/** What every control of one lead form shares. */
export type FieldContext = {
  spec: LeadFormSpec;
  locale: Locale;
  config: FormConfig;
  form: FormDefinition<Fields>;
  f: UseFormResult<Fields>;
  t: Translate;
  idPrefix: string;
  policyHref: string;
  /** After the first client render (before it, the markup must be the server's). */
  hydrated: boolean;
  labelOf: (field: string) => string;
};

const optionList = (options: SelectOptions) => options.flatMap((o) => ('group' in o ? o.options : [o]));
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function formatBytes(locale: Locale, bytes: number): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 1), 'kilobyte'];
  return new Intl.NumberFormat(LOCALE_TAG[locale], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/**
 * The slot times to offer, by the form's booking row: the chosen date's (with JavaScript), or every
 * slot of the week; without known hours, every site's week, or the fallback times.
 */
function slotOptions(ctx: FieldContext, dateField: string): string[] {
  const { f, config, hydrated } = ctx;
  const booking = ctx.spec.booking;
  const schedule = bookingSchedule(booking, config, f.values);
  const policy = booking?.policy ?? TEST_DRIVE_POLICY;
  const date = String(f.values[dateField] ?? '');
  let times: string[];
  if (!schedule) {
    const all = new Set((config.locations ?? []).flatMap((l) => (l.schedule ? weekSlotTimes(l.schedule.week, policy) : [])));
    times = all.size ? [...all].sort() : FALLBACK_TIMES;
  } else if (DATE_ONLY.test(date)) {
    // a date is known (chosen, or sent back by the server without JavaScript): that date's times only
    const day = dayStatus(schedule, date, new Date(), policy);
    times = day.kind === 'open' ? day.times : [];
  } else times = weekSlotTimes(schedule.week, policy);
  const current = String(f.values.slot ?? '');
  return current && !times.includes(current) && !hydrated ? [...times, current].sort() : times;
}

/** The slots of a date being typed (before the store has it). */
function slotOptionsFor(ctx: FieldContext, date: string): string[] {
  const booking = ctx.spec.booking;
  const schedule = bookingSchedule(booking, ctx.config, ctx.f.values);
  if (!schedule || !DATE_ONLY.test(date)) return FALLBACK_TIMES;
  const day = dayStatus(schedule, date, new Date(), booking?.policy ?? TEST_DRIVE_POLICY);
  return day.kind === 'open' ? day.times : [];
}

function chromeOf(ctx: FieldContext, name: string, ui: FieldUi): FieldChrome {
  const { f, form, t } = ctx;
  const snap = f.fields[name]!;
  const rules = form.rulesOf(name).map((r) => r.name);
  return {
    id: `${ctx.idPrefix}-${name}`,
    name,
    label: ctx.labelOf(name),
    required: snap.required || rules.includes('accepted'),
    requiredText: t('forms.required'),
    description: ui.description ? t(ui.description) : undefined,
    errors: snap.visibleMessages.filter((m) => m.blocking).map((m) => m.value),
    invalid: snap.invalid,
    half: ui.half,
  };
}

/** The control of one field, by its type: the react-aria fields of fields.tsx wired to the form state. */
export function FieldControl({ name, ui, ctx }: { name: string; ui: FieldUi; ctx: FieldContext }) {
  const { form, f, t, locale, policyHref, hydrated } = ctx;
  const def = form.fields[name] as FieldDefinition;
  const chrome = chromeOf(ctx, name, ui);
  const value = f.values[name];
  const blur = () => f.blur(name);
  const set = (v: unknown) => f.setValue(name, v as never);
  const placeholder = ui.placeholder ? t(ui.placeholder) : undefined;
  const booking = ctx.spec.booking;
  switch (def.type) {
    case 'checkbox':
      return (
        <CheckboxInputField key={name} chrome={chrome} value={Boolean(value)} onChange={set} onBlur={blur}>
          {name === 'consent' ? (
            <ConsentLabel text={t('forms.consent.text', { link: LINK_MARK })} linkText={t('forms.consent.link')} href={policyHref} />
          ) : undefined}
        </CheckboxInputField>
      );
    case 'radio':
      return (
        <RadioField
          key={name}
          chrome={chrome}
          value={String(value ?? '')}
          options={optionList(def.options).map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={set}
          onBlur={blur}
        />
      );
    case 'checkboxes':
      return (
        <CheckboxGroupField
          key={name}
          chrome={chrome}
          value={Array.isArray(value) ? (value as string[]) : []}
          options={optionList(def.options).map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={set}
          onBlur={blur}
        />
      );
    case 'select':
      return (
        <SelectField
          key={name}
          chrome={chrome}
          value={String(value ?? '')}
          options={optionList(def.options).map((o) => ({ value: o.value, label: o.label.startsWith('forms.') ? t(o.label) : o.label }))}
          emptyOption={ui.emptyOption ? t(ui.emptyOption) : undefined}
          onChange={(v) => {
            set(v);
            if (booking?.resetSlotOn.includes(name)) f.setValue('slot', '' as never);
          }}
          onBlur={blur}
        />
      );
    case 'time': {
      const times = slotOptions(ctx, ui.slotsOf ?? 'date');
      const date = String(f.values[ui.slotsOf ?? 'date'] ?? '');
      const empty =
        hydrated && DATE_ONLY.test(date) && times.length === 0 ? t('forms.placeholders.noSlot') : ui.emptyOption ? t(ui.emptyOption) : '';
      return (
        <SelectField
          key={name}
          chrome={{ ...chrome, description: chrome.description ?? t('forms.descriptions.slot') }}
          value={String(value ?? '')}
          options={times.map((time) => ({ value: time, label: time }))}
          emptyOption={empty}
          onChange={set}
          onBlur={blur}
        />
      );
    }
    case 'file': {
      const entries = (value as FileEntry[] | undefined) ?? [];
      const limits = form.fileLimitsOf(name)!;
      return (
        <FileField
          key={name}
          chrome={chrome}
          accept={limits.accept}
          multiple={limits.maxFiles > 1}
          files={entries.map((e) => ({ name: e.name, size: e.file.size }))}
          onFiles={(files) => set(files.map((file) => ({ name: file.name, file })))}
          onBlur={blur}
          texts={{
            selected: t('forms.files.selected'),
            remove: (file) => t('forms.files.remove', { name: file }),
            size: (bytes) => formatBytes(locale, bytes),
          }}
        />
      );
    }
    case 'date': {
      const today = bookingRange(new Date(), booking?.policy ?? TEST_DRIVE_POLICY);
      return (
        <TextInputField
          key={name}
          chrome={chrome}
          type="date"
          value={String(value ?? '')}
          onChange={(v) => {
            set(v);
            // a time the new date does not have is cleared (the select would show another one)
            const slot = String(f.values.slot ?? '');
            if (slot && !slotOptionsFor(ctx, v).includes(slot)) f.setValue('slot', '' as never);
          }}
          onBlur={blur}
          min={today.min}
          max={today.max}
        />
      );
    }
    default:
      return (
        <TextInputField
          key={name}
          chrome={chrome}
          type={def.type === 'textarea' ? 'textarea' : def.type === 'email' || def.type === 'tel' || def.type === 'url' ? def.type : 'text'}
          value={String(value ?? '')}
          onChange={set}
          onBlur={blur}
          maxLength={form.maxLengthOf(name)}
          placeholder={placeholder}
          autoComplete={ui.autoComplete}
          inputMode={ui.inputMode}
          rows={ui.rows}
        />
      );
  }
}

/** Offered when a dealership's hours are unknown: the dealership confirms the time. */
const FALLBACK_TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
];

const LINK_MARK = '\u0001';

export function ConsentLabel({ text, linkText, href }: { text: string; linkText: string; href: string }) {
  // `text` holds LINK_MARK where the policy link goes
  const [before, after = ''] = text.split(LINK_MARK);
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener">
        {linkText}
      </a>
      {after}
    </>
  );
}
