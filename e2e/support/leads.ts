import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The leads the app under test stored with an e-mail address, with their files: read by a second
 * process from the lead database it committed to (read-only), as an operator's export would.
 */
export type StoredLead = {
  form: string;
  locale: string;
  vehicle_id: string | null;
  location_slug: string | null;
  payload: Record<string, unknown>;
  files: { field: string; name: string; type: string }[];
};

export function storedLeads(email: string): StoredLead[] {
  let db: Database.Database;
  try {
    db = new Database(path.join(process.env.E2E_LEADS_DIR!, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  } catch {
    return [];
  }
  try {
    const leads = db
      .prepare(
        `SELECT id, form, locale, vehicle_id, location_slug, payload FROM leads WHERE json_extract(payload, '$.email') = ? ORDER BY id`,
      )
      .all(email) as (Omit<StoredLead, 'payload' | 'files'> & { id: number; payload: string })[];
    const files = db.prepare('SELECT field, name, type FROM lead_files WHERE lead_id = ? ORDER BY id');
    return leads.map((l) => ({
      form: l.form,
      locale: l.locale,
      vehicle_id: l.vehicle_id,
      location_slug: l.location_slug,
      payload: JSON.parse(l.payload) as Record<string, unknown>,
      files: files.all(l.id) as StoredLead['files'],
    }));
  } finally {
    db.close();
  }
}
