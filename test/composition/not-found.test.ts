import { describe, expect, it } from 'vitest';
import { pageScore, pathWords } from '../../src/composition/not-found';

/** The plausible old addresses (issue 40), and what the 404 searches for each. */
describe("an unknown address's words", () => {
  it('are the letters of its segments, without locale codes, plumbing, numbers or accents', () => {
    expect(pathWords('/fr/financement')).toEqual(['financement']);
    expect(pathWords('/fr/reprise')).toEqual(['reprise']);
    expect(pathWords('/fr/node/123')).toEqual([]);
    expect(pathWords('/de-lu/Gebrauchtwagen/Ford-Puma_ST.html')).toEqual(['gebrauchtwagen', 'ford', 'puma']);
    expect(pathWords('/fr/v%C3%A9hicules-d%E2%80%99occasion?page=9')).toEqual(['vehicules', 'occasion']);
    // a malformed escape is read as it is, never thrown
    expect(pathWords('/fr/%E0%A4%A/reprise')).toEqual(['reprise']);
    expect(pathWords(`/${'a-'.repeat(500)}ford/${'x'.repeat(40)}/one/two/three/four/five/six/seven`)).toEqual([
      'ford',
      'one',
      'two',
      'three',
      'four',
      'five',
    ]);
  });

  it('rank a page by the words its name or address holds whole, then by a shared stem', () => {
    expect(pageScore(['reprise'], 'Reprise de votre véhicule', 'services/reprise')).toBe(3);
    expect(pageScore(['vehicules', 'occasion'], 'Centre de véhicules d’occasion', 'centre-de-vehicules-d-occasion')).toBe(6);
    expect(pageScore(['vehicule'], 'Véhicules utilitaires', 'entreprise/vehicules-utilitaires')).toBe(2);
    expect(pageScore(['financement'], 'Mentions légales', 'mentions-legales')).toBe(0);
  });
});
