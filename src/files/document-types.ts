/**
 * The document types a job application takes: PDF and Word (the current format and the old one). A
 * module without dependencies: the form definitions, which the browser runs too, read it; the sniffer
 * that recognises them by their bytes (sniff.ts) stays on the server.
 */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
