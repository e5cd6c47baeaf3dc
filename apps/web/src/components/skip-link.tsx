import { shellText } from '@tenderdesk/domain/ui/shell';
import { useText } from '../lib/i18n';

/** The id of each shell's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (issue 18; WCAG 2.4.1): the first stop of the keyboard on every signed-in
 * screen, shown when focused; it moves the focus to the main landmark without touching the address.
 */
export function SkipLink() {
  const t = useText(shellText);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="td-skip-link"
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      {t.skipToMain}
    </a>
  );
}
