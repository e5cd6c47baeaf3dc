import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { quotationsText } from '@tenderdesk/domain/ui/quotations';
import { lazy, Suspense } from 'react';
import { useText } from '../../lib/i18n';
import type { QuotationEditorProps } from './quotation-editor';

const load = () => import('./quotation-editor');

/** Starts fetching the editor's chunk (on a hover or focus of the button that opens it). */
export function preloadQuotationEditor() {
  void load().catch(() => {});
}

const Editor = lazy(() => load().then((module) => ({ default: module.QuotationEditor })));

/**
 * The priced editor, fetched on first use: its table, inputs and notes stay out of the chunks of
 * the lists that open it (the bundle budget, decision 016).
 */
export function LazyQuotationEditor(props: QuotationEditorProps) {
  const t = useText(quotationsText);
  return (
    <Suspense
      fallback={
        <Center pos="fixed" inset={0} style={{ zIndex: 300 }} role="status" aria-live="polite">
          <Loader aria-hidden="true" />
          <VisuallyHidden>{t.opening}</VisuallyHidden>
        </Center>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
