import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTimedBanner } from '../../components/timed-banner';

/** The spec gives no delay for tender banners: they follow the supplier actions' few seconds, a little longer to read. */
export const TENDER_BANNER_MS = 5_000;

export type TenderBannerState = {
  kind: 'success' | 'error';
  message: string;
  /** A saved tender form: the page also points at the tender's evaluation settings (issue 21). */
  evaluationNotice?: boolean;
};

/**
 * A timed banner that also shows the one a previous screen handed over in the router state (a
 * saved form leads to the tender's page with 'Tender updated successfully!'). The state is then
 * cleared, so a reload or Back does not show it again.
 */
export function useHandedBanner() {
  const timed = useTimedBanner();
  const location = useLocation();
  const navigate = useNavigate();
  // Kept until dismissed: the notice carries a link, and a timed banner would go before it is read.
  const [evaluationNotice, setEvaluationNotice] = useState(false);
  const handed = (location.state as { banner?: TenderBannerState } | null)?.banner;
  useEffect(() => {
    if (!handed) return;
    timed.show(handed.kind, handed.message, TENDER_BANNER_MS);
    if (handed.evaluationNotice) setEvaluationNotice(true);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handed]);
  return { ...timed, evaluationNotice, dismissEvaluationNotice: () => setEvaluationNotice(false) };
}
