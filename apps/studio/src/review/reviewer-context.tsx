"use client";
// Who reviews, when sign-in is configured (DECISIONS.md 13): the signed-in account's name, or null for nobody
// signed in. Undefined: the studio is open (or reviews are anonymous) and the form asks for a display name.
import { createContext } from "react";

export type Reviewer = { name: string | null } | undefined;

export const ReviewerContext = createContext<Reviewer>(undefined);
