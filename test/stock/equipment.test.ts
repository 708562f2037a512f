import { afterEach, describe, expect, it, vi } from 'vitest';
import { equipmentName, equipmentNames, isKnownEquipment } from '../../src/stock/equipment';
import { MESSAGES } from '../../src/i18n/messages';
import { LOCALES } from '../../src/routing/locales';
import { mockVehicleStories } from '../indexing/stock-fixtures';

afterEach(() => vi.restoreAllMocks());

/** Every equipment item the mock dealer feed sends, as it sends it. */
const feedItems = [
  ...new Set(
    mockVehicleStories().flatMap((s) => ((s.content as { equipment?: { items: string[] }[] }).equipment ?? []).flatMap((g) => g.items)),
  ),
];

describe('the equipment vocabulary', () => {
  it('knows every item of the feed, in the three locales, with words of each language', () => {
    expect(feedItems.length).toBeGreaterThan(25);
    for (const item of feedItems) {
      expect(isKnownEquipment(item), item).toBe(true);
      for (const locale of LOCALES) expect(equipmentName(locale, item), `${item} in ${locale}`).not.toBe('');
    }
    expect(equipmentName('fr-lu', 'Heated front seats')).toBe('Sièges avant chauffants');
    expect(equipmentName('de-lu', 'Heated front seats')).toBe('Sitzheizung vorne');
    expect(equipmentName('en-gb', 'Heated front seats')).toBe('Heated front seats');
    expect(equipmentName('de-lu', 'Alloy wheels 18"')).toBe('Leichtmetallfelgen 18"');
    // no French or German page shows the feed's English word for a known item
    const english = feedItems.filter((i) => equipmentName('fr-lu', i) === i || equipmentName('de-lu', i) === i);
    expect(english.filter((i) => !['Apple CarPlay and Android Auto'].includes(i))).toEqual([]);
  });

  it('has the same keys in every locale file', () => {
    const keys = (l: (typeof LOCALES)[number]) => Object.keys(MESSAGES[l].vehicle.equipment.items).sort();
    for (const locale of LOCALES) expect(keys(locale), locale).toEqual(keys('en-gb'));
  });

  it('shows an unknown item as the feed gives it and reports it once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(equipmentName('fr-lu', 'Attelage rétractable électrique')).toBe('Attelage rétractable électrique');
    expect(equipmentName('de-lu', 'Attelage rétractable électrique')).toBe('Attelage rétractable électrique');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('vehicle.equipment.items.attelage-retractable-electrique');
  });

  it('gives search every locale’s word for an item', () => {
    expect(equipmentNames('Tow bar').sort()).toEqual(['Anhängerkupplung', "Crochet d'attelage", 'Tow bar']);
    expect(equipmentNames('Something new')).toEqual(['Something new']);
  });
});
