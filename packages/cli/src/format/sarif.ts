// Findings as a SARIF 2.1.0 log, so code-scanning tools show each finding at its file, line and column.
import { type Finding, lintCodeInfo, type Range, type Severity, studioRoutes } from "@packstudio/core";

/** The schema GitHub code scanning names for SARIF 2.1.0 uploads. */
export const sarifSchemaUri = "https://json.schemastore.org/sarif-2.1.0.json";

/** Where each artifact URI is rooted: the folder the check ran in (in CI, the repository root). */
export const sarifUriBase = "%SRCROOT%";

export type SarifLevel = "error" | "warning" | "note";

export const sarifLevel: Record<Severity, SarifLevel> = { error: "error", warning: "warning", info: "note" };

interface Text {
  text: string;
  markdown?: string;
}

interface Region {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

interface ArtifactLocation {
  uri: string;
  uriBaseId: string;
}

export interface SarifRule {
  id: string;
  shortDescription: Text;
  fullDescription: Text;
  help: Text;
  helpUri: string;
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[] };
}

export interface SarifResult {
  ruleId: string;
  level: SarifLevel;
  message: Text;
  locations: { physicalLocation: { artifactLocation: ArtifactLocation; region: Region } }[];
  fixes?: {
    description: Text;
    artifactChanges: {
      artifactLocation: ArtifactLocation;
      replacements: { deletedRegion: Region; insertedContent: Text }[];
    }[];
  }[];
  properties: { pointer: string };
}

export interface SarifLog {
  $schema: string;
  version: "2.1.0";
  runs: {
    tool: {
      driver: { name: string; version: string; semanticVersion: string; informationUri: string; rules: SarifRule[] };
    };
    columnKind: "utf16CodeUnits";
    results: SarifResult[];
  }[];
}

export interface SarifOptions {
  /** packstudio's version. */
  version: string;
  /** The studio whose /rules page documents each code. */
  server: string;
  /** A finding's file as a URI relative to the working folder. */
  uri: (file: string) => string;
}

// Core's ranges are 1-based with the end column just past the text: SARIF counts the same way.
const region = (r: Range): Region => ({
  startLine: r.start.line,
  startColumn: r.start.column,
  endLine: r.end.line,
  endColumn: r.end.column,
});

const plain = (markdown: string) => markdown.replace(/`([^`]*)`/g, '"$1"');
const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

function sarifRule(code: string, server: string): SarifRule {
  const info = lintCodeInfo(code);
  const helpUri = `${server}${studioRoutes.rule(code)}`;
  // Every finding's code is in LINT.md's table (core's codes.test.ts keeps them in step).
  if (!info) throw new Error(`lint code ${code} is not in the lint code table`);
  const source = `Source: ${info.source} (M = the manifest document, § = the pack-model document, D = DECISIONS.md).`;
  return {
    id: code,
    shortDescription: { text: sentence(plain(info.rule)), markdown: sentence(info.rule) },
    fullDescription: { text: `${sentence(plain(info.rule))} Source: ${info.source}.` },
    help: {
      text: `${info.group} rule ${code} (${info.severity}): ${plain(info.rule)}. ${source} ${helpUri}`,
      markdown: `**${code}** (${info.severity}): ${info.rule}.\n\n${source}\n\n[The rule in Pack Studio](${helpUri})`,
    },
    helpUri,
    defaultConfiguration: { level: sarifLevel[info.severity] },
    properties: { tags: ["hcp", info.group.toLowerCase()] },
  };
}

function sarifFixes(f: Finding, uri: (file: string) => string): SarifResult["fixes"] {
  if (!f.fix) return undefined;
  const files = [...new Set(f.fix.edits.map((e) => e.file))];
  return [
    {
      description: { text: f.fix.title },
      artifactChanges: files.map((file) => ({
        artifactLocation: { uri: uri(file), uriBaseId: sarifUriBase },
        replacements: f
          .fix!.edits.filter((e) => e.file === file)
          .map((e) => ({ deletedRegion: region(e.range), insertedContent: { text: e.newText } })),
      })),
    },
  ];
}

export function sarifLog(findings: readonly Finding[], options: SarifOptions): SarifLog {
  const codes = [...new Set(findings.map((f) => f.code))].sort();
  const results = findings.map((f): SarifResult => {
    const fixes = sarifFixes(f, options.uri);
    return {
      ruleId: f.code,
      level: sarifLevel[f.severity],
      message: { text: f.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: options.uri(f.file), uriBaseId: sarifUriBase },
            region: region(f.range),
          },
        },
      ],
      ...(fixes && { fixes }),
      properties: { pointer: f.pointer },
    };
  });
  return {
    $schema: sarifSchemaUri,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "packstudio",
            version: options.version,
            semanticVersion: options.version,
            informationUri: `${options.server}${studioRoutes.rules}`,
            rules: codes.map((code) => sarifRule(code, options.server)),
          },
        },
        columnKind: "utf16CodeUnits",
        results,
      },
    ],
  };
}
