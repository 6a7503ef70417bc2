// The draft's schema, derived from the content's one schema (schema.ts): a draft holds unfinished work, so it
// keeps every rule that protects (each text's length and characters, the shape, ids and paths) and drops what
// only completeness asks (a text not empty, a format she is still typing, a list not empty, fields that must
// agree with each other). Publishing checks the whole schema (publishableContentSchema).
import { z } from "zod";
import type * as core from "zod/v4/core";
import { protectContent, type SiteContent, siteContentSchema, typedFormats } from "./schema.ts";

/** Checks that ask for completeness: at least so many characters or items, a number above a floor. */
const completeness = new Set(["min_length", "greater_than"]);

const relaxed = new Map<z.ZodType, z.ZodType>();

function relax(schema: z.ZodType): z.ZodType {
  const known = relaxed.get(schema);
  if (known) return known;
  const draft: z.ZodType = typedFormats.get(schema) ?? relaxedOf(schema);
  // A named schema keeps a name of its own, so the API's description names both.
  const id = z.globalRegistry.get(schema)?.id;
  const named: z.ZodType = id && draft !== schema ? draft.meta({ id: `Draft${id}` }) : draft;
  relaxed.set(schema, named);
  return named;
}

/** Whether relaxing changed nothing: the schema itself serves, named once. */
const same = (before: readonly unknown[], after: readonly unknown[]) =>
  after.every((item, i) => item === before[i]);

function relaxedOf(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as core.$ZodType)._zod.def;
  const checks = def.checks ?? [];
  const kept = checks.filter((check) => !completeness.has(check._zod.def.check));
  switch (def.type) {
    case "object": {
      // An object's own refinements relate its fields (two products' names, a price's two ends): completeness.
      const { shape, catchall } = def as core.$ZodObjectDef;
      const entries = Object.entries(shape) as [string, unknown][] as [string, z.ZodType][];
      const fields = entries.map(([key, field]) => [key, relax(field)] as const);
      if (
        checks.length === 0 &&
        same(
          entries.map((e) => e[1]),
          fields.map((f) => f[1]),
        )
      )
        return schema;
      const shaped = Object.fromEntries(fields);
      return catchall?._zod.def.type === "never" ? z.strictObject(shaped) : z.object(shaped);
    }
    case "array": {
      const element = (def as core.$ZodArrayDef).element as unknown as z.ZodType;
      const inner = relax(element);
      return inner === element && kept.length === checks.length
        ? schema
        : z.array(inner).check(...(kept as core.$ZodCheck<unknown[]>[]));
    }
    case "tuple": {
      const items = (def as core.$ZodTupleDef).items as unknown as z.ZodType[];
      const inner = items.map(relax);
      return same(items, inner) ? schema : z.tuple(inner as [z.ZodType]);
    }
    case "optional": {
      const innerType = (def as core.$ZodOptionalDef).innerType as unknown as z.ZodType;
      const inner = relax(innerType);
      return inner === innerType ? schema : inner.optional();
    }
    case "default": {
      const { innerType, defaultValue } = def as core.$ZodDefaultDef;
      const inner = relax(innerType as unknown as z.ZodType);
      return inner === (innerType as unknown) ? schema : inner.default(defaultValue);
    }
    case "string":
    case "number":
      return kept.length === checks.length ? schema : (schema.clone({ ...def, checks: kept }) as z.ZodType);
    case "boolean":
    case "enum":
      return schema;
    default:
      throw new Error(`the draft's schema cannot relax a ${def.type}: add it to draft-schema.ts`);
  }
}

/**
 * What the desk saves as the draft and the API accepts: the content, complete or not, with nothing that could
 * harm (control characters, a text past its limit, a field the content does not have).
 */
export const draftContentSchema = relax(siteContentSchema).superRefine(
  protectContent as (content: unknown, context: z.RefinementCtx) => void,
) as unknown as z.ZodType<SiteContent, z.input<typeof siteContentSchema>>;
