// The packstudio version, from the CLI's package.json (bundled by esbuild): SARIF names the tool with it.
import cliPackage from "../package.json" with { type: "json" };

export const cliVersion: string = cliPackage.version;
