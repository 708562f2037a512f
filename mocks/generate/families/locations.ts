/**
 * Dealership locations (content type `location`) of mocks/data/locations.ts.
 */
import { LOCATIONS } from '../../data/locations.ts';
import { storyDef } from '../content.ts';
import type { Registry } from '../registry.ts';

export function locationStories(registry: Registry): void {
  // the employees' portraits were drawn in the order the locations list them
  registry.images.use(LOCATIONS);
  for (const l of LOCATIONS) {
    registry.add(
      storyDef(
        `concessions/${l.slug}`,
        l.name,
        {
          component: 'location',
          name: l.name,
          kind: l.kind,
          description: l.description,
          street: l.street,
          postal_code: l.postal_code,
          town: l.town,
          country: 'LU',
          latitude: l.latitude,
          longitude: l.longitude,
          phone: l.phone,
          email: l.email,
          brands: l.brands,
          vat_number: 'LU00000000',
          iban: 'LU00 0000 0000 0000 0000',
          showroom_hours: l.showroom ?? [],
          workshop_hours: l.workshop,
          closed_on_public_holidays: true,
          closing_days: l.closing,
          employees: l.employees,
          fictional: true,
        },
        { created: '2025-11-19' },
      ),
    );
  }
}
