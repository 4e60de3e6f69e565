/**
 * Claims on the embedded API (issue 11): create, read, update, delete; every
 * cross-field rule refused even when the wizard is bypassed; the types offered per product;
 * product / fulfillment / pet / order belonging together; delete only for the first, second and
 * highest tiers; the stale-version 409; `has_claim`; the customer changelog. Both drivers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createClaimFixture, type ClaimFixture } from "@/server/backend/seed/claim-fixtures";
import { claims, customerChangelog, fulfillmentProducts, fulfillments, items, orders, productItems, products } from "@/server/backend/db/schema";
import { CLAIM_MESSAGES } from "@/lib/claim-rules";
import { STALE_CLAIM_MESSAGE } from "@/lib/contract/claims";
import { BELONGING_MESSAGES } from "@/server/backend/queries/claims";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import type { UncheckedArgs } from "../support/api-client";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";
import { CLAIM_CONVERSATION_URL, claimBody } from "../support/claim-body";

const TEAM = DEMO.team;
const ADMIN = DEMO.admin;
const OPS = DEMO.ops;
const ALL = DEMO.all;

describe(`claims API (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};
  let fresh: ClaimFixture;
  let unkibble: ClaimFixture;
  let snack: ClaimFixture;

  beforeAll(async () => {
    be = await createTestBackend();
    for (const email of [TEAM, ADMIN, OPS, ALL]) tokens[email] = await be.tokenFor(email);
    fresh = await createClaimFixture(be.db, "FRESH_MEAL");
    unkibble = await createClaimFixture(be.db, "UNKIBBLE_MEAL");
    snack = await createClaimFixture(be.db, "SNACK");
  });
  afterAll(async () => be?.close());

  /** The descriptor's call with any body (this file sends invalid ones on purpose) as `as`. */
  const call = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], as = TEAM) => {
    const res = await be.as({ token: tokens[as]! }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> & { [k: string]: unknown } };
  };
  const baseBody = claimBody;
  /** A valid claim on a snack (no feeding guide for it): an order manifest issue. */
  const snackBody = (f: ClaimFixture, over: Record<string, unknown> = {}) =>
    baseBody(f, { claim_types: ["ORDER_MANIFEST"], feeding_guide_issue_type: null, order_manifest_issue_type: "UNKNOWN", ...over });
  /** Every one of the seven types, valid, on the Fresh frozen meal. */
  const allSeven = (f: ClaimFixture) =>
    baseBody(f, {
      claim_types: ["ADVERSE_REACTION", "FEEDING_GUIDE", "MISPACK", "ORDER_MANIFEST", "PRODUCT_QUALITY", "ROOF", "WARM_BOX"],
      resolution_types: ["REFUND", "REPLACEMENT"],
      adverse_reaction_vet_visit_required: "YES",
      adverse_reaction_vet_bill_requested: true,
      adverse_reaction_vet_bill_cost: 150.25,
      adverse_reaction_symptoms: ["VOMIT", "OTHER"],
      adverse_reaction_additional_notes: "Lethargic",
      adverse_reaction_lot_codes: { [f.skus[0]!]: "L-1" },
      mispack_have_information_on_what_was_received: "YES",
      mispack_should_have_received: [{ [f.skus[0]!]: 4 }, { [f.skus[1]!]: 1 }],
      mispack_actually_received: [{ [f.skus[0]!]: 3 }, { [f.skus[1]!]: 1 }],
      order_manifest_issue_type: "PRINTING_ISSUE",
      product_quality_issues: [{ issue_type: "DAMAGED_PRODUCT", sub_issue: "PACK_RIPPED", notes: null, lot_codes: { [f.skus[0]!]: "L-2" } }],
      roof_fresh_fed_correct_number_of_packs: "NO",
      roof_lot_codes: { [f.skus[0]!]: "L-3" },
      warm_box_food_inside_silver_bag: "YES",
      warm_box_silver_bag_sealed: "NO",
      warm_box_gel_pack_or_dry_ice_present: "DRY_ICE",
    });

  it("creates, reads, lists, updates and deletes a claim with all seven types; has_claim and the changelog follow", async () => {
    const created = await call(endpoints.createClaim, { body: allSeven(fresh) });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(created.json).toMatchObject({ order_id: fresh.orderId, version: 1, adverse_reaction_vet_bill_cost: 150.25, warm_box_gel_pack_or_dry_ice_present: "DRY_ICE", created_by: TEAM });
    expect((await be.db.select().from(orders).where(eq(orders.id, fresh.orderId)))[0]!.hasClaim).toBe(true);

    const read = await call(endpoints.getClaim, { params: { id } });
    expect(read.status).toBe(200);
    expect(read.json.mispack_actually_received).toEqual([{ [fresh.skus[0]!]: 3 }, { [fresh.skus[1]!]: 1 }]);
    expect(read.json.product_quality_issues).toEqual([{ issue_type: "DAMAGED_PRODUCT", sub_issue: "PACK_RIPPED", notes: null, lot_codes: { [fresh.skus[0]!]: "L-2" } }]);

    const list = await call(endpoints.listOrderClaims, { params: { orderId: fresh.orderId } });
    expect(list.json).toEqual([
      {
        claim_id: id,
        fulfillment_id: fresh.fulfillmentId,
        product_id: fresh.productCode,
        pet_id: fresh.petId,
        version: 1,
        // Issue 22: what the claims table shows.
        claim_types: read.json.claim_types,
        resolution_types: read.json.resolution_types,
        created: read.json.created,
        last_updated: read.json.last_updated,
        created_by: read.json.created_by,
      },
    ]);

    const updated = await call(endpoints.updateClaim, { params: { id }, body: { ...allSeven(fresh), order_manifest_issue_type: "UNKNOWN", version: 1 } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ version: 2, order_manifest_issue_type: "UNKNOWN" });

    const log = await be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, fresh.id)).orderBy(customerChangelog.id);
    expect(log.map((l) => [l.action, l.objectType, l.objectId, l.staffEmail])).toEqual([
      ["CREATE", "claim", String(id), TEAM],
      ["UPDATE", "claim", String(id), TEAM],
    ]);
    expect(log[1]!.changes).toEqual({ order_manifest_issue_type: { old: "PRINTING_ISSUE", new: "UNKNOWN" } });

    const deleted = await call(endpoints.deleteClaim, { params: { id } }, ADMIN);
    expect(deleted.status).toBe(200);
    expect((await call(endpoints.getClaim, { params: { id } })).status).toBe(404);
    expect((await be.db.select().from(orders).where(eq(orders.id, fresh.orderId)))[0]!.hasClaim).toBe(false);
    const after = await be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, fresh.id)).orderBy(customerChangelog.id);
    expect(after.at(-1)).toMatchObject({ action: "DELETE", objectType: "claim", objectId: String(id), staffEmail: ADMIN });
  });

  it("a claim saved unchanged writes nothing: same version, no changelog entry (was: an UPDATE entry with no field, shown as 'Claim N updated: ')", async () => {
    const created = await call(endpoints.createClaim, { body: allSeven(fresh) });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const entries = async () => (await be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, fresh.id))).filter((l) => l.objectId === String(id));
    expect(await entries()).toHaveLength(1);
    // The same body again (its objects' keys in the wizard's order, not jsonb's).
    const same = await call(endpoints.updateClaim, { params: { id }, body: { ...allSeven(fresh), version: 1 } });
    expect(same.status).toBe(200);
    expect(same.json).toMatchObject({ id, version: 1, last_updated: created.json.last_updated });
    expect((await be.db.select().from(claims).where(eq(claims.id, id)))[0]!.version).toBe(1);
    expect(await entries()).toHaveLength(1);
    // A real change is still one entry, with only the field that changed.
    const changed = await call(endpoints.updateClaim, { params: { id }, body: { ...allSeven(fresh), adverse_reaction_additional_notes: "Better now", version: 1 } });
    expect(changed.json).toMatchObject({ version: 2 });
    expect((await entries()).at(-1)!.changes).toEqual({ adverse_reaction_additional_notes: { old: "Lethargic", new: "Better now" } });
  });

  it("a claim type, resolution type or symptom sent twice is kept once (a multi-select's values; was: stored twice, two chips)", async () => {
    const { status, json } = await call(endpoints.createClaim, {
      body: baseBody(unkibble, { claim_types: ["FEEDING_GUIDE", "FEEDING_GUIDE"], resolution_types: ["REFUND", "REPLACEMENT", "REFUND"] }),
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ claim_types: ["FEEDING_GUIDE"], resolution_types: ["REFUND", "REPLACEMENT"] });
    const stored = (await be.db.select().from(claims).where(eq(claims.id, json.id as number)))[0]!;
    expect(stored).toMatchObject({ claimTypes: ["FEEDING_GUIDE"], resolutionTypes: ["REFUND", "REPLACEMENT"] });
    const twice = allSeven(fresh);
    const all = await call(endpoints.createClaim, { body: { ...twice, adverse_reaction_symptoms: ["VOMIT", "OTHER", "VOMIT"] } });
    expect(all.status).toBe(201);
    expect(all.json.adverse_reaction_symptoms).toEqual(["VOMIT", "OTHER"]);
  });

  it("a vet bill with more than 2 decimals is cut, not refused or rounded (spec 01 §5 'more are ignored'; was: 400 'Ensure that there are no more than 2 decimal places.')", async () => {
    const bill = (cost: unknown) =>
      baseBody(unkibble, {
        claim_types: ["ADVERSE_REACTION"],
        feeding_guide_issue_type: null,
        adverse_reaction_vet_visit_required: "YES",
        adverse_reaction_vet_bill_requested: true,
        adverse_reaction_vet_bill_cost: cost,
        adverse_reaction_symptoms: ["VOMIT"],
        adverse_reaction_lot_codes: { [unkibble.skus[0]!]: "A1 12345" },
      });
    const created = await call(endpoints.createClaim, { body: bill(12.345) });
    expect(created.status).toBe(201);
    expect(created.json.adverse_reaction_vet_bill_cost).toBe(12.34);
    const id = created.json.id as number;
    expect((await be.db.select().from(claims).where(eq(claims.id, id)))[0]!.adverseReactionVetBillCost).toBe(12.34);
    const updated = await call(endpoints.updateClaim, { params: { id }, body: { ...bill(99.999), version: 1 } });
    expect(updated.status).toBe(200);
    expect(updated.json.adverse_reaction_vet_bill_cost).toBe(99.99);
    // Still a number of at least 0.
    expect((await call(endpoints.createClaim, { body: bill(-0.001) })).json.adverse_reaction_vet_bill_cost).toEqual([CLAIM_MESSAGES.vetBillMinimum]);
    expect((await call(endpoints.createClaim, { body: bill("1e3") })).status).toBe(400);
  });

  it("mispack: the actual list is compared with the product's items (product_items), not with the expected list sent; a sku on several lines counts their sum", async () => {
    const [a, clip] = [unkibble.skus[0]!, unkibble.skus[1]!]; // the product packs 4 of a and 1 clip
    const mp = (over: Record<string, unknown>) =>
      call(endpoints.createClaim, { body: baseBody(unkibble, { claim_types: ["MISPACK"], feeding_guide_issue_type: null, mispack_have_information_on_what_was_received: "YES", mispack_should_have_received: [{ [a]: 4 }, { [clip]: 1 }], ...over }) });
    // A made-up expected list does not let the product's own list through as a mispack (was: 201).
    const madeUp = await mp({ mispack_should_have_received: [{ [a]: 3 }, { [clip]: 1 }], mispack_actually_received: [{ [a]: 4 }, { [clip]: 1 }] });
    expect(madeUp).toEqual({ status: 400, json: { mispack_should_have_received: [CLAIM_MESSAGES.mispackExpected], mispack_actually_received: [CLAIM_MESSAGES.mispackSame] } });
    expect((await mp({ mispack_should_have_received: null, mispack_actually_received: [{ [a]: 3 }, { [clip]: 1 }] })).json).toEqual({ mispack_should_have_received: [CLAIM_MESSAGES.mispackExpected] });
    // The product's list split over two lines is the product's list (was: the last line only, 2 ≠ 4, accepted).
    expect((await mp({ mispack_actually_received: [{ [a]: 2 }, { [a]: 2 }, { [clip]: 1 }] })).json).toEqual({ mispack_actually_received: [CLAIM_MESSAGES.mispackSame] });
    const extraClip = await mp({ mispack_actually_received: [{ [a]: 4 }, { [clip]: 1 }, { [clip]: 1 }] });
    expect(extraClip.status).toBe(201);
    expect(extraClip.json.mispack_should_have_received).toEqual([{ [a]: 4 }, { [clip]: 1 }]);
  });

  it("mispack: the expected list holds one sku a line, as the claim page shows it (hostile review finding 5; was: 201 for one line holding both skus, and Edit showed the first only)", async () => {
    const [a, clip] = [unkibble.skus[0]!, unkibble.skus[1]!];
    const body = (expected: unknown) =>
      baseBody(unkibble, {
        claim_types: ["MISPACK"],
        feeding_guide_issue_type: null,
        mispack_have_information_on_what_was_received: "YES",
        mispack_should_have_received: expected,
        mispack_actually_received: [{ [a]: 5 }, { [clip]: 2 }],
      });
    const before = await be.db.select().from(claims);
    for (const expected of [[{ [a]: 4, [clip]: 1 }], [{ [a]: 4 }, { [clip]: 1 }, {}]]) {
      const res = await call(endpoints.createClaim, { body: body(expected) });
      expect(res, JSON.stringify(expected)).toEqual({ status: 400, json: { mispack_should_have_received: [CLAIM_MESSAGES.mispackExpectedLine] } });
    }
    expect(await be.db.select().from(claims)).toEqual(before);
    const created = await call(endpoints.createClaim, { body: body([{ [a]: 4 }, { [clip]: 1 }]) });
    expect(created.status).toBe(201);
    // An edit cannot merge them either.
    const merged = await call(endpoints.updateClaim, { params: { id: created.json.id as number }, body: { ...body([{ [a]: 4, [clip]: 1 }]), version: 1 } });
    expect(merged).toEqual({ status: 400, json: { mispack_should_have_received: [CLAIM_MESSAGES.mispackExpectedLine] } });
  });

  it("a claim stays editable after one of its lot-code items leaves the product's items (spec 01 §2; was: 400 'This item is not one of the product's items.' on any save)", async () => {
    const f = await createClaimFixture(be.db, "UNKIBBLE_MEAL");
    const [v1, clip] = [f.skus[0]!, f.skus[1]!];
    const body = (over: Record<string, unknown> = {}) =>
      baseBody(f, {
        claim_types: ["ADVERSE_REACTION", "PRODUCT_QUALITY", "ROOF"],
        feeding_guide_issue_type: null,
        adverse_reaction_vet_visit_required: "NO",
        adverse_reaction_vet_bill_requested: false,
        adverse_reaction_symptoms: ["VOMIT"],
        adverse_reaction_lot_codes: { [v1]: "A1 12345" },
        product_quality_issues: [{ issue_type: "DAMAGED_PRODUCT", sub_issue: "PACK_RIPPED", notes: null, lot_codes: { [v1]: "MM 00001" } }],
        roof_unkibble_used_correct_scoop: "YES",
        roof_unkibble_fed_correct_number_of_scoops: "YES",
        roof_unkibble_leveled_off_scoop: "NO",
        roof_lot_codes: { [v1]: "A1 54321" },
        ...over,
      });
    const created = await call(endpoints.createClaim, { body: body() });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    // The product's mapping then packs a V2 bag instead of V1.
    const [product] = await be.db.select({ id: products.id }).from(products).where(eq(products.code, f.productCode));
    const [old] = await be.db.select({ id: items.id }).from(items).where(eq(items.sku, v1));
    const [v2] = await be.db.insert(items).values({ sku: `${v1}-V2`, name: "Bag V2", weightOz: 10, volume: 20, recipeId: "U-B" }).returning();
    await be.db.delete(productItems).where(and(eq(productItems.productId, product!.id), eq(productItems.itemId, old!.id)));
    await be.db.insert(productItems).values({ productId: product!.id, itemId: v2!.id, quantity: 4 });

    // Only the resolution type changes: saved.
    const edited = await call(endpoints.updateClaim, { params: { id }, body: { ...body({ resolution_types: ["REPLACEMENT"] }), version: 1 } });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ version: 2, resolution_types: ["REPLACEMENT"], adverse_reaction_lot_codes: { [v1]: "A1 12345" } });
    // A stored key may move to another quality issue, or be unticked.
    const moved = await call(endpoints.updateClaim, {
      params: { id },
      body: {
        ...body({
          adverse_reaction_lot_codes: { [clip]: "" },
          product_quality_issues: [
            { issue_type: "UNKNOWN", sub_issue: null, notes: null, lot_codes: { [clip]: "" } },
            { issue_type: "DAMAGED_PRODUCT", sub_issue: "PACK_RIPPED", notes: null, lot_codes: { [v1]: "MM 00001" } },
          ],
        }),
        version: 2,
      },
    });
    expect(moved.status).toBe(200);
    // Once unticked from adverse reaction, it is no longer the stored claim's there: refused again, as for a new claim.
    const back = await call(endpoints.updateClaim, { params: { id }, body: { ...body(), version: 3 } });
    expect(back).toEqual({ status: 400, json: { [`adverse_reaction_lot_codes.${v1}`]: [CLAIM_MESSAGES.unknownItem] } });
    const anew = await call(endpoints.createClaim, { body: body() });
    expect(anew.status).toBe(400);
    expect(anew.json[`roof_lot_codes.${v1}`]).toEqual([CLAIM_MESSAGES.unknownItem]);
  });

  it("the conversation URL is stored as it is checked: trimmed (was: checked trimmed, stored with its spaces)", async () => {
    const { status, json } = await call(endpoints.createClaim, { body: baseBody(unkibble, { gladly_conversation_url: `  ${CLAIM_CONVERSATION_URL}\t ` }) });
    expect(status).toBe(201);
    expect(json.gladly_conversation_url).toBe(CLAIM_CONVERSATION_URL);
    expect((await be.db.select().from(claims).where(eq(claims.id, json.id as number)))[0]!.gladlyConversationUrl).toBe(CLAIM_CONVERSATION_URL);
    const updated = await call(endpoints.updateClaim, { params: { id: json.id }, body: { ...baseBody(unkibble, { gladly_conversation_url: `${CLAIM_CONVERSATION_URL}x ` }), version: 1 } });
    expect(updated.json.gladly_conversation_url).toBe(`${CLAIM_CONVERSATION_URL}x`);
  });

  it("the stale version answers 409 and changes nothing", async () => {
    const { json } = await call(endpoints.createClaim, { body: baseBody(unkibble) });
    const id = json.id as number;
    expect((await call(endpoints.updateClaim, { params: { id }, body: { ...baseBody(unkibble), feeding_guide_issue_type: "UNKNOWN", version: 1 } })).status).toBe(200);
    const stale = await call(endpoints.updateClaim, { params: { id }, body: { ...baseBody(unkibble), feeding_guide_issue_type: "PRINTING_ISSUE", version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ detail: STALE_CLAIM_MESSAGE });
    expect((await be.db.select().from(claims).where(eq(claims.id, id)))[0]).toMatchObject({ feedingGuideIssueType: "UNKNOWN", version: 2 });
    const noVersion = await call(endpoints.updateClaim, { params: { id }, body: baseBody(unkibble) });
    expect(noVersion.status).toBe(400);
    expect(noVersion.json.version).toBeDefined(); // the version is required
  });

  it("a delete based on a stale version answers 409 and deletes nothing (issue 19); the current version deletes", async () => {
    const { json } = await call(endpoints.createClaim, { body: baseBody(unkibble) });
    const id = json.id as number;
    expect((await call(endpoints.updateClaim, { params: { id }, body: { ...baseBody(unkibble), feeding_guide_issue_type: "UNKNOWN", version: 1 } })).status).toBe(200);
    const stale = await call(endpoints.deleteClaim, { params: { id }, query: { version: "1" } }, ADMIN);
    expect(stale).toEqual({ status: 409, json: { detail: STALE_CLAIM_MESSAGE } });
    expect((await call(endpoints.getClaim, { params: { id } })).status).toBe(200);
    expect((await call(endpoints.deleteClaim, { params: { id }, query: { version: "0x2" } }, ADMIN)).status).toBe(400);
    expect((await call(endpoints.deleteClaim, { params: { id }, query: { version: "2" } }, ADMIN)).status).toBe(200);
    expect((await call(endpoints.getClaim, { params: { id } })).status).toBe(404);
  });

  it("delete: first, second and highest tiers; 403 for a Team Member; has_claim stays while another claim is left", async () => {
    const a = (await call(endpoints.createClaim, { body: baseBody(snack, { claim_types: ["ORDER_MANIFEST"], feeding_guide_issue_type: null, order_manifest_issue_type: "UNKNOWN" }) })).json.id;
    const b = (await call(endpoints.createClaim, { body: baseBody(snack, { claim_types: ["ORDER_MANIFEST"], feeding_guide_issue_type: null, order_manifest_issue_type: "NO_ORDER_MANIFEST" }) })).json.id;
    const c = (await call(endpoints.createClaim, { body: baseBody(snack, { claim_types: ["ORDER_MANIFEST"], feeding_guide_issue_type: null, order_manifest_issue_type: "PRINTING_ISSUE" }) })).json.id;
    expect(await call(endpoints.deleteClaim, { params: { id: a } }, TEAM)).toEqual({ status: 403, json: { detail: "You do not have permission to perform this action." } });
    expect((await call(endpoints.deleteClaim, { params: { id: a } }, OPS)).status).toBe(200);
    expect((await be.db.select().from(orders).where(eq(orders.id, snack.orderId)))[0]!.hasClaim).toBe(true);
    expect((await call(endpoints.deleteClaim, { params: { id: b } }, ALL)).status).toBe(200);
    expect((await call(endpoints.deleteClaim, { params: { id: c } }, ADMIN)).status).toBe(200);
    expect((await call(endpoints.deleteClaim, { params: { id: c } }, ADMIN)).status).toBe(404);
  });

  it("refuses claim types the product does not offer", async () => {
    const roof = await call(endpoints.createClaim, { body: baseBody(snack, { claim_types: ["ROOF"], feeding_guide_issue_type: null, roof_unkibble_used_correct_scoop: "YES", roof_unkibble_fed_correct_number_of_scoops: "YES", roof_unkibble_leveled_off_scoop: "YES", roof_lot_codes: { [snack.skus[1]!]: "x" } }) });
    expect(roof.status).toBe(400);
    expect(roof.json.claim_types).toEqual([CLAIM_MESSAGES.typeNotOffered("ROOF")]);
    const warm = await call(endpoints.createClaim, { body: baseBody(unkibble, { claim_types: ["WARM_BOX"], feeding_guide_issue_type: null, warm_box_food_inside_silver_bag: "YES", warm_box_silver_bag_sealed: "YES", warm_box_gel_pack_or_dry_ice_present: "DRY_ICE" }) });
    expect(warm.json.claim_types).toEqual([CLAIM_MESSAGES.typeNotOffered("WARM_BOX")]);
    const fg = await call(endpoints.createClaim, { body: baseBody(snack) });
    expect(fg.json.claim_types).toEqual([CLAIM_MESSAGES.typeNotOffered("FEEDING_GUIDE")]);
  });

  it("refuses each cross-field rule with a field message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ order_manifest_issue_type: "UNKNOWN" }, "order_manifest_issue_type", CLAIM_MESSAGES.mustBeEmpty("ORDER_MANIFEST")],
      [{ gladly_conversation_url: "https://bark.gladly.com/x" }, "gladly_conversation_url", "Must be a valid Gladly conversation URL"],
      [{ resolution_types: ["NO_RESOLUTION", "REFUND"] }, "resolution_types", 'Cannot select multiple resolution types if "No Resolution" is selected'],
      [{ photos_received: null }, "photos_received", CLAIM_MESSAGES.required],
      [{ claim_types: [] }, "claim_types", CLAIM_MESSAGES.claimTypes],
      [{ feeding_guide_issue_type: null }, "feeding_guide_issue_type", CLAIM_MESSAGES.required],
    ];
    for (const [over, field, message] of cases) {
      const { status, json } = await call(endpoints.createClaim, { body: baseBody(unkibble, over) });
      expect(status, field).toBe(400);
      expect(json[field], field).toEqual([message]);
    }
    const ar = (over: Record<string, unknown>) =>
      baseBody(unkibble, {
        claim_types: ["ADVERSE_REACTION"],
        feeding_guide_issue_type: null,
        adverse_reaction_vet_visit_required: "NO",
        adverse_reaction_vet_bill_requested: false,
        adverse_reaction_symptoms: ["VOMIT"],
        adverse_reaction_lot_codes: { [unkibble.skus[0]!]: "A1 12345" },
        ...over,
      });
    expect((await call(endpoints.createClaim, { body: ar({}) })).status).toBe(201);
    const lot = await call(endpoints.createClaim, { body: ar({ adverse_reaction_lot_codes: { [unkibble.skus[0]!]: "B2 1" } }) });
    expect(lot.json[`adverse_reaction_lot_codes.${unkibble.skus[0]}`]).toEqual(["Lot code must be A1 or MM followed by space and 5 digits"]);
    expect((await call(endpoints.createClaim, { body: ar({ adverse_reaction_vet_bill_cost: 10 }) })).json.adverse_reaction_vet_bill_cost).toEqual([CLAIM_MESSAGES.vetBillOnlyWithVisit]);
    expect((await call(endpoints.createClaim, { body: ar({ adverse_reaction_vet_visit_required: "YES", adverse_reaction_vet_bill_requested: null }) })).json.adverse_reaction_vet_bill_requested).toEqual([CLAIM_MESSAGES.required]);
    expect((await call(endpoints.createClaim, { body: ar({ adverse_reaction_symptoms: ["OTHER"] }) })).json.adverse_reaction_additional_notes).toEqual([CLAIM_MESSAGES.required]);
    expect((await call(endpoints.createClaim, { body: ar({ adverse_reaction_lot_codes: {} }) })).json.adverse_reaction_lot_codes).toEqual([CLAIM_MESSAGES.lotCodesRequired]);

    const mp = (over: Record<string, unknown>) =>
      baseBody(unkibble, {
        claim_types: ["MISPACK"],
        feeding_guide_issue_type: null,
        mispack_have_information_on_what_was_received: "YES",
        mispack_should_have_received: [{ [unkibble.skus[0]!]: 4 }, { [unkibble.skus[1]!]: 1 }],
        ...over,
      });
    expect((await call(endpoints.createClaim, { body: mp({ mispack_actually_received: [{ [unkibble.skus[0]!]: 4 }, { [unkibble.skus[1]!]: 1 }] }) })).json.mispack_actually_received).toEqual([CLAIM_MESSAGES.mispackSame]);
    // An added sku: an item (here another product's), more than 0.
    expect((await call(endpoints.createClaim, { body: mp({ mispack_actually_received: [{ [unkibble.skus[0]!]: 4 }, { [unkibble.skus[1]!]: 1 }, { [fresh.skus[0]!]: 0 }] }) })).json["mispack_actually_received.2"]).toEqual([CLAIM_MESSAGES.mispackQtyAdded]);
    expect((await call(endpoints.createClaim, { body: mp({ mispack_actually_received: [{ [unkibble.skus[0]!]: 4 }, { [unkibble.skus[1]!]: 1 }, { [fresh.skus[0]!]: 2 }] }) })).status).toBe(201);
    // An added sku that is not an item is refused (was: 201 with any text).
    expect(await call(endpoints.createClaim, { body: mp({ mispack_actually_received: [{ [unkibble.skus[0]!]: 4 }, { "NOT-A-SKU": 3 }] }) })).toEqual({
      status: 400,
      json: { "mispack_actually_received.1": [CLAIM_MESSAGES.mispackUnknownSku("NOT-A-SKU")] },
    });
    expect((await call(endpoints.createClaim, { body: mp({ mispack_actually_received: [{ [unkibble.skus[0]!]: 0 }, { [unkibble.skus[1]!]: 1 }] }) })).status).toBe(201);

    const pq = (issue: Record<string, unknown>) =>
      baseBody(unkibble, { claim_types: ["PRODUCT_QUALITY"], feeding_guide_issue_type: null, product_quality_issues: [{ issue_type: "DAMAGED_PRODUCT", sub_issue: "PACK_RIPPED", notes: null, lot_codes: { [unkibble.skus[1]!]: "x" }, ...issue }] });
    expect((await call(endpoints.createClaim, { body: pq({ sub_issue: null }) })).json["product_quality_issues.0.sub_issue"]).toEqual([CLAIM_MESSAGES.subIssue]);
    expect((await call(endpoints.createClaim, { body: pq({ issue_type: "OTHER", sub_issue: null }) })).json["product_quality_issues.0.notes"]).toEqual([CLAIM_MESSAGES.required]);
    expect((await call(endpoints.createClaim, { body: pq({ lot_codes: {} }) })).json["product_quality_issues.0.lot_codes"]).toEqual([CLAIM_MESSAGES.lotCodesRequired]);

    const roof = await call(endpoints.createClaim, { body: baseBody(fresh, { claim_types: ["ROOF"], feeding_guide_issue_type: null, roof_unkibble_used_correct_scoop: "YES", roof_lot_codes: { [fresh.skus[0]!]: "x" } }) });
    expect(roof.json.roof_fresh_fed_correct_number_of_packs).toEqual([CLAIM_MESSAGES.required]);
    expect(roof.json.roof_unkibble_used_correct_scoop).toEqual([CLAIM_MESSAGES.roofUnkibbleOnly]);
    const warm = await call(endpoints.createClaim, { body: baseBody(fresh, { claim_types: ["WARM_BOX"], feeding_guide_issue_type: null, warm_box_food_inside_silver_bag: "YES" }) });
    expect(warm.json.warm_box_silver_bag_sealed).toEqual([CLAIM_MESSAGES.required]);
  });

  it("refuses a product, fulfillment, pet or order that do not belong together", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fulfillment_id: "NOPE" }, "fulfillment_id", BELONGING_MESSAGES.fulfillment],
      [{ fulfillment_id: fresh.fulfillmentId, order_id: fresh.orderId }, "product_code", BELONGING_MESSAGES.product],
      [{ order_id: fresh.orderId }, "order_id", BELONGING_MESSAGES.order],
      [{ pet_id: fresh.petId }, "pet_id", BELONGING_MESSAGES.pet],
      [{ pet_id: null }, "pet_id", BELONGING_MESSAGES.pet],
    ];
    for (const [over, field, message] of cases) {
      const { status, json } = await call(endpoints.createClaim, { body: baseBody(unkibble, over) });
      expect(status, field).toBe(400);
      expect(json, field).toEqual({ [field]: [message] });
    }
    const { json } = await call(endpoints.createClaim, { body: baseBody(unkibble) });
    const moved = await call(endpoints.updateClaim, { params: { id: json.id }, body: { ...baseBody(unkibble), pet_id: fresh.petId, version: 1 } });
    expect(moved.status).toBe(400);
  });

  it("one product for two dogs in one fulfillment: each dog's line takes its own claim, as the order page offers it (was: 400 on the pet for the second dog's)", async () => {
    const f = await createClaimFixture(be.db, "SNACK", { pets: [{ name: "Biscuit" }, { name: "Pepper" }] });
    const [dogA, dogB] = f.petIds as [string, string];
    // The fixture's line is dog A's; the same product for dog B on its own line, the fulfillment both dogs'.
    const [line] = await be.db.select().from(fulfillmentProducts).where(eq(fulfillmentProducts.fulfillmentId, f.fulfillmentId));
    const copy: Partial<typeof line> = { ...line! };
    delete copy.id;
    await be.db.insert(fulfillmentProducts).values({ ...(copy as typeof fulfillmentProducts.$inferInsert), petId: dogB });
    await be.db.update(fulfillments).set({ petIds: [dogA, dogB] }).where(eq(fulfillments.id, f.fulfillmentId));
    const other = await createClaimFixture(be.db, "SNACK");

    const forB = await call(endpoints.createClaim, { body: snackBody(f, { pet_id: dogB }) });
    expect(forB.status).toBe(201);
    expect(forB.json).toMatchObject({ fulfillment_id: f.fulfillmentId, product_code: f.productCode, pet_id: dogB });
    expect((await call(endpoints.updateClaim, { params: { id: forB.json.id }, body: { ...snackBody(f, { pet_id: dogB, photos_received: "NO" }), version: 1 } })).status).toBe(200);
    expect((await call(endpoints.createClaim, { body: snackBody(f, { pet_id: dogA }) })).status).toBe(201);
    // Still refused: a dog with no line of the product (another customer's), or no dog.
    expect(await call(endpoints.createClaim, { body: snackBody(f, { pet_id: other.petId }) })).toEqual({ status: 400, json: { pet_id: [BELONGING_MESSAGES.pet] } });
    expect(await call(endpoints.createClaim, { body: snackBody(f, { pet_id: null }) })).toEqual({ status: 400, json: { pet_id: [BELONGING_MESSAGES.pet] } });
  });

  it("a line of no dog in particular takes a claim for a dog of its fulfillment only", async () => {
    const f = await createClaimFixture(be.db, "SNACK", { pets: [{ name: "Biscuit" }, { name: "Pepper" }] });
    const [dogA, dogB] = f.petIds as [string, string];
    await be.db.update(fulfillmentProducts).set({ petId: null }).where(eq(fulfillmentProducts.fulfillmentId, f.fulfillmentId));
    expect(await call(endpoints.createClaim, { body: snackBody(f, { pet_id: dogB }) })).toEqual({ status: 400, json: { pet_id: [BELONGING_MESSAGES.pet] } });
    expect((await call(endpoints.createClaim, { body: snackBody(f, { pet_id: dogA }) })).status).toBe(201);
  });

  it("answers 400 (never 500) for malformed bodies and 404 for unknown ids", async () => {
    expect((await call(endpoints.createClaim, { body: { claim_types: ["NOPE"] } })).status).toBe(400);
    expect((await call(endpoints.createClaim, { body: { ...baseBody(unkibble), mispack_actually_received: "x" } })).status).toBe(400);
    expect((await call(endpoints.getClaim, { params: { id: "abc" } })).status).toBe(404);
    expect((await call(endpoints.getClaim, { params: { id: "999999" } })).status).toBe(404);
    expect((await call(endpoints.listOrderClaims, { params: { orderId: "NOPE" } })).status).toBe(404);
    expect((await call(endpoints.updateClaim, { params: { id: "999999" }, body: { ...baseBody(unkibble), version: 1 } })).status).toBe(404);
  });
});

describe(`claims API with configured conversation prefixes (${TEST_DB_DRIVER})`, () => {
  // Decisions §6 "both prefixes configurable": the API reads the app's settings (lib/claim-rules.ts GLADLY_PREFIX_SETTINGS).
  const CONFIGURED = "https://bark.gladly.dev/";
  let be: TestBackend;
  let token: string;
  let unkibble: ClaimFixture;
  beforeAll(async () => {
    be = await createTestBackend({ env: { GLADLY_PREFIX_TEST: CONFIGURED, GLADLY_PREFIX_PRODUCTION: "https://bark.gladly.example/" } });
    token = await be.tokenFor(TEAM);
    unkibble = await createClaimFixture(be.db, "UNKIBBLE_MEAL");
  });
  afterAll(async () => be?.close());

  it("accepts the links of the configured test prefix, as the wizard does, and refuses the default one (was: the default only, whatever the setting)", async () => {
    const create = async (url: string) => {
      const res = await be.as({ token }).unchecked(endpoints.createClaim, { body: claimBody(unkibble, { gladly_conversation_url: url }) } as never);
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const ok = await create(`${CONFIGURED}agent/customer/abc/conversation/def`);
    expect(ok.status).toBe(201);
    expect(ok.json.gladly_conversation_url).toBe(`${CONFIGURED}agent/customer/abc/conversation/def`);
    expect(await create(CLAIM_CONVERSATION_URL)).toEqual({ status: 400, json: { gladly_conversation_url: [CLAIM_MESSAGES.gladlyUrl] } });
    // The API serves `local`: the production prefix is not one of its links.
    expect((await create("https://bark.gladly.example/agent/x")).status).toBe(400);
  });
});
