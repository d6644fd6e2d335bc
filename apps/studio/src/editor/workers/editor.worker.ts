// Monaco's base editor worker (diff, links, word suggestions), bundled from the local package.
import "monaco-editor/editor/editor.worker";
