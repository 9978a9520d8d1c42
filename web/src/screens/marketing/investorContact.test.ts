import { describe, expect, it } from 'vitest';
import { INVESTOR_EMAIL, investorMailto } from './investorContact.ts';

describe('investorMailto', () => {
  it('addresses the investor inbox with an encoded subject and body', () => {
    const href = investorMailto({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organization: 'Analytical & Co',
      message: 'We would like to learn more.\nCan we talk?',
    });
    expect(href.startsWith(`mailto:${INVESTOR_EMAIL}?subject=`)).toBe(true);
    const params = new URL(href).searchParams;
    expect(params.get('subject')).toBe('Investor enquiry from Ada Lovelace (Analytical & Co)');
    expect(params.get('body')).toBe(
      'We would like to learn more.\nCan we talk?\r\n\r\n--\r\nName: Ada Lovelace\r\nOrganisation: Analytical & Co\r\nEmail: ada@example.com',
    );
    // Spaces are %20 (mail clients show '+' literally), and '&' cannot split the parameters.
    expect(href).toContain('subject=Investor%20enquiry%20from%20Ada%20Lovelace%20(Analytical%20%26%20Co)');
    expect(href).not.toContain('+');
  });

  it('leaves out what was not filled in', () => {
    const params = new URL(investorMailto({ name: '', email: '', organization: '', message: 'Hello' })).searchParams;
    expect(params.get('subject')).toBe('Investor enquiry');
    expect(params.get('body')).toBe('Hello\r\n\r\n--');
  });
});
