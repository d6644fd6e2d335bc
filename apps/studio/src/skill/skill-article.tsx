// The rendered skill (HARNESS.md), or what to write when there is none. No hooks: a catalog page renders it on the
// server, the editor's panel in the browser (skill-view.tsx).
import styles from "~/shell/panels.module.css";

/**
 * `html` comes from skillHtml (core's harnessMarkdownToHtml), safe by construction: raw HTML shows as text, only
 * http(s), mailto and relative links keep their address, images show as text and are never fetched, every text is
 * escaped. That is the only reason it may go in with dangerouslySetInnerHTML (skill-view.test.ts checks it
 * against an allowlist with a browser's parser).
 */
export function SkillArticle({ html }: { html: string | undefined }) {
  if (html === undefined) {
    return (
      <div className={styles.panel} data-testid="skill-view">
        <div className={styles.empty} data-testid="skill-empty">
          <p>
            <strong>No HARNESS.md yet.</strong>
          </p>
          <p>
            HARNESS.md is the skill file an agent reads before it uses the pack: say what the pack is for, and show each
            command in its CLI form, starting with the <code>cliBin</code>.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.panel} data-testid="skill-view">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: skillHtml escapes all text and writes only allowlisted elements and attributes */}
      <article className={styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
