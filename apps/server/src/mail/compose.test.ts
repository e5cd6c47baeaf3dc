import { describe, expect, it } from 'vitest';
import { composeEmail } from './compose';

const content = {
  heading: 'Tender published',
  paragraphs: ['A tender in your category is open.'],
  action: { label: 'View the tender', url: 'https://portal.example/rfq/1' },
};

describe('composeEmail names the buying organisation (issue 20)', () => {
  it('signs as the portal for the organisation, escaped in the HTML', () => {
    const email = composeEmail({ ...content, organisation: 'Sahyadri Infra & Co <Pune>' });
    expect(email.text).toContain('— TenderDesk for Sahyadri Infra & Co <Pune>');
    expect(email.html).toContain('Sent by TenderDesk for Sahyadri Infra &amp; Co &lt;Pune&gt;.');
    expect(email.html).not.toContain('<Pune>');
  });

  it('signs as the portal alone until the organisation is set', () => {
    const email = composeEmail({ ...content, organisation: null });
    expect(email.text).toContain('— TenderDesk\n');
    expect(email.html).toContain('Sent by TenderDesk.');
  });
});
