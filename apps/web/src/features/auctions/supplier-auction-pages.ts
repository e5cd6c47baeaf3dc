// The supplier's two auction screens in one chunk (they share the board, the bid form and the
// rules): one entry in the route table's lazy imports instead of two, which keeps the entry small.
export { DemoAuctionPage } from './demo-auction-page';
export { SupplierAuctionPage } from './supplier-auction-page';
