"use client";
// HARNESS.md rendered as Markdown: no raw HTML (it shows as text), safe URLs, images not fetched.
import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { isExternalHref } from "./link-target";
import styles from "./preview.module.css";

function Link({ node: _node, href, children, ...rest }: ComponentProps<"a"> & { node?: unknown }) {
  const external = isExternalHref(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/** Images are not fetched (a pack under review should not call out): their text and address show instead. */
function Image({ src, alt }: ComponentProps<"img"> & { node?: unknown }) {
  return (
    <span className={styles.imageStub} data-testid="skill-image">
      [image{alt ? `: ${alt}` : ""}]{typeof src === "string" && src ? <code> {src}</code> : null}
    </span>
  );
}

/** A heading one level down: the page has its own h1, so the skill's "# Title" is an h2, and so on (h6 stays h6). */
function shifted(Tag: "h2" | "h3" | "h4" | "h5" | "h6") {
  return function Heading({ node: _node, ...rest }: ComponentProps<"h2"> & { node?: unknown }) {
    return <Tag {...rest} />;
  };
}

const components: Components = {
  a: Link,
  img: Image,
  h1: shifted("h2"),
  h2: shifted("h3"),
  h3: shifted("h4"),
  h4: shifted("h5"),
  h5: shifted("h6"),
  h6: shifted("h6"),
};

export function SkillView({ markdown }: { markdown: string | undefined }) {
  if (markdown === undefined || markdown.trim() === "") {
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
      <article className={styles.markdown}>
        <Markdown skipHtml={false} components={components}>
          {markdown}
        </Markdown>
      </article>
    </div>
  );
}
