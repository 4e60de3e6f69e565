"use client";
/** The content of one claim wizard step: the General section or the section of a claim type (components/claims/sections). */
import type { Load } from "@/components/ui/load-status";
import type { ClaimType } from "@/lib/enums";
import { AdverseReactionSection } from "./sections/adverse-reaction-section";
import { FeedingGuideSection } from "./sections/feeding-guide-section";
import { GeneralSection } from "./sections/general-section";
import { MispackSection } from "./sections/mispack-section";
import { OrderManifestSection } from "./sections/order-manifest-section";
import { ProductQualitySection } from "./sections/product-quality-section";
import { RoofSection } from "./sections/roof-section";
import type { SectionProps } from "./sections/section-props";
import { WarmBoxSection } from "./sections/warm-box-section";

type ClaimTypeValue = ClaimType;

export interface StepExtras {
  offered: readonly ClaimTypeValue[];
  onClaimTypesChange: (values: ClaimTypeValue[]) => void;
  /** GET items/skus (the Mispack step's picker), as a Load (components/ui/load-status.tsx). */
  skus: Load<string[]>;
  /** The environment's conversation-host prefix (the URL field's hint shows the expected form). */
  conversationPrefix: string;
}

export function ClaimStepContent({ step, extras, ...sp }: SectionProps & { step: "GENERAL" | ClaimTypeValue; extras: StepExtras }) {
  switch (step) {
    case "GENERAL":
      return <GeneralSection {...sp} offered={extras.offered} onClaimTypesChange={extras.onClaimTypesChange} conversationPrefix={extras.conversationPrefix} />;
    case "ADVERSE_REACTION":
      return <AdverseReactionSection {...sp} />;
    case "FEEDING_GUIDE":
      return <FeedingGuideSection {...sp} />;
    case "MISPACK":
      return <MispackSection {...sp} skus={extras.skus} />;
    case "ORDER_MANIFEST":
      return <OrderManifestSection {...sp} />;
    case "PRODUCT_QUALITY":
      return <ProductQualitySection {...sp} />;
    case "ROOF":
      return <RoofSection {...sp} />;
    case "WARM_BOX":
      return <WarmBoxSection {...sp} />;
  }
}
