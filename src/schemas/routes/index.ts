/**
 * The route table: every API path the functions serve, one constant each, by area. Islands import
 * the area they need (./booking, ./admin…), so each page ships only its own routes' paths; the
 * functions and the tests read it whole here.
 */
export * from "./activity";
export * from "./admin";
export * from "./auth";
export * from "./beacon";
export * from "./booking";
export * from "./books";
export * from "./change-orders";
export * from "./crew";
export * from "./invoices";
export * from "./job-costs";
export * from "./jobs";
export * from "./manage";
export * from "./my";
export * from "./purchase-order-checks";
export * from "./purchase-orders";
export * from "./quotes";
export * from "./reviews";
export * from "./site";
export * from "./team";
export * from "./crews";
export * from "./tax-rates";
