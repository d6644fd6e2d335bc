"use client";
// With JavaScript: the search updates as you type (debounced; each search cancels the one before, live-search.ts)
// and a changed filter searches at once; the URL keeps only the parameters that say something, and the field in
// use keeps focus across the form's remount.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { searchLive } from "./live-search";
import { catalogPageSize } from "./search-params";

/** How long typing pauses before the search runs. */
const typingPause = 300;

type Field = HTMLInputElement | HTMLSelectElement;
interface Focus {
  name: string;
  value: string;
  start: number | null;
  end: number | null;
}

/**
 * The field in use when a search started. The form remounts with the new query (it is keyed by it), so this
 * lives outside it: the new form's field gets focus back, and the text typed since the search started.
 */
let pending: Focus | undefined;

const isField = (el: unknown): el is Field => el instanceof HTMLInputElement || el instanceof HTMLSelectElement;

function snapshot(el: Field): Focus {
  const text = el instanceof HTMLInputElement;
  return {
    name: el.name,
    value: el.value,
    start: text ? el.selectionStart : null,
    end: text ? el.selectionEnd : null,
  };
}

/** Whether a select of the form shows another option than the server rendered (changed before this script ran). */
function pickedBeforeScript(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll("select")].some((select) => {
    // The server's choice: the option it marked selected, else the first (what a browser shows then).
    const rendered = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    return rendered !== undefined && select.value !== rendered.value;
  });
}

export function CleanSubmit({ formId }: { formId: string }) {
  const router = useRouter();
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = (typing: boolean) => {
      clearTimeout(timer);
      const active = document.activeElement;
      pending = isField(active) && form.contains(active) ? snapshot(active) : undefined;
      const search = new URLSearchParams();
      for (const [key, raw] of new FormData(form)) {
        const value = typeof raw === "string" ? raw.trim() : "";
        if (value) search.set(key, value);
      }
      const text = search.toString();
      const href = text ? `/?${text}` : "/";
      // Each typed letter is not a page of its own in the history: typing replaces the URL and asks the search
      // itself (the form stays as typed); a filter or Enter pushes a page the server renders.
      if (typing) {
        pending = undefined;
        window.history.replaceState(window.history.state, "", href);
        void searchLive(href, catalogPageSize);
      } else router.push(href);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => go(true), typingPause);
    };

    if (pending) {
      const field = form.elements.namedItem(pending.name);
      if (isField(field)) {
        if (field instanceof HTMLInputElement && field.value !== pending.value) {
          field.value = pending.value;
          schedule();
        }
        field.focus();
        if (field instanceof HTMLInputElement && pending.start !== null) {
          field.setSelectionRange(pending.start, pending.end);
        }
      }
      pending = undefined;
    }

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      go(false);
    };
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement) go(false);
    };
    const onInput = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.type !== "search") return;
      // A search in flight: the new form takes this text, not the one the search started with.
      if (pending?.name === target.name) pending = snapshot(target);
      schedule();
    };
    form.addEventListener("submit", onSubmit);
    form.addEventListener("change", onChange);
    form.addEventListener("input", onInput);
    // A filter picked while the page was still loading met no listener: the page it asked for opens now.
    if (pickedBeforeScript(form)) go(false);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("change", onChange);
      form.removeEventListener("input", onInput);
    };
  }, [formId, router]);
  return null;
}
