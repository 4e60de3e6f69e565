"use client";
/** The ROOF step: packs per day for a fresh-frozen product, else the scoop questions; then the affected items. */
import { RadioGroup } from "@/components/ui/radio-group";
import { isFreshFrozen } from "@/lib/claim-rules";
import { YesNoUnknown } from "@/lib/enums";
import { ItemsAffected } from "./items-affected";
import { optionsOf, setField, type SectionProps } from "./section-props";

export function RoofSection(props: SectionProps) {
  const { form, dispatch, error, product } = props;
  const yn = optionsOf(YesNoUnknown.options);
  return (
    <div className="space-y-4">
      {isFreshFrozen(product) ? (
        <RadioGroup
          legend="Did they feed the correct number of packs per day?"
          value={form.roofFreshFedCorrectNumberOfPacks}
          options={yn}
          onValueChange={setField(dispatch, "roofFreshFedCorrectNumberOfPacks")}
          error={error("roofFreshFedCorrectNumberOfPacks")}
        />
      ) : (
        <>
          <RadioGroup legend="Did they use the correct scoop?" value={form.roofUnkibbleUsedCorrectScoop} options={yn} onValueChange={setField(dispatch, "roofUnkibbleUsedCorrectScoop")} error={error("roofUnkibbleUsedCorrectScoop")} />
          <RadioGroup
            legend="Did they feed the correct number of scoops per day?"
            value={form.roofUnkibbleFedCorrectNumberOfScoops}
            options={yn}
            onValueChange={setField(dispatch, "roofUnkibbleFedCorrectNumberOfScoops")}
            error={error("roofUnkibbleFedCorrectNumberOfScoops")}
          />
          <RadioGroup legend="Did they level off the scoop?" value={form.roofUnkibbleLeveledOffScoop} options={yn} onValueChange={setField(dispatch, "roofUnkibbleLeveledOffScoop")} error={error("roofUnkibbleLeveledOffScoop")} />
        </>
      )}
      <ItemsAffected {...props} target={{ field: "roofLotCodes" }} />
    </div>
  );
}
