// A YAML text's events read into its plain JSON value and its nodes' places (yaml-event-reader.ts): from a
// list of events, or as the block reader finds them.
import type { Event } from "js-yaml";
import type { DocumentProblem } from "./document-limits.js";
import { blockEventsInto } from "./yaml-block-events.js";
import { EventReader, Fatal } from "./yaml-event-reader.js";
import type { EventSink } from "./yaml-line-scanner.js";
import type { YamlNodes } from "./yaml-nodes.js";

export interface YamlValue {
  /** undefined when the text is refused: an alias that names nothing, past the depth or node bounds. */
  value: unknown;
  problems: DocumentProblem[];
  /** The places of the document's nodes and its root's number, for locating paths. */
  nodes: YamlNodes | undefined;
  root: number;
  /** Values read (aliases counted as all they repeat) and the root's collections inside each other. */
  count: number;
  height: number;
}

/**
 * Events handed on one behind: the scanner takes back only the event it pushed last (a key read before the
 * mapping it opens is known), so one held back is enough to hand the reader the events in their final order.
 */
class HeldBack implements EventSink {
  private held: Event | undefined;

  constructor(private readonly reader: EventReader) {}

  push(event: Event): void {
    if (this.held) this.reader.take(this.held);
    this.held = event;
  }

  pop(): Event | undefined {
    const event = this.held;
    this.held = undefined;
    return event;
  }

  end(): void {
    if (this.held) this.reader.take(this.held);
    this.held = undefined;
  }
}

/** The reader's result, or the refusal it threw (its problem noted); past the root's problems when empty. */
function result(reader: EventReader, read: () => void): YamlValue {
  try {
    read();
  } catch (error) {
    if (!(error instanceof Fatal)) throw error;
    return { value: undefined, problems: reader.problems, nodes: undefined, root: -1, count: 0, height: 0 };
  }
  if (reader.root < 0) {
    const problems = [{ offset: 0, length: 0, message: "the document is empty" }];
    return { value: undefined, problems, nodes: undefined, root: -1, count: 0, height: 0 };
  }
  const { rootValue: value, problems, nodes, root, count, rootHeight: height } = reader;
  return { value, problems, nodes, root, count, height };
}

/** The plain value of a YAML text's events, within the document limits, and its nodes' places. */
export function yamlValue(text: string, events: readonly Event[]): YamlValue {
  const reader = new EventReader(text, events, events.length);
  return result(reader, () => {
    for (const event of events) reader.take(event);
  });
}

/** Node numbers a text is first given room for: about one a 8 characters, as OpenAPI documents run. */
const capacityFor = (text: string) => (text.length >> 3) + 16;

/**
 * yamlValue of plain block YAML, its events read as the block reader finds them (none kept); undefined when
 * the text is not such YAML, or a limit refused it: read through yamlEvents, it may then be refused otherwise.
 */
export function streamedYamlValue(text: string): YamlValue | undefined {
  const reader = new EventReader(text, undefined, capacityFor(text));
  const sink = new HeldBack(reader);
  let plain = false;
  const read = result(reader, () => {
    plain = blockEventsInto(text, sink);
    if (plain) sink.end();
  });
  return plain && read.value !== undefined ? read : undefined;
}
