import nodemailer from 'nodemailer';
import { ADDRESS, recipientsFor, type EmailTarget } from '../config/recipients';

export type { EmailTarget } from '../config/recipients';
import type { StoredFile } from './store';
import type { LeadRecord } from './types';

/**
 * E-mail notification of a lead, for dealerships without a webhook receiver: one message per lead
 * through SMTP (`SMTP_URL`, `SMTP_FROM`) to the recipients configured for the lead's dealership and
 * form (`LEADS_EMAIL_TO`), sent by the delivery worker with the same retries as the webhook.
 *
 * The message holds the lead's fields as plain text and its photos as attachments, and links to
 * nothing: the site has no private page to link to, and a link in a forwarded mail would leak it.
 * Its Message-ID is derived from the submission key, so a retry after an unclear failure is the same
 * message (mail systems and clients drop the second copy).
 */

export type LeadMessage = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  replyTo?: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

/** The message for a lead: subject, the fields one per line, the photos attached. */
export function leadMessage(lead: LeadRecord, files: readonly StoredFile[], target: Pick<EmailTarget, 'from' | 'recipients'>): LeadMessage {
  const about = lead.vehicleId ? `vehicle ${lead.vehicleId}` : lead.locationSlug ? `dealership ${lead.locationSlug}` : '';
  const name = typeof lead.payload.name === 'string' ? oneLine(lead.payload.name).slice(0, 80) : '';
  const subject = [`Lead #${lead.id}`, lead.form, about, name].filter(Boolean).join(' · ');
  const lines = [
    `Lead #${lead.id} (${lead.form}), received ${lead.receivedAt}`,
    `Language: ${lead.locale}`,
    ...(lead.vehicleId ? [`Vehicle: ${lead.vehicleId}`] : []),
    ...(lead.locationSlug ? [`Dealership: ${lead.locationSlug}`] : []),
    '',
    ...Object.entries(lead.payload).map(([field, value]) => `${field}: ${fieldText(value)}`),
    ...(files.length ? ['', `Attached files (${files.length}):`, ...files.map((f) => `- ${f.name} (${f.type}, ${f.size} bytes)`)] : []),
    '',
    `Submission key (the same on every copy of this lead): ${lead.key}`,
  ];
  const email = typeof lead.payload.email === 'string' && ADDRESS.test(lead.payload.email) ? lead.payload.email : undefined;
  return {
    from: target.from,
    to: recipientsFor(lead, target.recipients),
    subject,
    text: `${lines.join('\n')}\n`,
    messageId: `<lead-${lead.key}@autopolis.leads>`,
    ...(email ? { replyTo: email } : {}),
    attachments: files.map((f) => ({ filename: f.name, content: f.data, contentType: f.type })),
  };
}

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.includes('\n') ? `\n  ${value.replace(/\r?\n/g, '\n  ')}` : value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
}

export type SendMail = (message: LeadMessage) => Promise<unknown>;

/** An SMTP sender for the target (one connection per message; the volume of leads needs no pool). */
export function smtpSender(target: EmailTarget): SendMail {
  const url = new URL(target.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: target.timeoutMs,
    greetingTimeout: target.timeoutMs,
    socketTimeout: target.timeoutMs,
  });
  return (message) => transport.sendMail(message);
}

export function describeSmtpError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const detail = (e?.message ?? String(error)).replace(/\s+/g, ' ').trim().slice(0, 200);
  return `${e?.code ?? 'error'}${e?.responseCode ? ` ${e.responseCode}` : ''}: ${detail}`;
}
