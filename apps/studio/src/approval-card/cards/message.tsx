"use client";
// The message card's layout: to and subject, the body as a block, then every other field.
import { type CardLayoutProps, RoleLayout } from "./card-parts";

export function MessageCard({ card }: CardLayoutProps) {
  return (
    <RoleLayout
      card={card}
      parts={[
        ["to", "To"],
        ["subject", "Subject"],
      ]}
      body="body"
    />
  );
}
