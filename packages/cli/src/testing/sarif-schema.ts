// A validator for the SARIF 2.1.0 JSON schema (draft-04), vendored in test-fixtures: tests run without a network.
import { readFileSync } from "node:fs";
import Ajv04 from "ajv-draft-04";
import addFormats from "ajv-formats";

const schema = JSON.parse(readFileSync(new URL("../../test-fixtures/sarif-2.1.0-rtm.5.json", import.meta.url), "utf8"));
// unicodeRegExp off: the schema's language pattern "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$" has a stray "]"
// that only the u flag rejects.
const ajv = new Ajv04({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);

/** True when `log` is valid SARIF 2.1.0; `validSarif.errors` then says why not. */
export const validSarif = ajv.compile(schema);
