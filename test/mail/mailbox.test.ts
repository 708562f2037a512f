import { describe, expect, it } from 'vitest';
import { mailboxKey, mailboxOf } from '../../src/mail/mailbox';

/** Issue 39: twelve spellings of one inbox got twelve confirmation e-mails. A limit counts the mailbox. */
describe('the mailbox an address delivers to', () => {
  it('reads case, plus-addressing and Gmail’s dots and alias as one mailbox', () => {
    const one = [
      'jane.doe@gmail.com',
      'Jane.Doe@GMAIL.com',
      'janedoe@gmail.com',
      'j.a.n.e.d.o.e@gmail.com',
      'jane.doe+cars@gmail.com',
      'janedoe+1@googlemail.com',
      ' JANE.DOE+alerts@googlemail.com ',
    ];
    expect(new Set(one.map(mailboxOf))).toEqual(new Set(['janedoe@gmail.com']));
    expect(new Set(one.map(mailboxKey)).size).toBe(1);
  });

  it('drops a subaddress anywhere, but dots only where the provider ignores them', () => {
    expect(mailboxOf('Marc+stock@Autopolis.lu')).toBe('marc@autopolis.lu');
    expect(mailboxOf('marc.weber@pt.lu')).toBe('marc.weber@pt.lu');
    expect(mailboxOf('marcweber@pt.lu')).not.toBe(mailboxOf('marc.weber@pt.lu'));
    expect(mailboxOf('a.b+x@outlook.com')).toBe('a.b@outlook.com');
  });

  it('keeps what is not an address of that shape as it is, lower-cased', () => {
    expect(mailboxOf('+tag@example.lu')).toBe('+tag@example.lu');
    expect(mailboxOf('no-at-sign')).toBe('no-at-sign');
  });

  it('keys hold no address', () => {
    expect(mailboxKey('jane.doe@gmail.com')).not.toContain('jane');
    expect(mailboxKey('jane.doe@gmail.com')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
