"use client";
/** The Warm box step: the silver bag and the cooling found in the box. */
import { RadioGroup } from "@/components/ui/radio-group";
import { BagAnswer, Cooling } from "@/lib/enums";
import { optionsOf, setField, type SectionProps } from "./section-props";

export function WarmBoxSection({ form, dispatch, error }: SectionProps) {
  return (
    <div className="space-y-4">
      <RadioGroup legend="Was the food inside the silver bag?" value={form.warmBoxFoodInsideSilverBag} options={optionsOf(BagAnswer.options)} onValueChange={setField(dispatch, "warmBoxFoodInsideSilverBag")} error={error("warmBoxFoodInsideSilverBag")} />
      <RadioGroup legend="Was the silver bag sealed?" value={form.warmBoxSilverBagSealed} options={optionsOf(BagAnswer.options)} onValueChange={setField(dispatch, "warmBoxSilverBagSealed")} error={error("warmBoxSilverBagSealed")} />
      <RadioGroup
        legend="Was a gel pack or dry ice present?"
        value={form.warmBoxGelPackOrDryIcePresent}
        options={optionsOf(Cooling.options)}
        onValueChange={setField(dispatch, "warmBoxGelPackOrDryIcePresent")}
        error={error("warmBoxGelPackOrDryIcePresent")}
      />
    </div>
  );
}
