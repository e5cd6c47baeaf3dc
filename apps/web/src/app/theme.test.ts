import { inLocale, installTranslations } from '@tenderdesk/domain/i18n/catalogue';
import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import { controlsText } from '@tenderdesk/domain/ui/controls';
import { describe, expect, it } from 'vitest';
import { accessibleNamesTheme, theme } from './theme';

installTranslations('hi', hindi, compileIcu);

type Names = {
  Modal: { defaultProps: { closeButtonProps: { 'aria-label': string } } };
  Alert: { defaultProps: { closeButtonLabel: string } };
  Pagination: {
    defaultProps: {
      getControlProps: (control: string) => { 'aria-label': string };
      getItemProps: (page: number) => { 'aria-label': string };
    };
  };
};

/** What a dialog's, a banner's and a pager's buttons are named by a theme. */
function namesOf(components: unknown) {
  const { Modal, Alert, Pagination } = components as Names;
  return [
    Modal.defaultProps.closeButtonProps['aria-label'],
    Alert.defaultProps.closeButtonLabel,
    Pagination.defaultProps.getControlProps('next')['aria-label'],
    Pagination.defaultProps.getItemProps(3)['aria-label'],
  ];
}

describe("the theme's accessible names (issue 26)", () => {
  it('are English in the app’s theme', () => {
    expect(namesOf(theme.components)).toEqual(['Close dialog', 'Dismiss', 'Next page', 'Page 3']);
  });

  it('follow the language laid over it, one theme object per language', () => {
    const hi = accessibleNamesTheme(inLocale(controlsText, 'hi'));
    expect(namesOf(hi.components)).toEqual(['संवाद बॉक्स बंद करें', 'बंद करें', 'अगला पृष्ठ', 'पृष्ठ 3']);
    expect(accessibleNamesTheme(inLocale(controlsText, 'hi'))).toBe(hi);
    expect(namesOf(accessibleNamesTheme(controlsText).components)).toEqual(namesOf(theme.components));
  });
});
