"use client";
// HARNESS.md rendered as Markdown, as React elements (never an HTML string): raw HTML shows as text,
// only http(s), mailto and relative links keep their address, images are not fetched.
import { createElement, Fragment, type ReactNode } from "react";
import { isExternalHref } from "./link-target";
import { type Block, type LinkTarget, parseBlocks } from "./markdown-blocks";
import { type InlineParts, renderInline } from "./markdown-inline";
import styles from "./preview.module.css";

/** Images are not fetched (a pack under review should not call out): their text and address show instead. */
function image(src: string, alt: string, key: number): ReactNode {
  return (
    <span key={key} className={styles.imageStub} data-testid="skill-image">
      [image{alt ? `: ${alt}` : ""}]{src ? <code> {src}</code> : null}
    </span>
  );
}

/** A link to another site opens in a new tab with no opener; an unsafe address leaves a link with no address. */
function link(href: string | undefined, title: string | undefined, children: ReactNode, key: number): ReactNode {
  if (href === undefined) {
    // biome-ignore lint/a11y/useValidAnchor: a placeholder link (HTML's <a> without href): the text stays, the unsafe address goes
    return <a key={key}>{children}</a>;
  }
  const external = isExternalHref(href);
  return (
    <a key={key} href={href} title={title} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/** The page has its own h1: the skill's "# Title" is an h2, and so on (h6 stays h6). */
const headings = ["h2", "h3", "h4", "h5", "h6", "h6"] as const;

/**
 * An element with `children` as its own arguments: blocks are read again from the text on every render, so a
 * child's place is its identity and no key is needed (React asks keys only of children given as one array).
 */
const el = (tag: string, props: object | null, children: ReactNode[]) => createElement(tag, props, ...children);

const alignStyle = (align: string | undefined) => (align ? { style: { textAlign: align } } : null);

/** The renderer of one document's blocks (its reference definitions name link targets). */
function blockRenderer(refs: Map<string, LinkTarget>): (block: Block) => ReactNode {
  const parts: InlineParts = { link, image, refs };
  const inline = (text: string) => renderInline(text, parts);
  const renderBlock = (block: Block): ReactNode => {
    switch (block.kind) {
      case "heading":
        return el(headings[block.level - 1] ?? "h6", null, inline(block.text));
      case "paragraph":
        return el("p", null, inline(block.text));
      case "code":
        return el("pre", null, [el("code", block.lang ? { className: `language-${block.lang}` } : null, [block.text])]);
      case "rule":
        return el("hr", null, []);
      case "quote":
        return el("blockquote", null, block.blocks.map(renderBlock));
      case "list": {
        // A one-paragraph item shows its text without a <p>, as a tight list does.
        const items = block.items.map((item) =>
          el(
            "li",
            null,
            item.length === 1 && item[0]?.kind === "paragraph" ? inline(item[0].text) : item.map(renderBlock),
          ),
        );
        return block.ordered
          ? el("ol", block.start === 1 ? null : { start: block.start }, items)
          : el("ul", null, items);
      }
      case "table": {
        const row = (tag: string, texts: string[]) =>
          el(
            "tr",
            null,
            block.head.map((_, j) => el(tag, alignStyle(block.align[j]), inline(texts[j] ?? ""))),
          );
        return el("table", null, [
          el("thead", null, [row("th", block.head)]),
          el(
            "tbody",
            null,
            block.rows.map((r) => row("td", r)),
          ),
        ]);
      }
    }
  };
  return renderBlock;
}

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
  const doc = parseBlocks(markdown);
  return (
    <div className={styles.panel} data-testid="skill-view">
      <article className={styles.markdown}>
        {createElement(Fragment, null, ...doc.blocks.map(blockRenderer(doc.refs)))}
      </article>
    </div>
  );
}
