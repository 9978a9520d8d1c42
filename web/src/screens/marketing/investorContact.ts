/** Where investor enquiries go. One constant, so the address changes in one place. */
export const INVESTOR_EMAIL = 'investors@jotpod.com';

export interface InvestorEnquiry {
  name: string;
  email: string;
  organization: string;
  message: string;
}

/**
 * A mailto: address with the enquiry as subject and body. The page has no backend for the form:
 * it hands the message to the reader's own mail app instead of pretending to submit it.
 * RFC 6068: each value percent-encoded (spaces as %20, not '+'), line breaks as %0D%0A.
 */
export function investorMailto(enquiry: InvestorEnquiry): string {
  const name = enquiry.name.trim();
  const organization = enquiry.organization.trim();
  const subject = `Investor enquiry${name ? ` from ${name}` : ''}${organization ? ` (${organization})` : ''}`;
  const lines = [
    enquiry.message.trim(),
    '',
    '--',
    name && `Name: ${name}`,
    organization && `Organisation: ${organization}`,
    enquiry.email.trim() && `Email: ${enquiry.email.trim()}`,
  ].filter((line, index) => index < 3 || line);
  const body = lines.join('\r\n');
  return `mailto:${INVESTOR_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
