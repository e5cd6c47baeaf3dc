import { inLocale, installTranslations } from '@tenderdesk/domain/i18n/catalogue';
import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import { supplierActionText } from '@tenderdesk/domain/ui/supplier-lists';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emphasise } from './emphasis';

const bold = (text: string) => ({ text, node: createElement('b', null, text) });
const italic = (text: string) => ({ text, node: createElement('i', null, text) });
const html = (node: ReturnType<typeof emphasise>) => renderToStaticMarkup(createElement('p', null, node));

describe('emphasise', () => {
  it('marks the name up inside the English sentence, the rest unchanged', () => {
    const text = supplierActionText.activateConfirm('Acme Traders', 'Cement');
    expect(html(emphasise(text, [bold('Acme Traders')]))).toBe(
      '<p>Activate <b>Acme Traders</b>? They can then log in and see the tenders of Cement.</p>',
    );
  });

  it('finds each part where Hindi puts it, in its order', () => {
    installTranslations('hi', hindi, compileIcu);
    const t = inLocale(supplierActionText, 'hi');
    const text = t.inactivateConfirm('Acme Traders', 'Inactivated from New Supplier Requests page');
    expect(
      html(emphasise(text, [bold('Acme Traders'), italic('“Inactivated from New Supplier Requests page”')])),
    ).toBe(
      '<p><b>Acme Traders</b> का अनुरोध निष्क्रिय करें? दर्ज किया जाने वाला कारण <i>“Inactivated from New Supplier Requests page”</i> है।</p>',
    );
  });

  it('leaves the sentence as it is when a part is empty or not in it', () => {
    expect(html(emphasise('Inactivate the request of ?', [bold(''), italic('missing')]))).toBe(
      '<p>Inactivate the request of ?</p>',
    );
  });
});
