import type { ReactNode } from 'react';
import '../ui/global.css';
import { routes } from '../routing';
import { LOCALE_TAG } from '../routing/locales';
import { currentPagePath } from '../request';
import { BUILD_ID } from '../freshness/build-info';
import { Navigation } from '../navigation/navigation';
import { config } from '../config/env';
import { getTranslator } from '../i18n/server';
import { NonceMeta } from './nonce-meta';
import { KeptFrameRequests } from '../navigation/kept-frame';

/** `<html>` of every page, its `lang` taken from the locale prefix of the requested path. */
export async function Root({ children }: { children: ReactNode }) {
  const locale = routes().localeOf(currentPagePath());
  const t = getTranslator(locale, 'navigation');
  return (
    <html lang={LOCALE_TAG[locale]}>
      <head>
        <meta name="theme-color" content="#0b3d91" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="build-id" content={BUILD_ID} />
        <NonceMeta />
      </head>
      <body>
        {children}
        <KeptFrameRequests />
        <Navigation
          allowedHosts={config().navigation.allowedHosts}
          guardTexts={{ external: t('externalRefused'), protocol: t.raw('unsafeProtocol') as string }}
        />
      </body>
    </html>
  );
}
