// Monaco's JSON language worker (completion, hover, formatting), bundled from the local package.
import "monaco-editor/language/json/json.worker";
