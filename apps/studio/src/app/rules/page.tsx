// /rules: every lint code with its rule text and source, one anchor per code (linked from findings).
import { lintCodes, studioRoutes } from "@packstudio/core";
import { SiteHeader } from "~/shell/site-header";

export const metadata = { title: "Lint rules · Pack Studio" };

function text(markdown: string) {
  // LINT.md marks names with backticks; show them as code, everything else as plain text.
  // Odd parts are the backticked names; the position is the part's identity in this fixed text.
  return markdown.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={part}>{part}</code> : part));
}

export default function RulesPage() {
  return (
    <>
      <SiteHeader current={studioRoutes.rules} />
      <main id="main" style={{ maxWidth: 960, margin: "0 auto", padding: "24px 16px" }}>
        <h1>Lint rules</h1>
        <p>
          Every finding carries one of these codes. A pack passes lint when it has no <em>error</em>. Source: M = the
          manifest document, § = the pack-model document, D = DECISIONS.md.
        </p>
        <table style={{ borderCollapse: "collapse", width: "100%" }}>
          <thead>
            <tr>
              <th align="left">code</th>
              <th align="left">severity</th>
              <th align="left">rule</th>
              <th align="left">source</th>
            </tr>
          </thead>
          <tbody>
            {lintCodes.map((c) => (
              <tr key={c.code} id={c.code} style={{ borderTop: "1px solid var(--border)" }}>
                <td>
                  <a href={`#${c.code}`}>
                    <code>{c.code}</code>
                  </a>
                </td>
                <td>{c.severity}</td>
                <td>{text(c.rule)}</td>
                <td>{c.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </>
  );
}
