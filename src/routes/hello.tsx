import type { RouteModule } from '../app/route-module';
import { getTranslator } from '../i18n/server';

/** `/hello`: the smallest page of the site, the framework's floor in benchmarks. */
const hello: RouteModule<'hello'> = async ({ locale }) => {
  const t = getTranslator(locale, 'hello');
  return (
    <section className="container prose">
      <title>{t('title')}</title>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </section>
  );
};
export default hello;
