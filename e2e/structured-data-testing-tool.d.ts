/** The parts of structured-data-testing-tool (no types of its own) that e2e/structured-data.spec.ts uses. */
declare module "structured-data-testing-tool" {
  /** One check the tool ran. */
  export interface StructuredDataTest {
    description?: string;
    group?: string;
    test?: string;
    error?: { message?: string };
  }
  /** What a run found; on failure the promise rejects with an error carrying it as `res`. */
  export interface StructuredDataResult {
    passed: StructuredDataTest[];
    failed: StructuredDataTest[];
    warnings: StructuredDataTest[];
  }
  export function structuredDataTest(html: string, options: { presets: unknown[] }): Promise<StructuredDataResult>;
}

declare module "structured-data-testing-tool/presets" {
  export const Google: unknown;
  export const Twitter: unknown;
  export const Facebook: unknown;
}
