import type { RouteModule } from '../manifest/route-module';
import { getTranslator } from '../i18n/server';
import { PageHead } from '../seo/head';
import { defineRoutes } from '../manifest/route-row';

/** `/hello`: the smallest page of the site, the framework's floor in benchmarks. */
const hello: RouteModule<'hello'> = async ({ locale }) => {
  const t = getTranslator(locale, 'hello');
  return (
    <section className="container prose">
      <PageHead locale={locale} title={t('title')} description={t('text')} canonical={{ route: 'hello', params: {} }} noindex />
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </section>
  );
};

export const HELLO_ROUTES = defineRoutes({ hello: { page: hello } });
