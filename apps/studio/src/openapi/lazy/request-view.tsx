"use client";
// What an openapi command sends (DECISIONS 14), in place of argv: method and full URL (path values percent-encoded
// as sent), headers, the JSON or form body, and the same request as a curl line to copy. Nothing is sent.
import { type RequestPlan, visibleSegments } from "@packstudio/core";
import { PlainLines } from "~/agent/plain-lines";
import { Plain, Segments } from "~/escaped/escaped-text";
import { CopyButton } from "~/shell/copy-button";
import styles from "~/shell/panels.module.css";

function bodyShown(body: unknown): string | undefined {
  if (body === null || body === undefined) return undefined;
  return typeof body === "string" ? body : JSON.stringify(body, null, 2);
}

export function RequestView({ plan }: { plan: RequestPlan }) {
  const { request } = plan;
  const headers = Object.entries(request.headers);
  const body = bodyShown(request.body);
  const asks = plan.approval === "first_use" ? "asks a person the first time" : "asks a person every time";
  return (
    <div className={styles.rendered} data-testid="request-preview">
      <h3 className={styles.sectionTitle}>
        Request <span className={styles.soft}>(what the command would send; the studio never sends it)</span>
      </h3>
      <div className={styles.lineRow}>
        <code className={styles.line} data-testid="request-line">
          <strong data-testid="request-method">{request.method}</strong>{" "}
          <span data-testid="request-url">
            <Segments segments={visibleSegments(request.url)} />
          </span>
        </code>
        <CopyButton text={request.url} label="URL" testId="copy-request-url" />
      </div>
      <dl className={styles.meta}>
        <div>
          <dt>Operation</dt>
          <dd data-testid="request-operation">
            <code>
              <Plain text={`${plan.operation.method} ${plan.operation.path}`} />
            </code>
            {plan.operation.operationId !== null && (
              <>
                {" "}
                <span className={styles.soft}>
                  operationId <Plain text={plan.operation.operationId} />
                </span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Headers</dt>
          <dd data-testid="request-headers">
            {headers.length === 0 ? (
              <span className={styles.soft}>none from the arguments</span>
            ) : (
              <ul className={styles.plainList}>
                {headers.map(([name, value]) => (
                  <li key={name} data-testid="request-header" data-name={name}>
                    <code>
                      <Segments segments={visibleSegments(`${name}: ${value}`)} />
                    </code>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Body</dt>
          <dd>
            {body === undefined ? (
              <span className={styles.soft} data-testid="request-body-none">
                none
              </span>
            ) : (
              <pre className={styles.json} data-testid="request-body">
                <PlainLines text={body} />
              </pre>
            )}
          </dd>
        </div>
        <div>
          <dt>Effect</dt>
          <dd data-testid="effect" className={plan.effect === "write" ? styles.write : styles.read}>
            {plan.effect}
          </dd>
        </div>
        <div>
          <dt>Approval</dt>
          <dd data-testid="approval">
            <code>{plan.approval}</code>:{" "}
            {plan.asksPerson ? <strong className={styles.write}>{asks}</strong> : "runs without asking"}
          </dd>
        </div>
        <div>
          <dt>Live title</dt>
          <dd data-testid="live-title">
            <Plain text={plan.title} />
          </dd>
        </div>
      </dl>
      <h3 className={styles.sectionTitle}>The same request with curl, POSIX-quoted for people</h3>
      <div className={styles.lineRow}>
        <code className={styles.line} data-testid="curl-line">
          <Segments segments={visibleSegments(plan.curl)} />
        </code>
        <CopyButton text={plan.curl} label="curl line" testId="copy-curl-line" />
      </div>
    </div>
  );
}
