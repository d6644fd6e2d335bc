// Each preview kind's layout, keyed by core's kinds: a kind the spec adds is a compile error until it has one.
import type { PreviewKind } from "@packstudio/core";
import type { ComponentType } from "react";
import type { CardLayoutProps } from "./card-parts";
import { EventCard } from "./event";
import { FieldsCard } from "./fields";
import { MessageCard } from "./message";
import { PaymentCard } from "./payment";
import { PublishCard } from "./publish";

export const cardLayouts: Record<PreviewKind, ComponentType<CardLayoutProps>> = {
  payment: PaymentCard,
  message: MessageCard,
  event: EventCard,
  publish: PublishCard,
  // Removal and record name no parts (core's roles): all their fields in one table; a removal is marked
  // destructive by the card around it.
  removal: FieldsCard,
  record: FieldsCard,
  fields: FieldsCard,
};
