// Every lint rule, one module per code (rules/<code>-<name>.ts). codes.test.ts checks it covers LINT.md and the project X codes.

import { rule as m001 } from "./rules/m001-id.js";
import { rule as m002 } from "./rules/m002-surface-id.js";
import { rule as m003 } from "./rules/m003-hcp-pack-id.js";
import { rule as m004 } from "./rules/m004-id-characters.js";
import { rule as m005 } from "./rules/m005-field-type.js";
import { rule as m006 } from "./rules/m006-unknown-field.js";
import { rule as m007 } from "./rules/m007-kind-alias.js";
import { rule as m010 } from "./rules/m010-verb-key.js";
import { rule as m011 } from "./rules/m011-too-many-commands.js";
import { rule as m012 } from "./rules/m012-pass-through.js";
import { rule as m013 } from "./rules/m013-command-without-policy.js";
import { rule as m014 } from "./rules/m014-policy-without-command.js";
import { rule as m015 } from "./rules/m015-cli-bin.js";
import { rule as m016 } from "./rules/m016-unknown-placeholder.js";
import { rule as m017 } from "./rules/m017-required-arg-unused.js";
import { rule as m018 } from "./rules/m018-description.js";
import { rule as m019 } from "./rules/m019-arg-docs.js";
import { rule as m020 } from "./rules/m020-x-position.js";
import { rule as m021 } from "./rules/m021-result-in-live-title.js";
import { rule as m022 } from "./rules/m022-policy-hint.js";
import { rule as m023 } from "./rules/m023-bare-bin-in-pack-dir.js";
import { rule as m024 } from "./rules/m024-write-without-preview.js";
import { rule as m025 } from "./rules/m025-pass-through-field.js";
import { rule as m026 } from "./rules/m026-undeclared-args.js";
import { rule as m027 } from "./rules/m027-option-injection.js";
import { rule as m028 } from "./rules/m028-args-unusable.js";
import { rule as m030 } from "./rules/m030-trigger-without-stimulus.js";
import { rule as m031 } from "./rules/m031-stimulus-without-trigger.js";
import { rule as m040 } from "./rules/m040-control-plane-binding.js";
import { rule as m050 } from "./rules/m050-hcp-version.js";
import { rule as m051 } from "./rules/m051-hcp-metadata.js";
import { rule as m060 } from "./rules/m060-wrap-bin.js";
import { rule as m061 } from "./rules/m061-wrap-commands.js";
import { rule as m062 } from "./rules/m062-openapi.js";
import { rule as m063 } from "./rules/m063-sense-only-trigger.js";
import { rule as o001 } from "./rules/o001-openapi-document.js";
import { rule as o002 } from "./rules/o002-openapi-schema.js";
import { rule as o003 } from "./rules/o003-openapi-ref.js";
import { rule as o004 } from "./rules/o004-operation.js";
import { rule as o005 } from "./rules/o005-operation-args.js";
import { rule as o006 } from "./rules/o006-widened-args.js";
import { rule as o007 } from "./rules/o007-read-effect-method.js";
import { rule as o008 } from "./rules/o008-openapi-url.js";
import { rule as o009 } from "./rules/o009-server-url.js";
import { rule as p001 } from "./rules/p001-required-file-missing.js";
import { rule as p002 } from "./rules/p002-file-name-case.js";
import { rule as p003 } from "./rules/p003-path-outside-root.js";
import { rule as p004 } from "./rules/p004-path-not-found.js";
import { rule as p005 } from "./rules/p005-json-syntax.js";
import { rule as p006 } from "./rules/p006-duplicate-key.js";
import { rule as p007 } from "./rules/p007-file-limits.js";
import { rule as p008 } from "./rules/p008-secret.js";
import { rule as p009 } from "./rules/p009-allow-list-key.js";
import { rule as p010 } from "./rules/p010-runtime-concern.js";
import { rule as s001 } from "./rules/s001-harness-empty.js";
import { rule as s002 } from "./rules/s002-harness-cli-bin.js";
import { rule as s003 } from "./rules/s003-harness-command-form.js";
import { rule as s004 } from "./rules/s004-harness-size.js";
import { rule as s005 } from "./rules/s005-harness-line-refused.js";
import { rule as x001 } from "./rules/x001-args-pattern.js";
import { rule as x002 } from "./rules/x002-hidden-characters.js";
import { rule as y001 } from "./rules/y001-policy-field.js";
import { rule as y002 } from "./rules/y002-write-never-approved.js";
import type { Rule } from "./types.js";

export const rules: readonly Rule[] = [
  p001,
  p002,
  p003,
  p004,
  p005,
  p006,
  p007,
  p008,
  p009,
  p010,
  m001,
  m002,
  m003,
  m004,
  m005,
  m006,
  m007,
  m010,
  m011,
  m012,
  m013,
  m014,
  m015,
  m016,
  m017,
  m018,
  m019,
  m020,
  m021,
  m022,
  m023,
  m024,
  m025,
  m026,
  m027,
  m028,
  m030,
  m031,
  m040,
  m050,
  m051,
  m060,
  m061,
  m062,
  m063,
  o001,
  o002,
  o003,
  o004,
  o005,
  o006,
  o007,
  o008,
  o009,
  s001,
  s002,
  s003,
  s004,
  s005,
  y001,
  y002,
  x001,
  x002,
];
