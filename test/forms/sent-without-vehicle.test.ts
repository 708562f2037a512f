import { describe, expect, it } from 'vitest';
import { signSentToken } from '../../src/forms/actions/success-token';
import { loadVehicleFormPage } from '../../src/forms/pages/data';
import { StockUnavailableError } from '../../src/stock/search';

/**
 * The action stores a lead even when the vehicle was sold meanwhile or the stock is down; the page
 * its 303 leads to must then still say "sent". Without MEILI_HOST the stock is unavailable here.
 */
describe('the form page after a stored lead, when the vehicle cannot be shown', () => {
  const path = '/stock/100001-1-ford-ranger-xlt/interessee';
  const query = (token: string) => new URLSearchParams({ sent: token });

  it('answers "sent" for a valid token of the same form', async () => {
    const token = signSentToken({ form: 'vehicle-interest', contact: 'phone' });
    const result = await loadVehicleFormPage('fr-lu', 'vehicle-interest', '100001-1-ford-ranger-xlt', path, { query: query(token) });
    expect(result).toEqual({ kind: 'sent', summary: { form: 'vehicle-interest', contact: 'phone' } });
  });

  it('still fails without a token, with a forged one, or with the token of another form', async () => {
    const other = signSentToken({ form: 'test-drive', contact: 'email' });
    for (const q of [new URLSearchParams(), query('forged.token'), query(other)]) {
      await expect(loadVehicleFormPage('fr-lu', 'vehicle-interest', '100001-1-ford-ranger-xlt', path, { query: q })).rejects.toBeInstanceOf(
        StockUnavailableError,
      );
    }
  });
});
