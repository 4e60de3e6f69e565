"use client";
/**
 * The Dogs & Plans panel's working surface (issue 8): the table, the
 * "Add a New Dog" wizard, each dog's "Update dog" wizard, the Status column's actions (an ACTIVE
 * dog's edit link opens Cancel Plan; a CANCELLED dog's link marks it Deceased_to_not_list after a
 * confirmation, hiding it from the customer portal) and "PET NOT FOUND" for a `?pet=` id that is not
 * one of the customer's dogs.
 * Props: customerId; rows (lib/customers/display dogsAndPlans); pets and plans (the account's);
 *   options (GET pet_form_options, null when it could not load: "Add a New Dog" and "Update dog" stay
 *   shown but unavailable, with lib/customers/messages PET_FORM_OPTIONS_UNAVAILABLE as their reason,
 *   and a `?pet=` link shows that sentence where its Update Dog would open);
 *   focusPetId: the page's `?pet=` (opens that dog's Update Dog, unless it is marked
 *   Deceased_to_not_list: canUpdateDog), or null; canEdit: the role may;
 *   timeZone: the configured business time zone (BUSINESS_TIME_ZONE, from the server config): the dog
 *   form's birth year and month are today's there; today?: the business day the page was rendered on
 *   in that zone (Add a New Dog's first shipment date).
 */
import { useCallback, useMemo, useState } from "react";
import { ButtonWithReason } from "@/components/ui/button-with-reason";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { Notice } from "@/components/ui/notice";
import { callApi, serverMessage } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { canUpdateDog, PET_NOT_FOUND, type PetDto, type PetFormOptionsDto, type PetPlanDto } from "@/lib/contract/pets";
import type { DogPlanRow } from "@/lib/customers/display";
import { PET_FORM_OPTIONS_UNAVAILABLE } from "@/lib/customers/messages";
import { DECEASED_ERROR_PREFIX, DECEASED_SET_TEXT, PLAN_CHANGE_RELOAD_MS } from "@/lib/pet-form";
import { DogsPlansTable, type DogActions } from "./dogs-plans-table";

// The wizards' code is fetched when one is first opened (issue 23).
const AddDogWizard = lazyDialog(() => import("./add-dog-wizard").then((m) => m.AddDogWizard));
const CancelPlanWizard = lazyDialog(() => import("./cancel-plan-wizard").then((m) => m.CancelPlanWizard));
const UpdateDogWizard = lazyDialog(() => import("./update-dog-wizard").then((m) => m.UpdateDogWizard));

type Open = { kind: "add" } | { kind: "update" | "cancel" | "deceased"; petId: string } | null;

export function DogsPlansSection({
  customerId,
  rows,
  pets,
  plans,
  options,
  focusPetId,
  canEdit,
  canAddDog = canEdit,
  timeZone,
  today,
}: {
  customerId: number;
  rows: DogPlanRow[];
  pets: PetDto[];
  plans: PetPlanDto[];
  options: PetFormOptionsDto | null;
  focusPetId: string | null;
  canEdit: boolean;
  /** Add a New Dog is offered (default `canEdit`; not on an account whose personal data was deleted). */
  canAddDog?: boolean;
  timeZone: string;
  today?: string;
}) {
  const focused = focusPetId ? pets.find((p) => p.id === focusPetId) : undefined;
  // A dog marked Deceased_to_not_list has no Update Dog (canUpdateDog), from `?pet=` either.
  const [open, setOpen] = useState<Open>(() => (focused && canUpdateDog(focused) && canEdit && options ? { kind: "update", petId: focused.id } : null));
  // Each opening starts a fresh dialog.
  const [generation, setGeneration] = useState(0);
  const show = useCallback((o: Open) => {
    setGeneration((g) => g + 1);
    setOpen(o);
  }, []);
  const close = () => setOpen(null);
  const pet = open && open.kind !== "add" ? pets.find((p) => p.id === open.petId) : undefined;
  const planOf = (p: PetDto) => plans.find((x) => x.id === p.pet_plan) ?? null;

  // Without the form's options the dog forms cannot open: their buttons stay, unavailable, saying why.
  const formUnavailable = options ? null : PET_FORM_OPTIONS_UNAVAILABLE;
  // Stable across renders: the table builds its columns once for them (DogsPlansTable).
  const actions = useMemo<DogActions | undefined>(
    () =>
      canEdit
        ? {
            onUpdate: (id) => show({ kind: "update", petId: id }),
            updateUnavailable: formUnavailable,
            onCancel: (id) => show({ kind: "cancel", petId: id }),
            onDeceased: (id) => show({ kind: "deceased", petId: id }),
          }
        : undefined,
    [canEdit, formUnavailable, show],
  );

  return (
    <div className="space-y-3">
      {focusPetId && !focused ? (
        <Notice tone="error" data-testid="pet-not-found">
          {PET_NOT_FOUND}
        </Notice>
      ) : null}
      {focused && canUpdateDog(focused) && canEdit && formUnavailable ? (
        <Notice tone="error" data-testid="pet-form-options-failed">
          {formUnavailable}
        </Notice>
      ) : null}
      {canAddDog ? (
        <div className="flex justify-end">
          <ButtonWithReason onClick={() => show({ kind: "add" })} unavailable={formUnavailable}>
            Add a New Dog
          </ButtonWithReason>
        </div>
      ) : null}
      <DogsPlansTable rows={rows} actions={actions} />
      {open?.kind === "add" && options ? <AddDogWizard key={generation} open onClose={close} customerId={customerId} options={options} timeZone={timeZone} today={today} /> : null}
      {open?.kind === "update" && pet && canUpdateDog(pet) && options ? (
        <UpdateDogWizard key={generation} open onClose={close} customerId={customerId} pet={pet} plan={planOf(pet)} options={options} timeZone={timeZone} />
      ) : null}
      {open?.kind === "cancel" && pet ? <CancelPlanWizard key={generation} open onClose={close} customerId={customerId} pet={pet} plan={planOf(pet)} /> : null}
      {open?.kind === "deceased" && pet ? (
        <ConfirmActionDialog
          open
          onClose={close}
          title={`Mark ${pet.name} Deceased_to_not_list?`}
          message={`${pet.name} will be hidden from the customer portal and never mentioned to the customer again. This cannot be undone here.`}
          confirmLabel="Mark Deceased_to_not_list"
          destructive
          refresh={false}
          action={() => callApi(endpoints.updatePet, { params: { id: pet.id }, body: { status: "DECEASED_TO_NOT_LIST", version: pet.version } })}
          successText={() => DECEASED_SET_TEXT}
          errorText={(error) => `${DECEASED_ERROR_PREFIX}${serverMessage(error)}`}
          onDone={() => window.setTimeout(() => window.location.reload(), PLAN_CHANGE_RELOAD_MS)}
        />
      ) : null}
    </div>
  );
}
