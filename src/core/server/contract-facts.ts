/**
 * The business facts a contract for work on a home cannot go without, and what to tell the owner
 * while one is missing. Arizona asks for the contractor's ROC licence number in every residential
 * contract (A.R.S. 32-1158), and the FTC Cooling-Off Rule's notice of cancellation names the
 * seller's address, where the buyer mails or delivers it (16 CFR 429.1(b)). Neither has a
 * default (decisions.md: never a placeholder), so until both are set no quote is sent or signed:
 * the send function answers 409 with these words, the sign function refuses, and /api/health and
 * the admin dashboard list them.
 */

/** A fact the contract needs from the business facts. */
export type ContractFact = "rocLicense" | "street" | "rrpCertification";

/** The seller's facts as the contract would state them; null for one not set. */
export interface ContractSellerFacts {
  rocLicense: string | null;
  street: string | null;
  /** The firm's EPA lead-safe (RRP) certification number; asked only of a contract for a home built before 1978. */
  rrpCertification?: string | null;
}

/**
 * The facts still missing, in the order the owner is told of them; empty when a contract can be
 * made. `leadSafe`: the contract is for a home built before 1978 (src/core/lead-safe.ts), or the
 * owner is told of every fact any contract may need.
 */
export function missingContractFacts(seller: ContractSellerFacts, { leadSafe = false }: { leadSafe?: boolean } = {}): ContractFact[] {
  const missing: ContractFact[] = [];
  if (!seller.rocLicense?.trim()) missing.push("rocLicense");
  if (!seller.street?.trim()) missing.push("street");
  if (leadSafe && !seller.rrpCertification?.trim()) missing.push("rrpCertification");
  return missing;
}

/** What each fact is, why the contract needs it, and where the owner sets it (the file's field, if any; the environment variable). */
const FACTS: Record<ContractFact, { name: string; why: string; field: string | null; variable: string }> = {
  rocLicense: {
    name: "the Arizona ROC license number",
    why: "A.R.S. 32-1158 asks for it in every residential contract",
    field: "rocLicense",
    variable: "ROC_LICENSE",
  },
  street: {
    name: "the office's street address",
    why: "the notice of cancellation must say where the buyer mails it",
    field: "address.street",
    variable: "BUSINESS_STREET",
  },
  rrpCertification: {
    name: "the firm's EPA lead-safe (RRP) certification number",
    why: "EPA's RRP rule (40 CFR 745.81) has work on a home built before 1978 done by a certified firm, and its contract names it",
    field: null,
    variable: "RRP_FIRM_CERTIFICATION",
  },
};

const joined = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? ""));

/**
 * The owner's notice while facts are missing (English: the admins read English), or null when
 * none is: what is missing and why, then where to set it.
 */
export function contractFactsNotice(missing: readonly ContractFact[]): string | null {
  if (!missing.length) return null;
  const facts = missing.map((fact) => FACTS[fact]);
  const inFile = facts.filter((fact) => fact.field !== null);
  const inEnvironment = facts.filter((fact) => fact.field === null);
  // Only the certification missing: a home built in 1978 or later can still be quoted.
  const which = inFile.length ? "No quote" : "No quote for a home built before 1978 (or of an unknown year)";
  return [
    `${which} can be sent or signed until the business facts give ${joined(facts.map((fact) => fact.name))} (${facts.map((fact) => fact.why).join("; ")}).`,
    ...(inFile.length
      ? [
          `Set ${joined(inFile.map((fact) => fact.field!))} in Business facts in the CMS at /cms/ (src/content/business/business.json), or ${joined(inFile.map((fact) => fact.variable))} in the site's environment variables in Netlify, then deploy again.`,
        ]
      : []),
    ...(inEnvironment.length
      ? [`Set ${joined(inEnvironment.map((fact) => fact.variable))} in the site's environment variables in Netlify, then deploy again.`]
      : []),
  ].join(" ");
}
