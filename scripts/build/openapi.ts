// `npm run openapi`: writes the API's OpenAPI document, as the app generates it from its routes' zod schemas,
// to docs/api/openapi.json (server/platform/openapi.test.ts fails when the committed file differs).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { generatedOpenApi } from "#server/platform/openapi-document.ts";

const file = path.resolve(import.meta.dirname, "../../docs/api/openapi.json");
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, await generatedOpenApi());
console.log(`openapi: wrote ${path.relative(process.cwd(), file)}`);
