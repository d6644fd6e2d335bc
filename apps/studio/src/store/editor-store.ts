// The editor's store: every change of the editor state (tree, finding, fix, template, upload, link, typing) is a method here.
import {
  applyEdits,
  type Finding,
  lintPack,
  type PackFiles,
  parseTokens,
  readPack,
  tokenizeCommandLine,
} from "@packstudio/core";
import { refusalHeading } from "~/lib/refusal-heading";
import type { DeepLink } from "./deep-link";
import {
  defaultOpenFile,
  type EditorState,
  findingKeys,
  insertedRange,
  type SavedPack,
  type TypedLine,
} from "./editor-state";
import { type FormValues, formFields, formFromArgs } from "./form-values";
import type { PreviewRender } from "./preview-render";

type Listener = () => void;

export interface StoreOptions {
  /** Save the pack (files, open file, origin) after changes; a read-only share does not replace the saved pack. */
  save?: (pack: SavedPack) => void;
  /** Lint the files (core's lintPack; a test may count calls). */
  lint?: (files: PackFiles) => Finding[];
  /** A read-only share: files open and findings select, but nothing changes the files. */
  readOnly?: boolean;
}

const idle: TypedLine = { text: "", status: "idle" };

/** What a newly opened pack starts with: no cursor, selection, command, form values, typed line or plan. */
const unselected = () => ({
  cursor: undefined,
  selected: undefined,
  reveal: undefined,
  command: undefined,
  forms: {},
  line: idle,
  plan: undefined,
});

/** A small external store for useSyncExternalStore: `get` returns one immutable snapshot, changed by the methods. */
export class EditorStore {
  private state: EditorState;
  private readonly listeners = new Set<Listener>();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private nonce = 0;
  private readonly lint: (files: PackFiles) => Finding[];

  constructor(
    pack: SavedPack,
    private readonly options: StoreOptions = {},
  ) {
    this.lint = options.lint ?? lintPack;
    const openFile = pack.openFile in pack.files ? pack.openFile : defaultOpenFile(pack.files);
    this.state = {
      ...pack,
      openFile,
      findings: this.lint(pack.files),
      ...unselected(),
    };
  }

  get = (): EditorState => this.state;

  /** A read-only share: nothing changes its files. */
  get readOnly(): boolean {
    return this.options.readOnly === true;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(next: Partial<EditorState>): void {
    const before = this.state;
    this.state = { ...before, ...next };
    if (next.files && next.files !== before.files && !("findings" in next)) {
      this.state.findings = this.lint(next.files);
    }
    for (const listener of this.listeners) listener();
    if (this.state.files !== before.files || this.state.openFile !== before.openFile) this.scheduleSave();
  }

  private revealAt(range: Omit<EditorState["reveal"] & object, "nonce" | "focus">, focus: boolean) {
    this.nonce += 1;
    return { ...range, focus, nonce: this.nonce };
  }

  // ---- Files -------------------------------------------------------------------------------------

  /** Show a file (tree click). A file not in the pack is ignored. */
  open(path: string): void {
    if (!(path in this.state.files)) return;
    if (path === this.state.openFile) return;
    this.update({ openFile: path, selected: undefined });
  }

  /** Typing, undo or redo in a file (the editor's model changed). */
  edit(path: string, text: string): void {
    if (this.options.readOnly || this.state.files[path] === text) return;
    this.update({ files: { ...this.state.files, [path]: text } });
  }

  /** Replace the whole pack (a template or an upload): everything about the previous pack is forgotten. */
  load(files: PackFiles, origin: string): void {
    this.update({
      files: { ...files },
      origin,
      openFile: defaultOpenFile(files),
      ...unselected(),
    });
  }

  /**
   * Lint again and let every view read the files anew (a new object, the same texts): the OpenAPI support
   * arrived, so an openapi pack's document can be read now.
   */
  relint(): void {
    this.update({ files: { ...this.state.files } });
  }

  /** Change several files at once (a command added from the document): `open` opens at `reveal`, when given. */
  changeFiles(changes: PackFiles, open?: { file: string; line: number; column: number }): void {
    if (this.options.readOnly) return;
    const files = { ...this.state.files, ...changes };
    if (!open || !(open.file in files)) {
      this.update({ files });
      return;
    }
    const at = { file: open.file, line: open.line, column: open.column, endLine: open.line, endColumn: open.column };
    this.update({
      files,
      openFile: open.file,
      selected: undefined,
      cursor: { ...open },
      reveal: this.revealAt(at, false),
    });
  }

  /** Add an empty file, or rename `from` to `path` (the tree checked the path); the new file opens. */
  putFile(path: string, from?: string): void {
    if (this.options.readOnly) return;
    const files = { ...this.state.files };
    if (from !== undefined) {
      files[path] = files[from] ?? "";
      delete files[from];
    } else files[path] = "";
    const openFile = from === undefined || from === this.state.openFile ? path : this.state.openFile;
    this.update({ files, openFile, selected: undefined });
  }

  removeFile(path: string): void {
    if (this.options.readOnly || !(path in this.state.files)) return;
    const files = { ...this.state.files };
    delete files[path];
    const openFile = path === this.state.openFile ? defaultOpenFile(files) : this.state.openFile;
    this.update({ files, openFile, selected: undefined });
  }

  // ---- Findings and the cursor -------------------------------------------------------------------

  /** Open a finding (problems panel click or a deep link): its file, its range selected, the finding selected. */
  openFinding(finding: Finding, focus = true): void {
    const index = this.state.findings.indexOf(finding);
    const keys = findingKeys(this.state.findings);
    const { start, end } = finding.range;
    this.update({
      openFile: finding.file in this.state.files ? finding.file : this.state.openFile,
      selected: index === -1 ? undefined : keys[index],
      cursor: { file: finding.file, line: start.line, column: start.column },
      reveal: this.revealAt(
        { file: finding.file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column },
        focus,
      ),
    });
  }

  /** Apply a finding's fix, wherever its edits are; the file of its first edit opens at the new text. */
  applyFix(finding: Finding): void {
    const edits = finding.fix?.edits ?? [];
    const first = edits[0];
    if (!first || this.options.readOnly) return;
    const files = applyEdits(this.state.files, edits);
    const range = insertedRange(first);
    this.update({
      files,
      openFile: first.file in files ? first.file : this.state.openFile,
      selected: undefined,
      cursor: { file: range.file, line: range.line, column: range.column },
      reveal: this.revealAt(range, true),
    });
  }

  /** The editor's cursor moved: the selected finding stays selected only while the cursor is on its line. */
  moveCursor(file: string, line: number, column: number): void {
    const { selected, findings } = this.state;
    let keep = selected;
    if (selected !== undefined) {
      const f = findings[findingKeys(findings).indexOf(selected)];
      if (!f || f.file !== file || f.range.start.line !== line) keep = undefined;
    }
    const c = this.state.cursor;
    if (c && c.file === file && c.line === line && c.column === column && keep === selected) return;
    this.update({ cursor: { file, line, column }, selected: keep });
  }

  /** A link `#file:line&finding=CODE`: open the file at the line, and select the finding it names. */
  followLink(link: DeepLink): boolean {
    if (!(link.file in this.state.files)) return false;
    const f = this.state.findings.find(
      (x) => x.file === link.file && x.code === link.finding && x.range.start.line === link.line,
    );
    // A link is followed to work at its spot: the editor takes focus there.
    if (f) this.openFinding(f);
    else {
      const at = { file: link.file, line: link.line, column: 1, endLine: link.line, endColumn: 1 };
      this.update({
        openFile: link.file,
        selected: undefined,
        cursor: { file: link.file, line: link.line, column: 1 },
        reveal: this.revealAt(at, true),
      });
    }
    return true;
  }

  /** The finding selected, if it is still there. */
  selectedFinding(): Finding | undefined {
    const { selected, findings } = this.state;
    return selected === undefined ? undefined : findings[findingKeys(findings).indexOf(selected)];
  }

  // ---- The command preview -----------------------------------------------------------------------

  chooseCommand(key: string): void {
    if (key === this.state.command) return;
    this.update({ command: key, line: this.handEdited() });
  }

  /** One form field typed by hand ("" removes the argument). */
  setField(verb: string, name: string, value: string): void {
    const form = { ...(this.state.forms[verb] ?? {}) };
    if (value === "") delete form[name];
    else form[name] = value;
    this.update({ forms: { ...this.state.forms, [verb]: form }, line: this.handEdited() });
  }

  /** The whole form of a command at once (fill in the examples, clear). */
  setForm(verb: string, values: FormValues): void {
    this.update({ forms: { ...this.state.forms, [verb]: values }, line: this.handEdited() });
  }

  /** A hand edit of the form makes the form what the preview shows: an earlier refusal of the line no longer applies. */
  private handEdited(): TypedLine {
    const line = this.state.line;
    return line.status === "refused" ? { text: line.text, status: "idle" } : line;
  }

  typeLine(text: string): void {
    const line = this.state.line;
    // A refusal stands while the person corrects the line: the preview below is still not what the line says.
    if (line.status === "refused" && text.trim() !== "") this.update({ line: { ...line, text } });
    else this.update({ line: { text, status: "idle" } });
  }

  /** Read the typed line with core's tokenizer and reader: accepted, it picks the command and fills its form. */
  readLine(): void {
    const text = this.state.line.text;
    if (text.trim() === "") {
      this.update({ line: idle });
      return;
    }
    const surface = readPack(this.state.files).surface;
    if (!surface) {
      const message = "surface.json does not read as a JSON object: fix it in the editor first.";
      this.update({ line: { text, status: "refused", message } });
      return;
    }
    const words = tokenizeCommandLine(text);
    if (!words.ok) {
      const message = `The line cannot be split into words: ${words.message} (at character ${words.offset + 1}).`;
      this.update({ line: { text, status: "refused", message } });
      return;
    }
    const parsed = parseTokens(surface, words.tokens);
    if (!parsed.ok) {
      const message = `${refusalHeading(parsed.error.code)}. ${parsed.error.message}`;
      this.update({ line: { text, status: "refused", message } });
      return;
    }
    const verb = surface.verbs.find((v) => v.key === parsed.verb);
    const form = verb ? formFromArgs(formFields(surface, verb), parsed.args) : {};
    this.update({
      command: parsed.verb,
      forms: { ...this.state.forms, [parsed.verb]: form },
      line: { text, status: "read", verb: parsed.verb, count: Object.keys(parsed.args).length },
    });
  }

  /** The preview publishes the plan it shows, so the rest of the studio reads the same one. */
  setPlan(plan: PreviewRender | undefined): void {
    if (plan !== this.state.plan) this.update({ plan });
  }

  // ---- Saving ------------------------------------------------------------------------------------

  private scheduleSave(): void {
    if (!this.options.save) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveNow(), 250);
  }

  /** Save now (also on page hide, so a quick reload loses nothing). */
  saveNow(): void {
    clearTimeout(this.saveTimer);
    const { files, openFile, origin } = this.state;
    this.options.save?.({ files, openFile, origin });
  }
}
