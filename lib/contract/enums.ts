/**
 * The zod schema of every enumeration of lib/enums.ts, under the same name: `OrderStatus` here is
 * `z.enum(OrderStatus.options)` of lib/enums.ts. The contract, the embedded API, the BFF and the
 * seed import the enumerations from here (schemas and every constant of lib/enums.ts); a client
 * component that needs only the values or a label imports lib/enums.ts, which holds no zod.
 */
import { z } from "zod";
import * as E from "../enums";
// zod's messages in the project's words (z.config), wherever an enumeration is parsed.
import "./zod-messages";

export * from "../enums";

export const AccountStatus = z.enum(E.AccountStatus.options);
export type AccountStatus = z.infer<typeof AccountStatus>;
export const PetStatus = z.enum(E.PetStatus.options);
export type PetStatus = z.infer<typeof PetStatus>;
export const SubscriptionStatus = z.enum(E.SubscriptionStatus.options);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;
export const Gender = z.enum(E.Gender.options);
export type Gender = z.infer<typeof Gender>;
export const AddressType = z.enum(E.AddressType.options);
export type AddressType = z.infer<typeof AddressType>;
export const PaymentProcessor = z.enum(E.PaymentProcessor.options);
export type PaymentProcessor = z.infer<typeof PaymentProcessor>;
export const OrderStatus = z.enum(E.OrderStatus.options);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const OrderType = z.enum(E.OrderType.options);
export type OrderType = z.infer<typeof OrderType>;
export const OrderItemType = z.enum(E.OrderItemType.options);
export type OrderItemType = z.infer<typeof OrderItemType>;
export const ChargeStatus = z.enum(E.ChargeStatus.options);
export type ChargeStatus = z.infer<typeof ChargeStatus>;
export const FulfillmentStatus = z.enum(E.FulfillmentStatus.options);
export type FulfillmentStatus = z.infer<typeof FulfillmentStatus>;
export const FulfillmentProductType = z.enum(E.FulfillmentProductType.options);
export type FulfillmentProductType = z.infer<typeof FulfillmentProductType>;
export const ItemKind = z.enum(E.ItemKind.options);
export type ItemKind = z.infer<typeof ItemKind>;
export const ProductCategory = z.enum(E.ProductCategory.options);
export type ProductCategory = z.infer<typeof ProductCategory>;
export const MealType = z.enum(E.MealType.options);
export type MealType = z.infer<typeof MealType>;
export const ActiveState = z.enum(E.ActiveState.options);
export type ActiveState = z.infer<typeof ActiveState>;
export const ChangeAction = z.enum(E.ChangeAction.options);
export type ChangeAction = z.infer<typeof ChangeAction>;
export const ChangelogObjectType = z.enum(E.ChangelogObjectType.options);
export type ChangelogObjectType = z.infer<typeof ChangelogObjectType>;
export const SystemChangelogCategory = z.enum(E.SystemChangelogCategory.options);
export type SystemChangelogCategory = z.infer<typeof SystemChangelogCategory>;
export const UnkibbleRecipeCode = z.enum(E.UnkibbleRecipeCode.options);
export type UnkibbleRecipeCode = z.infer<typeof UnkibbleRecipeCode>;
export const FreshRecipeCode = z.enum(E.FreshRecipeCode.options);
export type FreshRecipeCode = z.infer<typeof FreshRecipeCode>;
export const RecipeCode = z.enum(E.RecipeCode.options);
export type RecipeCode = z.infer<typeof RecipeCode>;
export const DiscountType = z.enum(E.DiscountType.options);
export type DiscountType = z.infer<typeof DiscountType>;
export const DiscountLimitType = z.enum(E.DiscountLimitType.options);
export type DiscountLimitType = z.infer<typeof DiscountLimitType>;
export const DiscountBulkJobStatus = z.enum(E.DiscountBulkJobStatus.options);
export type DiscountBulkJobStatus = z.infer<typeof DiscountBulkJobStatus>;
export const DiscountVisibility = z.enum(E.DiscountVisibility.options);
export type DiscountVisibility = z.infer<typeof DiscountVisibility>;
export const CxDiscountKind = z.enum(E.CxDiscountKind.options);
export type CxDiscountKind = z.infer<typeof CxDiscountKind>;
export const ExclusiveDiscountType = z.enum(E.ExclusiveDiscountType.options);
export type ExclusiveDiscountType = z.infer<typeof ExclusiveDiscountType>;
export const OneTimeKind = z.enum(E.OneTimeKind.options);
export type OneTimeKind = z.infer<typeof OneTimeKind>;
export const PromotionType = z.enum(E.PromotionType.options);
export type PromotionType = z.infer<typeof PromotionType>;
export const BannerType = z.enum(E.BannerType.options);
export type BannerType = z.infer<typeof BannerType>;
export const ClaimType = z.enum(E.ClaimType.options);
export type ClaimType = z.infer<typeof ClaimType>;
export const ResolutionType = z.enum(E.ResolutionType.options);
export type ResolutionType = z.infer<typeof ResolutionType>;
export const YesNoUnknown = z.enum(E.YesNoUnknown.options);
export type YesNoUnknown = z.infer<typeof YesNoUnknown>;
export const BagAnswer = z.enum(E.BagAnswer.options);
export type BagAnswer = z.infer<typeof BagAnswer>;
export const Cooling = z.enum(E.Cooling.options);
export type Cooling = z.infer<typeof Cooling>;
export const Symptom = z.enum(E.Symptom.options);
export type Symptom = z.infer<typeof Symptom>;
export const FeedingGuideIssue = z.enum(E.FeedingGuideIssue.options);
export type FeedingGuideIssue = z.infer<typeof FeedingGuideIssue>;
export const OrderManifestIssue = z.enum(E.OrderManifestIssue.options);
export type OrderManifestIssue = z.infer<typeof OrderManifestIssue>;
export const ProductQualityIssueType = z.enum(E.ProductQualityIssueType.options);
export type ProductQualityIssueType = z.infer<typeof ProductQualityIssueType>;
export const StaffGroupName = z.enum(E.StaffGroupName.options);
export type StaffGroupName = z.infer<typeof StaffGroupName>;
