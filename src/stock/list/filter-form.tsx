import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import type { StockQuery } from '../query';
import type { StockResult } from '../search';
import { BODY_STYLES, CONDITIONS, FUELS, QUICK_CATEGORIES, TRANSMISSIONS } from '../vocabulary';
import type { StockCatalogue } from './catalogue';
import type { StockLabels } from './labels';
import { buildOptions, modelGroups, optionRows, type FilterOption } from './model';
import { OptionList } from './option-list';

/**
 * The filters as a plain GET form: its field names are the URL parameters `parseStockQuery`
 * reads, so without JavaScript submitting it gives exactly the URL of the filtered list. Every
 * option shows how many vehicles it would give (disjunctive facets); an option that would give
 * none stays visible, disabled.
 *
 * The dealership options are the directory's dealerships (src/directory): a new dealership story
 * adds its option, and the URL's `location` takes any slug (`query.ts`), so the option's link works
 * without a code change; a slug no vehicle stands at simply matches nothing.
 */
export function FilterForm({
  locale,
  query: q,
  result,
  catalogue,
  dealerships,
  labels,
  formId,
  action,
}: {
  locale: Locale;
  query: StockQuery;
  result: StockResult;
  catalogue: StockCatalogue;
  /** the directory's dealership slugs, in its order */
  dealerships: readonly string[];
  labels: StockLabels;
  formId: string;
  action: string;
}) {
  const t = getTranslator(locale, 'stock');
  const f = result.facets;
  const brands = buildOptions([...catalogue.brands.keys()], f.brand, q.brands, labels.brand);
  const groups = modelGroups({
    selectedBrands: q.brands,
    selectedModels: q.models,
    catalogueModels: [...catalogue.models.keys()],
    counts: f.model,
    brandLabel: labels.brand,
    modelLabel: labels.model,
  });
  const monthly = q.priceType !== 'purchase';
  return (
    <form id={formId} className="stock-form" method="get" action={action} aria-label={t('filters.title')}>
      <OptionFieldset legend={t('filters.brand')} name="brand" options={brands} scroll />
      <fieldset className="stock-fieldset">
        <legend>{t('filters.model')}</legend>
        {groups.length === 0 ? <p className="stock-fieldset__hint">{t('filters.modelHint')}</p> : null}
        {groups.map((g) => (
          <div key={g.brand} className="stock-model-group" role="group" aria-label={t('filters.modelsOf', { brand: g.label })}>
            {groups.length > 1 ? (
              <p className="stock-model-group__title" aria-hidden="true">
                {g.label}
              </p>
            ) : null}
            <OptionList name="model" options={optionRows(g.options)} />
          </div>
        ))}
      </fieldset>
      <OptionFieldset legend={t('filters.fuel')} name="fuel" options={buildOptions(FUELS, f.fuel, q.fuels, labels.fuel)} />
      <OptionFieldset
        legend={t('filters.transmission')}
        name="transmission"
        options={buildOptions(TRANSMISSIONS, f.transmission, q.transmissions, labels.transmission)}
      />
      <OptionFieldset legend={t('filters.body')} name="body" options={buildOptions(BODY_STYLES, f.body, q.bodies, labels.body)} />
      <OptionFieldset
        legend={t('filters.condition')}
        name="condition"
        options={buildOptions(CONDITIONS, f.condition, q.conditions, labels.condition)}
      />
      <OptionFieldset
        legend={t('filters.location')}
        name="location"
        options={buildOptions(dealerships, f.location, q.locations, labels.location)}
      />
      <OptionFieldset
        legend={t('filters.category')}
        name="category"
        options={buildOptions(QUICK_CATEGORIES, f.categories, q.categories, labels.category)}
      />
      <fieldset className="stock-fieldset stock-fieldset--range">
        <legend>{t('filters.year')}</legend>
        <NumberField name="year_from" label={t('filters.yearFrom')} value={q.yearFrom} min={1900} max={2100} />
        <NumberField name="year_to" label={t('filters.yearTo')} value={q.yearTo} min={1900} max={2100} />
      </fieldset>
      <fieldset className="stock-fieldset stock-fieldset--range">
        <legend>{t('filters.mileage')}</legend>
        <NumberField name="mileage_max" label={t('filters.mileageMax')} value={q.mileageMax} min={0} max={2_000_000} />
      </fieldset>
      <fieldset className="stock-fieldset stock-fieldset--range">
        <legend>{monthly ? t('filters.priceMonthly') : t('filters.pricePurchase')}</legend>
        <NumberField name="price_min" label={t('filters.priceMin')} value={q.priceMin} min={0} max={10_000_000} />
        <NumberField name="price_max" label={t('filters.priceMax')} value={q.priceMax} min={0} max={10_000_000} />
      </fieldset>
      <div className="stock-form__actions">
        <button type="submit" className="button button--primary">
          {t('filters.submit', { count: result.total })}
        </button>
      </div>
    </form>
  );
}

function OptionFieldset({ legend, name, options, scroll }: { legend: string; name: string; options: FilterOption[]; scroll?: boolean }) {
  return (
    <fieldset className="stock-fieldset">
      <legend>{legend}</legend>
      {/* `scroll` only when set: an undefined prop still travels in the RSC payload */}
      <OptionList name={name} options={optionRows(options)} {...(scroll ? { scroll } : {})} />
    </fieldset>
  );
}

function NumberField(props: { name: string; label: string; value: number | null; min: number; max: number }) {
  const id = `stock-${props.name}`;
  return (
    <div className="input-field input-field--compact stock-number">
      <label htmlFor={id}>{props.label}</label>
      {/* data-value: React leaves a focused number field's defaultValue as it was (so the caret does not jump),
          so the value the URL now holds travels in an attribute StockLive reads after each update */}
      <input
        id={id}
        type="number"
        name={props.name}
        inputMode="numeric"
        min={props.min}
        max={props.max}
        defaultValue={props.value ?? ''}
        data-value={props.value ?? ''}
      />
    </div>
  );
}
