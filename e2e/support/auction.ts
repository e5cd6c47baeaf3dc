import { postTestData } from './fixtures';
import type { AuctionTimes, AuctionTimesRequest } from './test-data-server';

/*
 * The live reverse auction in browser tests (issue 22). Stored times move relative to the
 * database's clock through the test-data socket, so a test never waits for a start or an end:
 *
 *   await moveAuction(tenderId, { startsInSeconds: -5 });   // live now, same duration
 *   await moveAuction(tenderId, { endsInSeconds: 3 });      // ends in 3 s (an extension window)
 *   await moveAuction(tenderId, { endsInSeconds: -1 });     // ended: the next read or the job closes it
 */

/** Moves the tender's auction (the one not cancelled); answers its stored times after the move. */
export function moveAuction(
  tenderId: string,
  times: Omit<AuctionTimesRequest, 'tenderId'>,
): Promise<AuctionTimes> {
  return postTestData<AuctionTimes>('/auction-times', { tenderId, ...times });
}

/** Makes the auction live now (started 5 s ago), keeping its duration. */
export const startAuctionNow = (tenderId: string) => moveAuction(tenderId, { startsInSeconds: -5 });

/** Ends the auction now (1 s ago): the close job or the next read closes it. */
export const endAuctionNow = (tenderId: string) => moveAuction(tenderId, { endsInSeconds: -1 });
