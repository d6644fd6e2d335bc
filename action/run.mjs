#!/usr/bin/env node
// Entry of the GitHub Action (action.yml): runs the action with the runner's environment and exits with its status.
import { runAction } from "./src/run-action.mjs";

process.exitCode = await runAction();
