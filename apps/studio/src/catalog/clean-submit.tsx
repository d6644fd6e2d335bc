"use client";
// With JavaScript: a changed filter searches at once, and the URL keeps only the parameters that say something.
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export function CleanSubmit({ formId }: { formId: string }) {
  const router = useRouter();
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const go = () => {
      const search = new URLSearchParams();
      for (const [key, raw] of new FormData(form)) {
        const value = typeof raw === "string" ? raw.trim() : "";
        if (value) search.set(key, value);
      }
      const text = search.toString();
      router.push(text ? `/?${text}` : "/");
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      go();
    };
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement) go();
    };
    form.addEventListener("submit", onSubmit);
    form.addEventListener("change", onChange);
    return () => {
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("change", onChange);
    };
  }, [formId, router]);
  return null;
}
