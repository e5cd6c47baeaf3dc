import { describe, expect, it } from 'vitest';
import { inLocale, installTranslations } from '../i18n/catalogue';
import { compileIcu, hindi } from '../i18n/hi/index';
import { MENU_GROUPS, menuPlacesOf, SCREEN_IDS, SCREENS } from '../screens';
import { listText } from './list';
import { notificationsUiText } from './notifications';
import { screenText } from './screens';
import { sheetImportText } from './sheet-import';

installTranslations('hi', hindi, compileIcu);

describe("the screen registry's texts in the catalogue", () => {
  it('are the registry’s own English, keyed by screen id', () => {
    for (const id of SCREEN_IDS) {
      expect(screenText.title[id]).toBe(SCREENS[id].title);
      for (const place of menuPlacesOf(SCREENS[id])) {
        // One label per screen: a screen in two sidebars must be labelled alike in both.
        expect(screenText.menu[id as keyof typeof screenText.menu], id).toBe(place.label);
      }
    }
    for (const [id, group] of Object.entries(MENU_GROUPS)) {
      expect(screenText.group[id as keyof typeof screenText.group]).toBe(group.label);
    }
  });

  it('give every title, menu label and group its Hindi', () => {
    const hi = inLocale(screenText, 'hi');
    expect(hi.title.publishedTenders).toBe('प्रकाशित निविदाएँ');
    expect(hi.menu.compareQuotation).toBe('कोटेशन की तुलना');
    expect(hi.title.compareQuotation).toBe('आपूर्तिकर्ताओं के कोटेशन की तुलना');
    expect(hi.group.manageTenders).toBe('निविदा प्रबंधन');
  });
});

describe('the shared pieces in both languages', () => {
  it('count with Indian grouping', () => {
    expect(listText.showing(21, 40, 123456)).toBe('Showing 21–40 of 1,23,456');
    expect(inLocale(listText, 'hi').showing(21, 40, 123456)).toBe('कुल 1,23,456 में से 21–40');
  });

  it('say one and many', () => {
    const en = notificationsUiText;
    const hi = inLocale(notificationsUiText, 'hi');
    expect([en.markedRead(1), en.markedRead(3)]).toEqual([
      '1 notification marked read.',
      '3 notifications marked read.',
    ]);
    expect([hi.markedRead(1), hi.markedRead(3)]).toEqual([
      '1 सूचना पठित चिह्नित की गई।',
      '3 सूचनाएँ पठित चिह्नित की गईं।',
    ]);
  });

  it("name what an import counts in the screen's language", () => {
    const { nouns } = sheetImportText;
    expect(sheetImportText.checked('a.xlsx', 3, 1, 2, nouns.item)).toBe(
      'a.xlsx: 3 rows read, 1 item valid, 2 rows with problems.',
    );
    expect(inLocale(sheetImportText, 'hi').checked('a.xlsx', 3, 1, 2, nouns.supplier)).toBe(
      'a.xlsx: 3 पंक्तियाँ पढ़ी गईं, 1 आपूर्तिकर्ता मान्य, 2 पंक्तियों में समस्याएँ हैं।',
    );
  });
});
