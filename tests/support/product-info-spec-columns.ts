/**
 * Spec 02 §2's column order of the UnKibble product info screen, written once for the tests that pin
 * it (the column lists' unit test, the CSV download's integration test, the screen's end-to-end
 * test): Code … Status, packout definition, price per day, per week, per shipment, fill amount per
 * bag, calories per bag, number of bags per shipment, scoop SKU, calories per scoop, scoop volume in
 * ml, US cup equivalent per scoop, scoops per day, bag weight in oz. Fresh has no list in the spec:
 * the same order with its own columns (docs/assumptions.md). Each column as [group, header]; the
 * screen shows the header under its group, the CSV writes "Group: Header".
 */
type SpecColumn = readonly [group: string | null, header: string];

const LEADING: SpecColumn[] = ["Code", "Description", "Type", "Recurring", "Frequency", "Plan Size", "Status"].map((h) => [null, h] as const);
const PACKOUT_AND_PRICING: SpecColumn[] = [
  ["Packout Details", "Packout Definition"],
  ["Pricing", "Price per Day"],
  ["Pricing", "Price per Week"],
  ["Pricing", "Price per Shipment"],
];

export const UNKIBBLE_SPEC_COLUMNS: readonly SpecColumn[] = [
  ...LEADING,
  ...PACKOUT_AND_PRICING,
  ...["Fill Amount per Bag (g)", "Calories per Bag", "Bags per Shipment", "Scoop SKU", "Calories per Scoop", "Scoop Volume (ml)", "US Cup Equivalent per Scoop", "Scoops per Day", "Bag Weight (oz)"].map(
    (h) => ["Plan Details (UnKibble)", h] as const,
  ),
];

export const FRESH_SPEC_COLUMNS: readonly SpecColumn[] = [
  ...LEADING,
  ...PACKOUT_AND_PRICING,
  ...["Fill Amount per Pack (g)", "Packs per Shipment", "Packs per Day", "Packs per Meal", "Pack Weight (oz)"].map((h) => ["Plan Details (Fresh)", h] as const),
];

/** The headers as the screen's second header row shows them. */
export const screenHeaders = (columns: readonly SpecColumn[]) => columns.map(([, header]) => header);
/** The headers as the CSV download writes them ("Group: Header"). */
export const csvHeaders = (columns: readonly SpecColumn[]) => columns.map(([group, header]) => (group ? `${group}: ${header}` : header));
