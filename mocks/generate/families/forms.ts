/**
 * The tyre and wheel appointment page and its variants with a workshop preselected (src/forms).
 */
import { TYRE_APPOINTMENT_PAGES, TYRE_IMG } from '../../data/forms.ts';
import { embeddedForm, hero } from '../bloks.ts';
import { T, storyDef } from '../content.ts';
import type { Registry } from '../registry.ts';

export function tyreAppointmentStories(registry: Registry): void {
  registry.images.use(TYRE_IMG);
  for (const v of TYRE_APPOINTMENT_PAGES) {
    const at = (fr: string, de: string, en: string) =>
      v.place ? T(`${fr} à ${v.place}`, `${de} in ${v.place}`, `${en} in ${v.place}`) : T(fr, de, en);
    registry.add(
      storyDef(
        `formulaires/prise-de-rendez-vous-pneus-roues${v.suffix}`,
        `Rendez-vous pneus et roues${v.place ? ` ${v.place}` : ''}`,
        {
          component: 'page',
          title: at('Rendez-vous pneus et roues', 'Termin für Reifen und Räder', 'Tyre and wheel appointment'),
          description: T(
            'Prenez rendez-vous pour le changement, le montage, la réparation ou le gardiennage de vos pneus dans un atelier Autopolis.',
            'Vereinbaren Sie einen Termin für Reifenwechsel, Montage, Reparatur oder Einlagerung in einer Autopolis-Werkstatt.',
            'Book a tyre change, fitting, repair or storage appointment at an Autopolis workshop.',
          ),
          body: [
            hero(
              at('Rendez-vous pneus et roues', 'Termin für Reifen und Räder', 'Tyre and wheel appointment'),
              T(
                'Choisissez l’atelier, la prestation, le jour et l’heure : l’équipe confirme votre rendez-vous.',
                'Wählen Sie Werkstatt, Leistung, Tag und Uhrzeit: Das Team bestätigt Ihren Termin.',
                'Choose the workshop, the service, the day and the time: the team confirms your appointment.',
              ),
              TYRE_IMG,
            ),
            embeddedForm(
              'tyre-appointment',
              T('Votre rendez-vous', 'Ihr Termin', 'Your appointment'),
              T(
                'Les heures proposées suivent les horaires de l’atelier choisi. Pour un pneu crevé, appelez-nous : nous vous recevons au plus vite.',
                'Die angebotenen Uhrzeiten richten sich nach den Öffnungszeiten der gewählten Werkstatt. Bei einer Reifenpanne rufen Sie uns an: Wir helfen Ihnen so schnell wie möglich.',
                'The times offered follow the chosen workshop’s opening hours. For a puncture, call us: we will see you as soon as we can.',
              ),
              v.location,
            ),
          ],
        },
        { created: '2026-02-02' },
      ),
    );
  }
}
