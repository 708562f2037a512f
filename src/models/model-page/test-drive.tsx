import { LeadForm } from '../../forms/components/lead-form';
import { buildForm } from '../../forms/definitions';
import { formAddress, initialState } from '../../forms/pages/initial-state';
import { MESSAGES } from '../../i18n/messages';
import { getTranslator } from '../../i18n/server';
import { MODEL_TEST_DRIVE_FORM } from '../lead-forms';
import { MODEL_FIELD } from '../test-drive-form';
import { modelHref } from '../view';
import type { ModelPageData } from './data';

/** A test drive of the model at a dealership that sells the brand (a lead form), or of one of its vehicles in stock. */
export function ModelTestDrive({ page }: { page: ModelPageData }) {
  const { locale, model: m, name, testDriveLocations } = page;
  const t = getTranslator(locale, 'models');
  return (
    <section aria-labelledby="model-test-drive" className="model-page__test-drive" id="essai">
      <h2 id="model-test-drive">{t('testDriveTitle')}</h2>
      <p>{t('testDriveText', { model: name })}</p>
      <LeadForm
        kind={MODEL_TEST_DRIVE_FORM.id}
        locale={locale}
        config={{ locations: testDriveLocations }}
        action={MODEL_TEST_DRIVE_FORM.action}
        address={formAddress()}
        initial={initialState(MODEL_TEST_DRIVE_FORM.id, page.query)}
        messages={buildForm(MODEL_TEST_DRIVE_FORM, { locations: testDriveLocations }).pickMessages(MESSAGES[locale])}
        hidden={{ [MODEL_FIELD]: `${m.brand}/${m.slug}` }}
        idPrefix="model-test-drive"
        policyHref={page.policyHref}
        againHref={page.path}
        successLinks={
          <a className="button button--primary" href={modelHref(locale, m)}>
            {name}
          </a>
        }
      />
      {page.testDriveStockHref ? (
        <p className="model-page__test-drive-stock">
          {t('testDriveStock')} {/* the test-drive page's picker, on this model's vehicles */}
          <a href={page.testDriveStockHref}>{t('testDriveStockAction')}</a>
        </p>
      ) : null}
    </section>
  );
}
