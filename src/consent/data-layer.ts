/**
 * `window.dataLayer`, the tag manager's queue. Events carry what a page is about (locale, page
 * type, filters, vehicle id, form kind), never what a visitor typed about themselves.
 */
export type DataLayerEvent =
  | { event: 'page_view'; locale: string; page_type: string; page_path: string }
  | { event: 'locale_change'; locale: string; previous_locale: string }
  | { event: 'stock_search'; filters: string[]; result_count: number }
  | { event: 'vehicle_viewed'; vehicle_id: string }
  | { event: 'lead_form_started'; form_kind: string; vehicle_id?: string }
  | { event: 'lead_submitted'; form_kind: string; vehicle_id?: string };

type Queue = unknown[];

function queue(): Queue | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { dataLayer?: Queue };
  w.dataLayer ??= [];
  return w.dataLayer;
}

export function pushEvent(event: DataLayerEvent): void {
  queue()?.push(event);
}

/** The `gtag()` call shape Consent Mode reads (an `arguments` object, as Google's snippet pushes). */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  queue()?.push(arguments);
}

/** The vehicle a lead form is about: the value of its hidden vehicle field, when there is one. */
export function vehicleOf(field: Element | RadioNodeList | null): string | undefined {
  return field instanceof HTMLInputElement && field.value ? field.value : undefined;
}

/** A lead form event: the form's kind and vehicle, nothing the visitor typed. */
export function leadEvent(event: 'lead_form_started' | 'lead_submitted', kind: string, vehicle: string | undefined): void {
  pushEvent({ event, form_kind: kind, ...(vehicle ? { vehicle_id: vehicle } : {}) });
}

/** The stock search event: which filters were used (names only) and how many vehicles matched. */
export function stockSearchEvent(queryString: string, resultCount: number): DataLayerEvent {
  const names = [...new Set(new URLSearchParams(queryString).keys())].filter((name) => name !== 'page').sort();
  return { event: 'stock_search', filters: names, result_count: resultCount };
}
