// The two structured-data packages ship JavaScript only: the part of their API page-validators.ts uses.

declare module "@marbec/web-auto-extractor" {
  export type Extracted = Record<string, unknown>;
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ("rdfa" | "microdata")[] });
    parse(html: string): Extracted;
  }
}

declare module "@adobe/structured-data-validator" {
  import type { Extracted } from "@marbec/web-auto-extractor";
  export type Issue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType?: string;
    /** Character offsets "start,end" in the page. */
    location?: string;
    fieldNames?: string[];
  };
  export default class Validator {
    /** Without the schema.org vocabulary only Google's rules run. */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: Extracted): Promise<Issue[]>;
  }
}
