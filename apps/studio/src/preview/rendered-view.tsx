"use client";
// What a rendered command would run: argv token by token, the quoted line, program, folder, effect, title, JSON flag, env.
import { type JsonFlag, type RenderedCommand, visibleSegments } from "@packstudio/core";
import { useId } from "react";
import { Plain, Segments } from "~/escaped/escaped-text";
import { CopyButton } from "~/shell/copy-button";
import styles from "~/shell/panels.module.css";

function Token({ token }: { token: string }) {
  if (token === "") {
    return (
      <span className={styles.emptyToken} title="an empty string">
        ""
      </span>
    );
  }
  return <Segments segments={visibleSegments(token)} showSpaces />;
}

function jsonFlagText(flag: JsonFlag): string {
  const from =
    flag.source === "command" ? "the command's json_flag" : flag.source === "wrap" ? "wrap.json_flag" : "the default";
  if (flag.tokens.length > 0) return `appended, from ${from}`;
  if (flag.skipped === "already_selected")
    return `not appended: the command line already selects JSON (${from} is ${flag.declared.join(" ")})`;
  return `none: ${from} is []`;
}

export function RenderedView({ result }: { result: RenderedCommand }) {
  const headingId = useId();
  const tokens = result.argv.map((token, index) => ({ token, index }));
  const envEntries = Object.entries(result.env);
  const asks = result.approval === "first_use" ? "asks a person the first time" : "asks a person every time";
  return (
    <div className={styles.rendered}>
      <h3 className={styles.sectionTitle} id={headingId}>
        argv <span className={styles.soft}>({result.argv.length} tokens, never a shell string)</span>
      </h3>
      <ol className={styles.argv} data-testid="argv" aria-labelledby={headingId}>
        {tokens.map((t) => (
          <li key={t.index} className={styles.argvItem}>
            <span className={styles.argvIndex}>
              <span className="visually-hidden">token </span>
              {t.index}
            </span>
            <code className={styles.argvToken} data-testid="argv-token" data-index={t.index}>
              <Token token={t.token} />
            </code>
          </li>
        ))}
      </ol>
      <h3 className={styles.sectionTitle}>Command line, POSIX-quoted for people</h3>
      <div className={styles.lineRow}>
        <code className={styles.line} data-testid="display-line">
          <Segments segments={visibleSegments(result.display)} />
        </code>
        <CopyButton text={result.display} label="command line" testId="copy-display-line" />
      </div>
      <dl className={styles.meta}>
        <div>
          <dt>Program</dt>
          <dd data-testid="program">
            <code>
              <Plain text={result.program} />
            </code>{" "}
            <span className={styles.soft}>started with argv[1…]</span>
          </dd>
        </div>
        <div>
          <dt>Working folder</dt>
          <dd data-testid="cwd">
            <code>{result.cwd.mode}</code>: {result.cwd.description}
            {result.cwd.dir !== null && (
              <>
                {" "}
                (<code>{result.cwd.dir}</code>)
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Effect</dt>
          <dd data-testid="effect" className={result.effect === "write" ? styles.write : styles.read}>
            {result.effect}
          </dd>
        </div>
        <div>
          <dt>Approval</dt>
          <dd data-testid="approval">
            <code>{result.approval}</code>:{" "}
            {result.asksPerson ? <strong className={styles.write}>{asks}</strong> : "runs without asking"}
          </dd>
        </div>
        <div>
          <dt>Live title</dt>
          <dd data-testid="live-title">
            <Plain text={result.title} />
          </dd>
        </div>
        <div>
          <dt>JSON flag</dt>
          <dd data-testid="json-flag">
            {result.jsonFlag.tokens.length > 0 && (
              <>
                <code>{result.jsonFlag.tokens.join(" ")}</code>{" "}
              </>
            )}
            {jsonFlagText(result.jsonFlag)}
          </dd>
        </div>
        {envEntries.length > 0 && (
          <div>
            <dt>Environment</dt>
            <dd data-testid="env">
              <ul className={styles.plainList}>
                {envEntries.map(([key, value]) => (
                  <li key={key}>
                    <code>
                      <Plain text={`${key}=${value}`} />
                    </code>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
