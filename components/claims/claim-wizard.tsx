"use client";
/**
 * ClaimWizard: the claim form (Submit new claim, Update claim) on the kit's
 * Wizard (as="page", 750 px): General, then one step per chosen claim type sorted by type, each
 * section one file of ./sections. The form is useZodForm with the contract's claimFormSchema
 * (./use-claim-form.ts); Continue is enabled when the step's rules (lib/claim-rules.ts, the API's
 * own) hold; every reset is the reducer of lib/claim-wizard-state.ts. Deselecting a type whose
 * section holds data asks first. Save asks, then creates (POST /claims) or updates (PUT /claims/{id}
 * with the version it was based on; a failure's toast is the Wizard's, "Failed to save claim: …" or
 * "Failed to update claim: …"; a stale one answers 409: the Wizard's StaleVersionNotice offers
 * Reload (its onReload), which loads the current claim keeping the agent's changes, each claim type
 * as a unit, lib/claim-wizard-state.ts rebaseClaimEdit; the notice stays and Save is busy until it
 * has loaded; when the merged claim breaks a rule, a warning names the step until the claim first
 * holds), and returns to the order.
 * Props: claimId (null: new claim), orderId, orderPath, fulfillmentId, petId, petName,
 * customerName, customerEmail, product (the rules' ClaimProduct), conversationPrefix.
 */
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useLeave } from "@/components/ui/use-leave";
import { Wizard, type WizardStep } from "@/components/ui/wizard";
import { callApi, callApiOnce, serverMessage } from "@/lib/client/api";
import { CLAIM_MESSAGES, CLAIM_STEP_TITLES, claimSteps, claimTypeHasData, claimTypesOffered, GENERAL_STEP_TITLE, validateStep, type ClaimProduct, type ClaimRuleContext } from "@/lib/claim-rules";
import { CLAIM_TEXTS } from "@/lib/claim-texts";
import { emptyClaimForm } from "@/lib/claim-wizard-state";
import { claimBelongsTo, claimTypeChanges, firstErrorMessage, firstInvalidStep } from "@/lib/claim-wizard-view";
import { claimFromForm, claimToForm, type ClaimBodyInput, type ClaimForm } from "@/lib/contract/claims";
import { endpoints } from "@/lib/contract/endpoints";
import type { ClaimType } from "@/lib/enums";
import { ClaimStepContent } from "./claim-step-content";
import { ClaimWizardHeader } from "./claim-wizard-header";
import { useClaimForm } from "./use-claim-form";
import { InfoTip } from "@/components/ui/tooltip";
import { useErrorToast } from "@/components/ui/error-toast";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { useLoad, withErrorToast } from "@/components/ui/load-status";

type ClaimTypeValue = ClaimType;

export interface ClaimWizardProps {
  claimId: number | null;
  orderId: string;
  orderPath: string;
  fulfillmentId: string;
  petId: string;
  petName: string;
  customerName: string;
  customerEmail: string;
  product: ClaimProduct;
  conversationPrefix: string;
}

export function ClaimWizard(props: ClaimWizardProps) {
  const { claimId, orderId, orderPath, product } = props;
  const router = useRouter();
  const initial = useMemo(() => emptyClaimForm({ productCode: product.code, fulfillmentId: props.fulfillmentId, petId: props.petId }), [product.code, props.fulfillmentId, props.petId]);
  const claim = useClaimForm(initial);
  const { values, dispatch, load } = claim;
  const [version, setVersion] = useState<number | null>(null);
  // After a Reload whose merged claim broke a rule: until the claim first holds, a warning names the step to check.
  const [reloadedInvalid, setReloadedInvalid] = useState(false);
  const [loading, setLoading] = useState(claimId !== null);
  const [pendingRemoval, setPendingRemoval] = useState<ClaimTypeValue | null>(null);
  const [removing, setRemoving] = useState(false);
  const [done, setDone] = useState(false);
  // The Mispack step's skus; a failure: the toast with the extracted message (spec 01), one however
  // often the wizard is opened (one per text), and the step's Try again.
  const skus = useLoad({}, withErrorToast(() => callApi(endpoints.listItemSkus), serverMessage));
  // From a successful Save (or the close) until the order is on screen: Save stays busy (useLeave), so a second Save cannot file the claim twice.
  const { leaving, leave } = useLeave();
  // Order-related (spec 01 §9: 120000 ms), as the order page's Delete claim and every other action of an order.
  const saveToast = useErrorToast(ORDER_TOAST);

  // An edit's stored claim: its lot-code items the product no longer packs stay accepted and listed (spec 01 §2 "Claims will remain editable").
  const stored = claimId === null ? null : claim.loaded;
  const ctx: ClaimRuleContext = { product, conversationPrefix: props.conversationPrefix, stored };

  useEffect(() => {
    if (claimId === null) return;
    let cancelled = false;
    callApi(endpoints.getClaim, { params: { id: claimId } })
      .then((answer) => {
        if (cancelled) return;
        if (!claimBelongsTo(answer, { orderId, fulfillmentId: props.fulfillmentId, productCode: product.code, petId: props.petId })) throw new Error("claim of another product");
        load(claimToForm(answer));
        setVersion(answer.version);
        setLoading(false);
      })
      .catch(() => {
        if (cancelled) return;
        toast.error(CLAIM_TEXTS.noRelatedProduct, ORDER_TOAST);
        router.replace(orderPath);
      });
    return () => {
      cancelled = true;
    };
  }, [claimId, load, orderId, orderPath, product.code, props.fulfillmentId, props.petId, router]);

  const onClaimTypesChange = (next: ClaimTypeValue[]) => {
    claim.touch("claimTypes");
    const { added, removed } = claimTypeChanges(values.claimTypes, next);
    for (const t of added) dispatch({ type: "addClaimType", claimType: t });
    for (const t of removed) {
      if (claimTypeHasData(values, t)) setPendingRemoval(t);
      else dispatch({ type: "removeClaimType", claimType: t });
    }
  };

  const extras = { offered: claimTypesOffered(product), onClaimTypesChange, skus, conversationPrefix: props.conversationPrefix };
  const steps: WizardStep[] = claimSteps(values.claimTypes).map((id) => {
    const errors = validateStep(id, values, ctx);
    return {
      id,
      title: id === "GENERAL" ? GENERAL_STEP_TITLE : CLAIM_STEP_TITLES[id],
      valid: Object.keys(errors).length === 0,
      // Why Continue or Save is disabled: the step's first message (issue 21).
      reason: Object.values(errors).flat()[0],
      // A click on the disabled Continue or Save: every message of the step under its field.
      explain: () => Object.keys(errors).forEach(claim.touch),
      content: <ClaimStepContent step={id} extras={extras} form={values} dispatch={dispatch} error={claim.errorFor(errors)} product={product} stored={stored} />,
    };
  });

  /** After a 409: the current claim and version; the fields the agent changed keep the agent's values. */
  const reloadClaim = async () => {
    if (claimId === null) return;
    try {
      const answer = await callApi(endpoints.getClaim, { params: { id: claimId } });
      const latest = claimToForm(answer);
      const merged = claim.rebase(latest);
      setVersion(answer.version);
      setReloadedInvalid(firstInvalidStep(merged, { ...ctx, stored: latest }) !== null);
    } catch (error) {
      // A failed read is the spec's fetch failure, not a failed save; the claim is still stale, so the notice and Reload stay (the Wizard's useStaleNotice).
      saveToast.show(error, CLAIM_TEXTS.fetchFailed);
      throw error;
    }
  };

  // After a Reload, a merged claim that breaks a rule says which step to check, until it first holds
  // (a later unfinished edit is the agent's own, not the reload's).
  const invalidAfterReload = reloadedInvalid ? firstInvalidStep(values, ctx) : null;
  if (reloadedInvalid && invalidAfterReload === null) setReloadedInvalid(false);

  // Spec 01 §8's words for a failed save: the Wizard's toast of a failed Save (a 409's too), and this wizard's own for a claim the schema refuses.
  const failedText = (text: string) => (claimId === null ? CLAIM_TEXTS.saveFailed(text) : CLAIM_TEXTS.updateFailed(text));

  // A failed call rejects: the Wizard shows its toast (errorText) and, for a 409, its notice with Reload (reloadClaim).
  const submit = async (parsed: ClaimForm) => {
    saveToast.clear();
    const body = { ...claimFromForm(parsed), order_id: orderId } as ClaimBodyInput;
    if (claimId === null) {
      // Once per intended claim (callApiOnce: the key follows the request), so a retry after a timeout does not file it twice.
      await callApiOnce(endpoints.createClaim, { body });
      toast.success(CLAIM_TEXTS.saved, ORDER_TOAST);
    } else {
      await callApi(endpoints.updateClaim, { params: { id: claimId }, body: { ...body, version: version ?? 0 } });
      toast.success(CLAIM_TEXTS.updated, ORDER_TOAST);
    }
    setDone(true);
    leave(orderPath);
  };
  // The contract's schema checks the claim before it is sent; a value it refuses fails the save like the API would
  // (one toast at a time: the next Save or Reload takes it away, ./error-toast.ts).
  const save = claim.form.handleSubmit(submit, (errors) => saveToast.show(null, failedText(firstErrorMessage(errors) ?? CLAIM_MESSAGES.required)));

  if (loading) {
    return (
      <div className="mx-auto flex max-w-[750px] items-center justify-center py-16">
        <Spinner label="Loading claim" />
      </div>
    );
  }

  return (
    <>
      <Wizard
        as="page"
        width={750}
        saveOnFirstStep={false}
        title={claimId === null ? CLAIM_TEXTS.createTitle : CLAIM_TEXTS.updateTitle}
        steps={steps}
        dirty={!done && claim.dirty}
        onSave={() => save()}
        onClose={() => {
          setDone(true);
          leave(orderPath);
        }}
        errorText={(error) => failedText(serverMessage(error))}
        toastOptions={ORDER_TOAST}
        onReload={reloadClaim}
        reloadLabel={CLAIM_TEXTS.reload}
        leaving={leaving}
        confirmSave={{
          title: CLAIM_TEXTS.saveQuestion,
          message: (
            <>
              {CLAIM_TEXTS.saveMessage} <InfoTip text={CLAIM_TEXTS.saveMessageHint} />
            </>
          ),
          confirmLabel: "Save",
        }}
        header={(step) => (
          <ClaimWizardHeader
            stepTitle={step?.title}
            warning={invalidAfterReload && CLAIM_TEXTS.reloadedInvalid(invalidAfterReload.title, invalidAfterReload.message)}
            customer={`${props.customerName} (${props.customerEmail})`}
            petName={props.petName}
            product={product}
          />
        )}
      />
      <ConfirmDialog
        open={pendingRemoval !== null}
        title={pendingRemoval ? CLAIM_TEXTS.removeQuestion(CLAIM_STEP_TITLES[pendingRemoval]) : ""}
        message={CLAIM_TEXTS.removeMessage}
        confirmLabel="Confirm"
        destructive
        busy={removing}
        onCancel={() => setPendingRemoval(null)}
        onConfirm={() => {
          if (!pendingRemoval) return;
          setRemoving(true);
          dispatch({ type: "removeClaimType", claimType: pendingRemoval });
          setPendingRemoval(null);
          setRemoving(false);
        }}
      />
    </>
  );
}
