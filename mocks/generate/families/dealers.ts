/**
 * The dealerships' home pages (`home-page/{slug}`), one per dealership of mocks/data/dealers.ts.
 */
import { L } from '../../data/common.ts';
import { DEALERS } from '../../data/dealers.ts';
import { brandLogos, card, cardGrid, hero, locationDetail, richText, stockPreview } from '../bloks.ts';
import { RT, T, a, b, cardImg, h2, heroImg, i, link, p, storyDef } from '../content.ts';
import type { Registry } from '../registry.ts';

export function dealerStories(registry: Registry): void {
  for (const d of DEALERS) {
    registry.add(
      storyDef(
        `home-page/${d.slug}`,
        `Autopolis ${d.name}`,
        {
          component: 'page',
          title: T(`Autopolis ${d.name}`, `Autopolis ${d.name}`, `Autopolis ${d.name}`),
          description: d.intro,
          body: [
            hero(
              T(`Bienvenue chez Autopolis ${d.name}`, `Willkommen bei Autopolis ${d.name}`, `Welcome to Autopolis ${d.name}`),
              d.intro,
              heroImg(
                `dealer-${d.slug}`,
                {
                  scene: 'showroom',
                  car: d.slug === 'esch-sur-alzette' ? 'van' : 'hatch',
                  second: d.slug === 'esch-sur-alzette' ? 'pickup' : 'suv',
                  pal: d.pal,
                  label: d.name,
                  seed: d.slug,
                },
                T(
                  `Illustration : la concession Autopolis de ${d.name}`,
                  `Illustration: das Autohaus Autopolis in ${d.name}`,
                  `Illustration: the Autopolis dealership in ${d.name}`,
                ),
              ),
              L.appointment,
              link('contact'),
            ),
            richText(
              RT(
                [
                  h2(`Votre concession à ${d.name}`),
                  p(d.about.fr[0]),
                  p(b('Marques : '), d.about.fr[1], '.'),
                  p(
                    i('Adresse, horaires et équipe ci-dessous sont donnés à titre d’exemple (données fictives).'),
                    ' Pour toute question, ',
                    a('contactez-nous', 'contact'),
                    '.',
                  ),
                ],
                [
                  h2(`Ihr Autohaus in ${d.name}`),
                  p(d.about.de[0]),
                  p(b('Marken: '), d.about.de[1], '.'),
                  p(
                    i('Adresse, Öffnungszeiten und Team unten sind Beispielangaben (fiktive Daten).'),
                    ' Bei Fragen ',
                    a('kontaktieren Sie uns', 'contact'),
                    '.',
                  ),
                ],
                [
                  h2(`Your dealership in ${d.name}`),
                  p(d.about.en[0]),
                  p(b('Brands: '), d.about.en[1], '.'),
                  p(
                    i('The address, opening hours and team below are examples (fictional data).'),
                    ' For any question, ',
                    a('contact us', 'contact'),
                    '.',
                  ),
                ],
              ),
            ),
            stockPreview(T(`En stock à ${d.name}`, `Im Bestand in ${d.name}`, `In stock in ${d.name}`), `location=${d.slug}`, 4),
            cardGrid(T('Sur place', 'Vor Ort', 'On site'), [
              card(
                T('Notre stock', 'Unser Bestand', 'Our stock'),
                T(
                  `Les véhicules disponibles à ${d.name}.`,
                  `Die in ${d.name} verfügbaren Fahrzeuge.`,
                  `The vehicles available in ${d.name}.`,
                ),
                cardImg(
                  'stock-new',
                  { scene: 'showroom', car: 'suv', second: 'hatch', pal: 'blue', seed: 'stock-new' },
                  T(
                    'Illustration : voitures neuves devant un showroom',
                    'Illustration: Neuwagen vor einem Showroom',
                    'Illustration: new cars in front of a showroom',
                  ),
                ),
                link('stock'),
                L.stock,
              ),
              card(
                T('Atelier et entretien', 'Werkstatt und Wartung', 'Workshop and servicing'),
                T(
                  'Entretien, révision et réparations toutes marques.',
                  'Wartung, Inspektion und Reparaturen aller Marken.',
                  'Servicing, inspections and repairs for all makes.',
                ),
                cardImg(
                  'service-sav',
                  { scene: 'workshop', car: 'suv', pal: 'slate', seed: 'service-sav' },
                  T(
                    'Illustration : un SUV sur un pont élévateur',
                    'Illustration: ein SUV auf der Hebebühne',
                    'Illustration: an SUV on a lift',
                  ),
                ),
                link('services/service-apres-vente'),
                L.more,
              ),
              card(
                T('Pneus et gardiennage', 'Reifen und Einlagerung', 'Tyres and storage'),
                T(
                  'Changement de pneus et stockage de vos roues.',
                  'Reifenwechsel und Einlagerung Ihrer Räder.',
                  'Tyre changes and storage for your wheels.',
                ),
                cardImg(
                  'service-pneus',
                  { scene: 'tyres', pal: 'blue', seed: 'service-pneus' },
                  T('Illustration : pneus rangés sur des étagères', 'Illustration: Reifen im Regal', 'Illustration: tyres stored on racks'),
                ),
                link('services/pneus-et-gardiennage'),
                L.more,
              ),
            ]),
            locationDetail(
              d.slug,
              T(`Horaires et équipe à ${d.name}`, `Öffnungszeiten und Team in ${d.name}`, `Opening hours and team in ${d.name}`),
            ),
            brandLogos(T(`Nos marques à ${d.name}`, `Unsere Marken in ${d.name}`, `Our brands in ${d.name}`), d.brands),
          ],
        },
        { created: '2025-11-20' },
      ),
    );
  }
}
