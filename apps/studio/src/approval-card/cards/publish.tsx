"use client";
// The publish card's layout: target and visibility, then every other field.
import { type CardLayoutProps, RoleLayout } from "./card-parts";

export function PublishCard({ card }: CardLayoutProps) {
  return (
    <RoleLayout
      card={card}
      parts={[
        ["target", "Target"],
        ["visibility", "Visibility"],
      ]}
    />
  );
}
