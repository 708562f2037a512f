import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { ADDRESS, recipientsFor, type EmailTarget } from '../config/recipients';

export type { EmailTarget } from '../config/recipients';
import { mailHtml, mailText, oneLine, type MailDocument } from '../mail/document';
import type { LeadFileInfo, LeadRecord } from './types';
import { processSlot } from '../process/shared';

/**
 * E-mail notification of a lead, for dealerships without a webhook receiver: one message per lead
 * through SMTP (`SMTP_URL`, `SMTP_FROM`) to the recipients configured for the lead's dealership and
 * form (`LEADS_EMAIL_TO`), sent by the delivery worker with the same retries as the webhook.
 *
 * The message is one document (src/mail) as plain text and HTML (multipart/alternative), written by
 * the registered `DescribeLead` in the reader's language with the form's labels (the site's is
 * src/composition/lead-mail.ts), with the lead's files as attachments. It links to public pages
 * only (the vehicle, the offer): the site has no private page, and a link in a forwarded mail would leak it.
 * Its Message-ID is derived from the submission key, so a retry after an unclear failure is the same
 * message (mail systems and clients drop the second copy).
 */

export type LeadMessage = {
  from: string;
  to: string[];
  subject: string;
  /** The plain-text part and the HTML part of one multipart/alternative message: the same document. */
  text: string;
  html: string;
  messageId: string;
  replyTo?: string;
  /** Streams read from the store while the message is sent (or bytes, for a message built in a test). */
  attachments: { filename: string; content: Readable | Buffer; contentType: string }[];
};

/** What a lead's e-mail says: its subject and its document, in the language of whoever reads it. */
export type LeadMailContent = { subject: string; document: MailDocument };

/**
 * Writes a lead's e-mail (texts, labels, the vehicle, the offer): the site registers one at start
 * (`registerLeadMailContent`), from above the features, since the labels of a form's fields and
 * the names of its dealership are theirs; this folder knows none of them.
 */
export type DescribeLead = (lead: LeadRecord, files: readonly LeadFileInfo[]) => Promise<LeadMailContent>;

// Shared by the process, so that a dev server's module reloads and the worker see the same one.
const registered = () => processSlot<DescribeLead>('leads.mail-content');

/** How every lead e-mail is written from now on (server start-up); undefined: the plain fallback. */
export function registerLeadMailContent(describe: DescribeLead | undefined): void {
  registered().value = describe;
}

export function registeredLeadMailContent(): DescribeLead | undefined {
  return registered().value;
}

/**
 * The e-mail of a lead when no writer is registered (the operator command) or the registered one
 * failed: the stored fields under their ids, values as text, never lost for want of labels.
 */
export function plainLeadContent(lead: LeadRecord, files: readonly LeadFileInfo[]): LeadMailContent {
  const about = lead.vehicleId ? `vehicle ${lead.vehicleId}` : lead.locationSlug ? `dealership ${lead.locationSlug}` : '';
  const name = typeof lead.payload.name === 'string' ? oneLine(lead.payload.name).slice(0, 80) : '';
  return {
    subject: [`Lead #${lead.id}`, lead.form, about, name].filter(Boolean).join(' · '),
    document: {
      lang: 'en',
      title: `Lead #${lead.id} (${lead.form})`,
      intro: [`Received ${lead.receivedAt}, language ${lead.locale}.`],
      sections: [
        {
          title: 'Lead',
          rows: [
            ...(lead.vehicleId ? [{ label: 'Vehicle', value: lead.vehicleId }] : []),
            ...(lead.locationSlug ? [{ label: 'Dealership', value: lead.locationSlug }] : []),
            ...Object.entries(lead.payload).map(([field, value]) => ({ label: field, value: plainValue(value) })),
          ],
        },
        { title: `Attached files (${files.length})`, rows: files.map((f) => ({ label: f.name, value: `${f.type}, ${f.size} bytes` })) },
      ],
      footer: [`Submission key (the same on every copy of this lead): ${lead.key}`],
    },
  };
}

/** A stored value as lines of text: nested objects as `key: value` lines, never JSON. */
export function plainValue(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => plainValue(v, indent)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => {
      const nested = v !== null && typeof v === 'object' && !Array.isArray(v);
      return nested ? `${indent}${k}:\n${plainValue(v, `${indent}  `)}` : `${indent}${k}: ${plainValue(v, indent)}`;
    })
    .join('\n');
}

/**
 * The message for a lead: the content as text and HTML, the files attached (`open` gives each one's
 * bytes, a stream from the store when sent), the visitor as Reply-To.
 */
export function leadMessage(
  lead: LeadRecord,
  files: readonly LeadFileInfo[],
  target: Pick<EmailTarget, 'from' | 'recipients'>,
  open: (file: LeadFileInfo) => Readable | Buffer,
  content: LeadMailContent = plainLeadContent(lead, files),
): LeadMessage {
  const email = typeof lead.payload.email === 'string' && ADDRESS.test(lead.payload.email) ? lead.payload.email : undefined;
  return {
    from: target.from,
    to: recipientsFor(lead, target.recipients),
    subject: oneLine(content.subject).slice(0, 200),
    text: mailText(content.document),
    html: mailHtml(content.document),
    messageId: `<lead-${lead.key}@autopolis.leads>`,
    ...(email ? { replyTo: email } : {}),
    attachments: files.map((f) => ({ filename: f.name, content: open(f), contentType: f.type })),
  };
}

export type SendMail = (message: LeadMessage) => Promise<unknown>;

/** nodemailer's SMTP settings for the target: plain data, so that the mail thread (mail-thread.ts) can take them too. */
export function smtpTransportOptions(target: Pick<EmailTarget, 'smtpUrl' | 'timeoutMs'>): SMTPTransport.Options {
  const url = new URL(target.smtpUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: target.timeoutMs,
    greetingTimeout: target.timeoutMs,
    socketTimeout: target.timeoutMs,
  };
}

/**
 * An SMTP sender for the target on this thread (one connection per message; the volume of leads needs no pool): for
 * messages without large attachments (the operations e-mail). A lead's e-mail goes through the mail thread.
 */
export function smtpSender(target: Pick<EmailTarget, 'smtpUrl' | 'timeoutMs'>): SendMail {
  const transport = nodemailer.createTransport(smtpTransportOptions(target));
  return (message) => transport.sendMail(message);
}

export function describeSmtpError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const detail = (e?.message ?? String(error)).replace(/\s+/g, ' ').trim().slice(0, 200);
  return `${e?.code ?? 'error'}${e?.responseCode ? ` ${e.responseCode}` : ''}: ${detail}`;
}
