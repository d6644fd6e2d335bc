"use client";
// HARNESS.md rendered as Markdown by markdown-to-jsx (React elements, no HTML strings): raw HTML shows as text,
// unsafe URLs are dropped, images are not fetched.
import Markdown, { type MarkdownToJSX } from "markdown-to-jsx";
import type { ComponentProps } from "react";
import { isExternalHref } from "./link-target";
import styles from "./preview.module.css";

function Link({ href, children, ...rest }: ComponentProps<"a">) {
  const external = isExternalHref(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/** Images are not fetched (a pack under review should not call out): their text and address show instead. */
function Image({ src, alt }: ComponentProps<"img">) {
  return (
    <span className={styles.imageStub} data-testid="skill-image">
      [image{alt ? `: ${alt}` : ""}]{typeof src === "string" && src ? <code> {src}</code> : null}
    </span>
  );
}

/** A heading one level down: the page has its own h1, so the skill's "# Title" is an h2, and so on (h6 stays h6). */
const options: MarkdownToJSX.Options = {
  // Raw HTML (<img onerror>, <script>) is text, never an element.
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    a: Link,
    img: Image,
    h1: { component: "h2" },
    h2: { component: "h3" },
    h3: { component: "h4" },
    h4: { component: "h5" },
    h5: { component: "h6" },
    h6: { component: "h6" },
  },
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
        <Markdown options={options}>{markdown}</Markdown>
      </article>
    </div>
  );
}
