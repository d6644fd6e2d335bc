// This session's dry-runs: a small store kept in sessionStorage, so the history outlives tab switches and reloads.
import { useSyncExternalStore } from "react";
import type { RunEntry } from "./run-types";

// v2: runs carry their outcome (DECISIONS.md 10); v1 entries, without one, are not read back.
const historyKey = "packstudio.runs.v2";
const firstUseKey = "packstudio.firstUse.v1";
const maxEntries = 30;

let entries: RunEntry[] | undefined;
const listeners = new Set<() => void>();

function read<T>(key: string, fallback: T): T {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Over the storage quota (large outputs): the history stays in memory for this page.
  }
}

function current(): RunEntry[] {
  if (entries === undefined) {
    const stored = typeof sessionStorage === "undefined" ? [] : read<unknown>(historyKey, []);
    entries = Array.isArray(stored) ? (stored as RunEntry[]) : [];
  }
  return entries;
}

const empty: RunEntry[] = [];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Add an answer to the history, newest first. */
export function addRun(entry: RunEntry): void {
  entries = [entry, ...current()].slice(0, maxEntries);
  write(historyKey, entries);
  for (const l of listeners) l();
}

export function clearRuns(): void {
  entries = [];
  write(historyKey, entries);
  for (const l of listeners) l();
}

/** This session's runs, newest first. */
export function useRunHistory(): RunEntry[] {
  return useSyncExternalStore(subscribe, current, () => empty);
}

function firstUseName(pack: string, verb: string): string {
  return `${pack}\u0000${verb}`;
}

/** The studio believes this session approved a first_use command already (the server decides; it may still ask). */
export function firstUseApproved(pack: string, verb: string): boolean {
  return read<string[]>(firstUseKey, []).includes(firstUseName(pack, verb));
}

export function rememberFirstUse(pack: string, verb: string): void {
  const known = read<string[]>(firstUseKey, []);
  const name = firstUseName(pack, verb);
  if (!known.includes(name)) write(firstUseKey, [...known, name]);
}
