"use client";
/**
 * CopyPetIdButton: the pet id shown as its first 5 characters, with a button that copies the full
 * id to the clipboard; the whole id shows in a tooltip when Copy is
 * hovered or focused. Props: petId.
 */
import { toast } from "@/components/ui/toaster";
import { Tooltip } from "@/components/ui/tooltip";
import { shortPetId } from "@/lib/customers/display";

export function CopyPetIdButton({ petId }: { petId: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(petId);
      toast.success(`Pet id ${shortPetId(petId)}… copied to the clipboard.`);
    } catch {
      toast.error("Unable to copy the pet id to the clipboard.");
    }
  }
  return (
    <span className="inline-flex items-center gap-1">
      <code className="rounded bg-slate-100 px-1 text-xs" data-testid="pet-id-short">
        {shortPetId(petId)}
      </code>
      {/* The whole id in the kit's tooltip (hover or keyboard focus on Copy), not a native title. */}
      <Tooltip content={`Pet id ${petId}`}>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={`Copy pet id ${shortPetId(petId)}`}
          className="rounded px-1 text-xs text-brand-700 hover:bg-slate-100 hover:underline"
        >
          Copy
        </button>
      </Tooltip>
    </span>
  );
}
