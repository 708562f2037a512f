/**
 * The model pages' figures where the mock stock has none: extra models, and per body style list prices,
 * power, consumption and highlights (plausible, all fictional).
 */
import { T, type CarType, type Translated } from '../generate/content.ts';

/** A model a brand page presents. */
export type ModelDef = { name: string; type: CarType; electric?: boolean; text: Translated<string> };

/** Models a brand page does not present, by brand slug. */
export const EXTRA_MODELS: Record<string, ModelDef[]> = {
  kia: [
    {
      name: 'Kia EV3',
      type: 'suv',
      electric: true,
      text: T(
        'SUV compact 100 % électrique, jusqu’à 600 km d’autonomie.',
        'Kompakter Elektro-SUV mit bis zu 600 km Reichweite.',
        'A compact electric SUV with up to 600 km of range.',
      ),
    },
  ],
  hyundai: [
    {
      name: 'Hyundai Bayon',
      type: 'hatch',
      text: T(
        'Petit crossover urbain, pratique et économe.',
        'Kleiner City-Crossover, praktisch und sparsam.',
        'A small city crossover, practical and frugal.',
      ),
    },
  ],
  lancia: [
    {
      name: 'Lancia Gamma',
      type: 'suv',
      text: T(
        'La grande Lancia du renouveau, hybride ou électrique.',
        'Der große Lancia des Neuanfangs, als Hybrid oder elektrisch.',
        'The large Lancia of the revival, hybrid or electric.',
      ),
    },
  ],
  cadillac: [
    {
      name: 'Cadillac VISTIQ',
      type: 'suv',
      electric: true,
      text: T(
        'Grand SUV électrique à trois rangées de sièges.',
        'Großer Elektro-SUV mit drei Sitzreihen.',
        'A large electric SUV with three rows of seats.',
      ),
    },
  ],
};

export const TYPE_BODY: Record<CarType, string> = { hatch: 'hatchback', suv: 'suv', sedan: 'sedan', sports: 'coupe', van: 'van', pickup: 'pickup' };
/** The illustration of a stock body style. */
export const BODY_TYPE: Record<string, CarType> = {
  hatchback: 'hatch',
  sedan: 'sedan',
  estate: 'sedan',
  suv: 'suv',
  coupe: 'sports',
  convertible: 'sports',
  mpv: 'van',
  van: 'van',
  pickup: 'pickup',
};
export const TYPE_PRICE: Record<CarType, number> = { hatch: 19900, suv: 29900, sedan: 42900, sports: 89900, van: 33900, pickup: 36900 };
export const TYPE_POWER: Record<CarType, number> = { hatch: 100, suv: 150, sedan: 190, sports: 480, van: 130, pickup: 200 };
export const TYPE_CONSUMPTION: Record<CarType, [number, number]> = {
  hatch: [4.9, 5.8],
  suv: [5.6, 7.2],
  sedan: [5.9, 7.4],
  sports: [12.1, 13.4],
  van: [7.4, 8.6],
  pickup: [8.3, 9.4],
};
export const GENERIC_TRIMS = ['Essential', 'Style', 'Premium'];
export const TYPE_HIGHLIGHTS: Record<CarType, Translated<string[]>> = {
  hatch: T(
    ['Écran tactile et smartphone connecté', 'Aide au maintien dans la voie', 'Caméra de recul', 'Faible consommation en ville'],
    ['Touchscreen mit Smartphone-Anbindung', 'Spurhalteassistent', 'Rückfahrkamera', 'Niedriger Verbrauch in der Stadt'],
    ['Touchscreen with smartphone mirroring', 'Lane keeping assist', 'Reversing camera', 'Low fuel use in town'],
  ),
  suv: T(
    ['Position de conduite surélevée', 'Grand coffre modulable', 'Régulateur de vitesse adaptatif', 'Hayon électrique'],
    ['Erhöhte Sitzposition', 'Großer, variabler Kofferraum', 'Adaptiver Tempomat', 'Elektrische Heckklappe'],
    ['High driving position', 'Large, flexible boot', 'Adaptive cruise control', 'Power tailgate'],
  ),
  sedan: T(
    ['Confort de route sur longs trajets', 'Sièges avant chauffants', 'Système de navigation', 'Phares LED adaptatifs'],
    ['Reisekomfort auf langen Strecken', 'Beheizbare Vordersitze', 'Navigationssystem', 'Adaptive LED-Scheinwerfer'],
    ['Comfort on long journeys', 'Heated front seats', 'Navigation system', 'Adaptive LED headlights'],
  ),
  sports: T(
    ['Moteur central et performances de pointe', 'Suspension pilotée', 'Freins haute performance', 'Sièges sport'],
    ['Mittelmotor und Spitzenleistung', 'Adaptives Fahrwerk', 'Hochleistungsbremsen', 'Sportsitze'],
    ['Mid-engine and top performance', 'Adaptive suspension', 'High-performance brakes', 'Sports seats'],
  ),
  van: T(
    ['Grand volume de chargement', 'Porte latérale coulissante', 'Charge utile élevée', 'Attelage en option'],
    ['Großes Ladevolumen', 'Seitliche Schiebetür', 'Hohe Nutzlast', 'Anhängerkupplung optional'],
    ['Large load volume', 'Sliding side door', 'High payload', 'Optional tow bar'],
  ),
  pickup: T(
    ['Quatre roues motrices', 'Benne de grande capacité', 'Capacité de remorquage élevée', 'Protection de soubassement'],
    ['Allradantrieb', 'Große Ladefläche', 'Hohe Anhängelast', 'Unterfahrschutz'],
    ['Four-wheel drive', 'Large load bed', 'High towing capacity', 'Underbody protection'],
  ),
};
export const EV_HIGHLIGHTS = T(
  ['Recharge rapide en courant continu', 'Pompe à chaleur', 'Planificateur de trajets avec recharges'],
  ['DC-Schnellladen', 'Wärmepumpe', 'Routenplaner mit Ladestopps'],
  ['DC fast charging', 'Heat pump', 'Route planner with charging stops'],
);
