import type { ReactNode } from 'react';
import type { ErrorScreenVariant } from './catalogue';

export type ErrorScreenTexts = { title: string; text?: string; action: string; code?: string };

/** The markup of the error screen, shared by the server screen and the client error boundary. */
export function ErrorScreenView({
  variant,
  texts,
  actionHref,
  more,
  kind,
  children,
}: {
  variant: ErrorScreenVariant;
  texts: ErrorScreenTexts;
  actionHref: string;
  /** a second way on (the broken-link screen: the home page beside the page the visitor came from) */
  more?: { href: string; label: string };
  /** the error kind of the seed (`brand-not-found`), for tests and monitoring; several kinds share a screen */
  kind?: string;
  /** what the screen offers below its way on (an unknown address: the site searched for its words) */
  children?: ReactNode;
}) {
  return (
    <section
      className={`error-screen error-screen--${variant}`}
      aria-labelledby="error-title"
      data-error-screen={variant}
      data-error-kind={kind}
    >
      {texts.code ? <p className="error-screen__code">{texts.code}</p> : null}
      <h1 id="error-title">{texts.title}</h1>
      {texts.text ? <p className="error-screen__text">{texts.text}</p> : null}
      <a className="button button--primary" href={actionHref}>
        {texts.action}
      </a>
      {more ? (
        <p className="error-screen__more">
          <a href={more.href}>{more.label}</a>
        </p>
      ) : null}
      {children}
    </section>
  );
}
