/**
 * What a visitor typed, made safe to store and to show anywhere (a terminal, a spreadsheet, an
 * e-mail, the webhook receiver's screen): no NUL or other control characters (line breaks and tabs
 * stay, `\r\n` becomes `\n`), no bidirectional overrides or isolates (a right-to-left override can
 * make a text read backwards), no invisible format marks. Letters, emoji and their joiners stay.
 */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/g;

export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(INVISIBLE, '');
}

/** Every string inside a payload (arrays and objects included), cleaned; other values unchanged. */
export function cleanPayload<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((v) => cleanPayload(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k), cleanPayload(v)])) as T;
  }
  return value;
}
