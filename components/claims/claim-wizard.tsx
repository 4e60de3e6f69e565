"use client";
/**
 * ClaimWizard: the claim form of spec 01 §2 "Claim form" and §4 "Claim wizard" on the kit's
 * Wizard (as="page", 750 px): General, then one step per chosen claim type sorted by type;
 * Continue is enabled when the step's rules (lib/claim-rules.ts, the API's own) hold; every reset
 * is the reducer of lib/claim-wizard-state.ts. Deselecting a type whose section holds data asks
 * first. Save asks, then creates (POST /claims) or updates (PUT /claims/{id} with the version it
 * was based on; a stale one answers 409: the toast says so and StaleVersionNotice offers Reload, which
 * loads the current claim keeping the fields the agent changed, lib/rebase-edit.ts), and returns to the order.
 * Props: claimId (null: new claim), orderId, orderPath, fulfillmentId, petId, petName,
 * customerName, customerEmail, product (the rules' ClaimProduct), conversationPrefix.
 */
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { isStaleVersionError, StaleVersionNotice } from "@/components/ui/stale-version-notice";
import { Wizard, type WizardStep } from "@/components/ui/wizard";
import { callApi, serverMessage } from "@/lib/client/api";
import { CLAIM_MESSAGES, CLAIM_STEP_TITLES, claimSteps, claimTypeHasData, claimTypesOffered, GENERAL_STEP_TITLE, validateStep, type ClaimProduct, type ClaimRuleContext } from "@/lib/claim-rules";
import { CLAIM_TEXTS } from "@/lib/claim-texts";
import { claimReducer, emptyClaimForm, type ClaimAction } from "@/lib/claim-wizard-state";
import { claimFromForm, claimToForm, STALE_CLAIM_MESSAGE, type ClaimBodyInput, type ClaimForm } from "@/lib/contract/claims";
import { endpoints } from "@/lib/contract/endpoints";
import type { ClaimType } from "@/lib/enums";
import { rebaseEdit } from "@/lib/rebase-edit";
import {
  AdverseReactionSection,
  FeedingGuideSection,
  GeneralSection,
  MispackSection,
  OrderManifestSection,
  ProductQualitySection,
  RoofSection,
  WarmBoxSection,
  type SectionProps,
} from "./claim-sections";

type ClaimTypeValue = z.infer<typeof ClaimType>;

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

/** Messages that describe a value already entered show at once; "required"-type ones once the field was touched. */
const ALWAYS_SHOWN: readonly string[] = [
  CLAIM_MESSAGES.gladlyUrl,
  CLAIM_MESSAGES.noResolutionAlone,
  CLAIM_MESSAGES.lotCode,
  CLAIM_MESSAGES.mispackQtyAdded,
  CLAIM_MESSAGES.mispackQtyOwn,
  CLAIM_MESSAGES.mispackSame,
  CLAIM_MESSAGES.vetBillDecimals,
];

const touchedPathOf = (action: ClaimAction): string | null => {
  switch (action.type) {
    case "set":
      return action.field;
    case "setVetVisit":
      return "adverseReactionVetVisitRequired";
    case "setBillRequested":
      return "adverseReactionVetBillRequested";
    case "toggleSymptom":
      return "adverseReactionSymptoms";
    case "toggleItem":
    case "setLotCode":
      return action.target.field === "productQualityIssues" ? `productQualityIssues.${action.target.index}.lot_codes` : action.target.field;
    case "setMispackKnown":
      return "mispackHaveInformationOnWhatWasReceived";
    case "setIssueType":
      return `productQualityIssues.${action.index}.issue_type`;
    case "setSubIssue":
      return `productQualityIssues.${action.index}.sub_issue`;
    case "setIssueNotes":
      return `productQualityIssues.${action.index}.notes`;
    default:
      return null;
  }
};

export function ClaimWizard(props: ClaimWizardProps) {
  const { claimId, orderId, orderPath, product } = props;
  const router = useRouter();
  const initial = useMemo(() => emptyClaimForm({ productCode: product.code, fulfillmentId: props.fulfillmentId, petId: props.petId }), [product.code, props.fulfillmentId, props.petId]);
  const [form, setForm] = useState<ClaimForm>(initial);
  const [loaded, setLoaded] = useState<ClaimForm>(initial);
  const [version, setVersion] = useState<number | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [loading, setLoading] = useState(claimId !== null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [pendingRemoval, setPendingRemoval] = useState<ClaimTypeValue | null>(null);
  const [removing, setRemoving] = useState(false);
  const [done, setDone] = useState(false);
  const [skus, setSkus] = useState<string[]>([]);
  const [skusLoading, setSkusLoading] = useState(true);
  const leaving = useRef(false);

  const ctx: ClaimRuleContext = { product, conversationPrefix: props.conversationPrefix };
  const offered = claimTypesOffered(product);

  useEffect(() => {
    if (claimId === null) return;
    let cancelled = false;
    callApi(endpoints.getClaim, { params: { id: claimId } })
      .then((claim) => {
        if (cancelled) return;
        if (claim.order_id !== orderId || claim.fulfillment_id !== props.fulfillmentId || claim.product_code !== product.code || claim.pet_id !== props.petId) {
          throw new Error("claim of another product");
        }
        const f = claimToForm(claim);
        setForm(f);
        setLoaded(f);
        setVersion(claim.version);
        setLoading(false);
      })
      .catch(() => {
        if (cancelled) return;
        toast.error(CLAIM_TEXTS.noRelatedProduct);
        router.replace(orderPath);
      });
    return () => {
      cancelled = true;
    };
  }, [claimId, orderId, orderPath, product.code, props.fulfillmentId, props.petId, router]);

  useEffect(() => {
    let cancelled = false;
    callApi(endpoints.listItemSkus)
      .then((list) => !cancelled && setSkus(list))
      .catch((error: unknown) => !cancelled && toast.error(serverMessage(error)))
      .finally(() => !cancelled && setSkusLoading(false));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (done && !leaving.current) {
      leaving.current = true;
      router.push(orderPath);
      router.refresh();
    }
  }, [done, orderPath, router]);

  const dispatch = (action: ClaimAction) => {
    setForm((f) => claimReducer(f, action));
    const path = touchedPathOf(action);
    if (path) setTouched((t) => new Set(t).add(path));
  };

  const errorsByStep = (step: "GENERAL" | ClaimTypeValue) => validateStep(step, form, ctx);
  const visibleError = (errors: Record<string, string[]>) => (path: string) => {
    const message = errors[path]?.[0];
    if (!message) return undefined;
    const top = path.split(".")[0]!;
    if (ALWAYS_SHOWN.includes(message) || touched.has(path) || touched.has(top)) return message;
    // A per-item lot code or a quality issue's field shows once its issue's lot codes / field was touched.
    for (const t of touched) if (path.startsWith(`${t}.`)) return message;
    return undefined;
  };

  const onClaimTypesChange = (values: ClaimTypeValue[]) => {
    setTouched((t) => new Set(t).add("claimTypes"));
    for (const added of values.filter((v) => !form.claimTypes.includes(v))) dispatch({ type: "addClaimType", claimType: added });
    for (const removed of form.claimTypes.filter((t) => !values.includes(t))) {
      if (claimTypeHasData(form, removed)) setPendingRemoval(removed);
      else dispatch({ type: "removeClaimType", claimType: removed });
    }
  };

  const sectionOf = (step: ClaimTypeValue, sp: SectionProps) => {
    switch (step) {
      case "ADVERSE_REACTION":
        return <AdverseReactionSection {...sp} />;
      case "FEEDING_GUIDE":
        return <FeedingGuideSection {...sp} />;
      case "MISPACK":
        return <MispackSection {...sp} skus={skus} skusLoading={skusLoading} />;
      case "ORDER_MANIFEST":
        return <OrderManifestSection {...sp} />;
      case "PRODUCT_QUALITY":
        return <ProductQualitySection {...sp} />;
      case "ROOF":
        return <RoofSection {...sp} />;
      case "WARM_BOX":
        return <WarmBoxSection {...sp} />;
    }
  };

  const steps: WizardStep[] = claimSteps(form.claimTypes).map((id) => {
    const errors = errorsByStep(id);
    const sp: SectionProps = { form, dispatch, error: visibleError(errors), product };
    return {
      id,
      title: id === "GENERAL" ? GENERAL_STEP_TITLE : CLAIM_STEP_TITLES[id],
      valid: Object.keys(errors).length === 0,
      content: id === "GENERAL" ? <GeneralSection {...sp} offered={offered} onClaimTypesChange={onClaimTypesChange} /> : sectionOf(id, sp),
    };
  });

  /** After a 409: the current claim and version; the fields the agent changed keep the agent's values. */
  const reloadClaim = async () => {
    if (claimId === null) return;
    try {
      const claim = await callApi(endpoints.getClaim, { params: { id: claimId } });
      const current = claimToForm(claim);
      setForm(rebaseEdit(form, loaded, current));
      setLoaded(current);
      setVersion(claim.version);
    } catch (error) {
      toast.error(CLAIM_TEXTS.updateFailed(serverMessage(error)));
    }
  };

  const save = async () => {
    const body = { ...claimFromForm(form), order_id: orderId } as ClaimBodyInput;
    try {
      if (claimId === null) {
        await callApi(endpoints.createClaim, { body });
        toast.success(CLAIM_TEXTS.saved);
      } else {
        await callApi(endpoints.updateClaim, { params: { id: claimId }, body: { ...body, version: version ?? 0 } });
        toast.success(CLAIM_TEXTS.updated);
      }
      setDone(true);
    } catch (error) {
      const text = serverMessage(error);
      if (isStaleVersionError(error)) {
        toast.error(CLAIM_TEXTS.updateFailed(STALE_CLAIM_MESSAGE));
        setStale(STALE_CLAIM_MESSAGE);
      } else toast.error(claimId === null ? CLAIM_TEXTS.saveFailed(text) : CLAIM_TEXTS.updateFailed(text));
    }
  };

  const heading = claimId === null ? CLAIM_TEXTS.createTitle : CLAIM_TEXTS.updateTitle;
  if (loading) {
    return (
      <div className="mx-auto flex max-w-[750px] items-center justify-center py-16">
        <Spinner label="Loading claim" />
      </div>
    );
  }
  const dirty = !done && JSON.stringify(form) !== JSON.stringify(loaded);

  return (
    <>
      <Wizard
        as="page"
        width={750}
        saveOnFirstStep={false}
        title={heading}
        steps={steps}
        dirty={dirty}
        onSave={save}
        onClose={() => {
          setDone(true);
        }}
        confirmSave={{
          title: claimId === null ? CLAIM_TEXTS.saveQuestionCreate : CLAIM_TEXTS.saveQuestionUpdate,
          message: CLAIM_TEXTS.saveMessage,
          confirmLabel: "Save",
        }}
        header={(step) => (
          <>
            {stale ? (
              <div className="mb-4">
                <StaleVersionNotice message={stale} onReloading={() => setStale(null)} onReload={() => void reloadClaim()} reloadLabel={CLAIM_TEXTS.reload} />
              </div>
            ) : null}
            <dl className="mb-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium text-slate-600">Step</dt>
              <dd className="text-slate-900" data-testid="claim-step-name">
                {step?.title}
              </dd>
              <dt className="font-medium text-slate-600">Customer</dt>
              <dd className="text-slate-900">
                {props.customerName} ({props.customerEmail})
              </dd>
              <dt className="font-medium text-slate-600">Pet</dt>
              <dd className="text-slate-900">{props.petName}</dd>
              <dt className="font-medium text-slate-600">Product</dt>
              <dd className="text-slate-900">
                {product.code} · {product.name}
              </dd>
            </dl>
          </>
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
