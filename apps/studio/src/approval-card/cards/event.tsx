"use client";
// The event card's layout: when and where, then every other field.
import { type CardLayoutProps, RoleLayout } from "./card-parts";

export function EventCard({ card }: CardLayoutProps) {
  return (
    <RoleLayout
      card={card}
      parts={[
        ["when", "When"],
        ["where", "Where"],
      ]}
    />
  );
}
