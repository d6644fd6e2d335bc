// A YAML scalar's value by the YAML 1.2 core schema (js-yaml's core tags): null, booleans, numbers, else text.
import {
  boolCoreTag,
  floatCoreTag,
  getScalarValue,
  intCoreTag,
  NOT_RESOLVED,
  nullCoreTag,
  SCALAR_STYLE,
  type ScalarEvent,
  type ScalarTagDefinition,
} from "js-yaml";

/** The core schema's implicit tags in resolution order (null, bool, int, float), by the first character they take. */
const implicitTags: readonly ScalarTagDefinition[] = [nullCoreTag, boolCoreTag, intCoreTag, floatCoreTag];
const byFirstChar = new Map<string, ScalarTagDefinition[]>();
for (const tag of implicitTags) {
  for (const first of tag.implicitFirstChars ?? []) {
    const list = byFirstChar.get(first) ?? [];
    list.push(tag);
    byFirstChar.set(first, list);
  }
}

const PLAIN = SCALAR_STYLE.PLAIN;

/** The core tags an explicit `!!name` asks for; any other tag (`!foo`, `!!binary`) leaves the scalar as text. */
const explicitTags = new Map<string, ScalarTagDefinition>([
  ["!!null", nullCoreTag],
  ["!!bool", boolCoreTag],
  ["!!int", intCoreTag],
  ["!!float", floatCoreTag],
  ["!<tag:yaml.org,2002:null>", nullCoreTag],
  ["!<tag:yaml.org,2002:bool>", boolCoreTag],
  ["!<tag:yaml.org,2002:int>", intCoreTag],
  ["!<tag:yaml.org,2002:float>", floatCoreTag],
]);

/** A plain scalar's text as the core schema reads it: `~`/`null`/empty, `true`/`false`, numbers; else the text. */
export function resolvePlain(source: string): unknown {
  const tags = byFirstChar.get(source.charAt(0));
  if (tags)
    for (const tag of tags) {
      const value = tag.resolve(source, false, tag.tagName);
      if (value !== NOT_RESOLVED) return value;
    }
  return source;
}

/**
 * The value of scalar `event` of `text`. Quoted and block scalars are text; a plain one is resolved. An
 * explicit `!!null`/`!!bool`/`!!int`/`!!float` resolves by that tag (its text when it does not fit); any other
 * tag is not interpreted (the value is the text), as the `yaml` package read them before.
 */
export function scalarValue(text: string, event: ScalarEvent): unknown {
  const source = getScalarValue(text, event);
  if (event.tagStart >= 0) {
    const tag = explicitTags.get(text.slice(event.tagStart, event.tagEnd));
    if (!tag) return source;
    const value = tag.resolve(source, true, tag.tagName);
    return value === NOT_RESOLVED ? source : value;
  }
  return event.style === PLAIN ? resolvePlain(source) : source;
}
