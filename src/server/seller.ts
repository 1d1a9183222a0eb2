/**
 * The seller a quote and its contract name: the business facts (src/config/business.ts, read when
 * the function was built), with this request's environment laid over the facts a contract cannot
 * go without (ROC_LICENSE, BUSINESS_STREET, BUSINESS_ZIP), as the health check reads them; the
 * firm's lead-safe certification (RRP_FIRM_CERTIFICATION), which only a contract for a home built
 * before 1978 states; and which of those are still missing (src/core/server/contract-facts.ts).
 */
import { business } from "@/config/business";
import { missingContractFacts, type ContractFact, type ContractSellerFacts } from "@/core/server/contract-facts";
import type { QuoteDocument } from "@/core/quote-document";
import { rocLicense as normalRocLicense } from "@/core/roc-license";
import type { ServerEnv } from "./env";

/** The seller as a quote's document names it, and the contract facts it still lacks. */
export interface SellerFacts {
  seller: QuoteDocument["seller"];
  /** The facts every contract needs that are unset. */
  missing: ContractFact[];
  /** The firm's EPA lead-safe (RRP) certification number; null while unset. */
  rrpCertification: string | null;
  /** The facts as the contract would state them. */
  contract: ContractSellerFacts;
}

type SellerEnv = Pick<ServerEnv, "ROC_LICENSE" | "BUSINESS_STREET" | "BUSINESS_ZIP" | "RRP_FIRM_CERTIFICATION">;

/** The seller now, for `env`. */
export function sellerFacts(env: SellerEnv): SellerFacts {
  const { city, region } = business.address;
  const street = env.BUSINESS_STREET ?? business.address.street ?? null;
  const postalCode = env.BUSINESS_ZIP ?? business.address.postalCode;
  // Typed as the owner likes, read as "ROC 123456", as the business facts read theirs.
  const rocLicense = normalRocLicense(env.ROC_LICENSE) ?? business.rocLicense.number ?? null;
  const rrpCertification = env.RRP_FIRM_CERTIFICATION?.trim() || null;
  return {
    seller: {
      name: business.brand,
      legalName: business.legalName,
      address: `${street ? `${street}, ` : ""}${city}, ${region} ${postalCode}`,
      phone: business.phone.display,
      email: business.supportEmail,
      rocLicense,
    },
    missing: missingContractFacts({ rocLicense, street }),
    rrpCertification,
    contract: { rocLicense, street, rrpCertification },
  };
}

/**
 * The facts still missing for a contract of a home that does (`leadSafe`) or does not need
 * lead-safe work (src/core/lead-safe.ts): every contract's, and then the RRP certification.
 */
export function missingFactsFor(facts: SellerFacts, leadSafe: boolean): ContractFact[] {
  return missingContractFacts(facts.contract, { leadSafe });
}
