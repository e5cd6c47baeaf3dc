import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { localised, useLocale } from '../lib/i18n';

export type BannerState = { kind: 'success' | 'error'; message: string } | null;

/**
 * A success or error banner that clears itself after the spec's delay (section 9: 10 s for
 * categories, 2 s / 3 s for the role matrix, 3 s for supplier actions).
 */
export function useTimedBanner() {
  const [banner, setBanner] = useState<BannerState>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((kind: 'success' | 'error', message: string, ms: number) => {
    clearTimeout(timer.current);
    setBanner({ kind, message });
    timer.current = setTimeout(() => setBanner(null), ms);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setBanner(null);
  }, []);
  return { banner, show, clear };
}

/** The banner's message in the language on screen, should the language change while it shows (issue 26). */
export function Banner({ banner, onClose }: { banner: BannerState; onClose?: () => void }) {
  const locale = useLocale();
  if (!banner) return null;
  const success = banner.kind === 'success';
  return (
    <Alert
      color={success ? 'green' : 'red'}
      icon={success ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      role={success ? 'status' : 'alert'}
      data-testid={success ? 'banner-success' : 'banner-error'}
      mb="md"
    >
      {localised(banner.message, locale)}
    </Alert>
  );
}
