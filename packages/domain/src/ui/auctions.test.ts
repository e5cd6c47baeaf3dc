import { beforeAll, describe, expect, it } from 'vitest';
import { inLocale, installTranslations, localise } from '../i18n/catalogue';
import { compileIcu, hindi } from '../i18n/hi/index';
import { auctionsText } from './auctions';
import { biddingText } from './auctions-bidding';

/**
 * The reverse auction screens' texts (issue 26): English exactly as the screens showed it before they
 * moved into the catalogue, Hindi with its arguments in place.
 */
beforeAll(() => installTranslations('hi', hindi, compileIcu));

describe("the buyer's auction screens", () => {
  it('keep the English of the screens', () => {
    expect(auctionsText.card.closed('12 Mar 2027, 4:15 pm', 1)).toBe(
      'Closed 12 Mar 2027, 4:15 pm after 1 bid.',
    );
    expect(auctionsText.tables.bidCount(2)).toBe('2 bids, newest first');
    expect(auctionsText.monitor.extensionsUsed(1, 3)).toBe('Extensions used: 1 of 3');
    expect(auctionsText.facts.extensionRule(2, 3)).toBe('2 min for a bid in the last 2 min, up to 3 times');
    expect(auctionsText.facts.extensionRule(5, 1)).toBe('5 min for a bid in the last 5 min, once');
    expect(auctionsText.result.summary('today', 3, 1)).toBe(
      "Closed today after 3 bids (1 extension). The invited suppliers' quotations now carry their last bids.",
    );
    expect(auctionsText.result.saving('₹1,455.00', '1.1')).toBe(
      ', ₹1,455.00 (1.1 %) below the lowest starting total.',
    );
    expect(auctionsText.form.decrementHintPercent(50)).toBe(
      "A bid must be at least this much below the supplier's own last price (at most 50 %).",
    );
    expect(auctionsText.monitor.newBidExtended('Asha Pumps', 'Total', '₹1,000.00', 2)).toBe(
      'New bid: Asha Pumps, Total, ₹1,000.00, L2, end extended.',
    );
  });

  it('in Hindi, with the figures and names in place', () => {
    const t = inLocale(auctionsText, 'hi');
    expect(t.card.closed('12 मार्च 2027', 1)).toBe('12 मार्च 2027 को 1 बोली के बाद बंद हुई।');
    expect(t.card.closed('12 मार्च 2027', 3)).toBe('12 मार्च 2027 को 3 बोलियों के बाद बंद हुई।');
    expect(t.tables.bidCount(2)).toBe('2 बोलियाँ, नवीनतम पहले');
    expect(t.monitor.extensionsUsed(1, 3)).toBe('उपयोग किए गए विस्तार: 3 में से 1');
    expect(t.facts.extensionRule(2, 3)).toBe('अंतिम 2 मिनट में बोली आने पर 2 मिनट, अधिकतम 3 बार');
    expect(t.facts.extensionRule(5, 1)).toBe('अंतिम 5 मिनट में बोली आने पर 5 मिनट, एक बार');
    expect(t.result.awardedWhole('Asha Pumps')).toBe('Asha Pumps को अवार्ड किया गया (पूरा कोटेशन)।');
    expect(t.result.awardedByLine(1)).toBe('पंक्तिवार 1 आपूर्तिकर्ता को अवार्ड किया गया।');
    expect(t.spoken.hour(2)).toBe('2 घंटे');
    expect(t.phase.live).toBe('बोली जारी है');
  });
});

describe("the supplier's auction screens", () => {
  it('keep the English of the screens', () => {
    expect(biddingText.rules.extension(1, 3)).toBe(
      'A bid in the last 1 minute extends the end by 1 minute, at most 3 times.',
    );
    expect(biddingText.rules.extension(2, 1)).toBe(
      'A bid in the last 2 minutes extends the end by 2 minutes, at most 1 time.',
    );
    expect(biddingText.countdownDays(2)).toBe('2 days');
    expect(biddingText.card.extended(2)).toBe(' (extended ×2)');
    expect(biddingText.opensAtStart('₹46,700.00')).toBe(
      'Bidding opens at the start: your bid must be at most ₹46,700.00 (your price less the minimum decrement).',
    );
    expect(biddingText.practice.subtitle(3, 3)).toBe('3 minutes on the total, against 3 simulated bidders');
  });

  it('in Hindi, with the figures in place', () => {
    const t = inLocale(biddingText, 'hi');
    expect(t.rules.extension(1, 3)).toBe('अंतिम 1 मिनट में आई बोली समाप्ति को 1 मिनट बढ़ा देती है, अधिकतम 3 बार।');
    expect(t.rules.extension(2, 1)).toBe('अंतिम 2 मिनट में आई बोली समाप्ति को 2 मिनट बढ़ा देती है, अधिकतम एक बार।');
    expect(t.bidNumber(4)).toBe('बोली सं. 4');
    expect(t.unitPriceSubtitle('12.5', 'Nos')).toBe('GST से पहले का इकाई मूल्य · 12.5 Nos');
    expect(t.tenderCode('PRJ-7')).toBe('RFQ/RFP · PRJ-7');
    // "the total" inside the auction's own message, found by its text.
    expect(localise(biddingText.theTotal, 'hi')).toBe('कुल राशि');
  });
});
