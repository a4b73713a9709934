import type { DesignFileRow, DesignLine, StoredDesign } from '@shop/db/repositories/designs';
import type { StoredOrder } from '@shop/db/repositories/orders';
import {
  changeDesign,
  type DesignAction,
  type DesignState,
} from '@shop/domain/artwork/design-life';
import type { LineArtwork } from '@shop/domain/artwork/line-artwork';
import type { LetteringOrder } from '@shop/domain/lettering/lettering-order';
import { PRODUCTION_LABELS } from '@shop/domain/orders/order-life';
import { ARTWORK_MESSAGES, DESIGN_LABELS, type DesignView, type LineArtworkView } from './contract';

// A line's artwork as the API answers it (issue 33): the designs of every set, their current
// files with findings and proofs, and what the customer may do next, from the design's life.

/** The line a request names, once its owner is known. */
export interface OwnedLine {
  ref: string;
  where: DesignLine;
  productName: string;
  artwork: LineArtwork;
  lettering: LetteringOrder | null;
  /** For an order's line: the order, to refuse a cancelled one and move its production. */
  order: StoredOrder | null;
}

const fileUrl = (file: DesignFileRow, key?: string) =>
  `/api/artwork/files/${file.id}${key ? `?key=${encodeURIComponent(key)}` : ''}`;

function designView(
  line: OwnedLine,
  setNo: number,
  stored: StoredDesign | undefined,
  key?: string,
): DesignView {
  const state: DesignState = stored?.design.state ?? 'awaiting_file';
  const files = stored?.files ?? [];
  const missing = line.artwork.sides.filter((side) => !files.some((file) => file.side === side));
  const refusal = (action: DesignAction) => {
    const change = changeDesign(state, action, 'customer');
    return change.ok ? '' : change.message;
  };
  const closed = line.order?.order.productionState === 'cancelled';
  const checking = files.some((file) => file.status === 'checking');
  const uploadRefusal = refusal('upload');
  return {
    set: setNo,
    state,
    state_label: DESIGN_LABELS[state],
    files: files
      .filter((file) => line.artwork.sides.includes(file.side))
      .map((file) => ({
        id: file.id,
        side: file.side,
        name: file.name,
        type: file.mediaType,
        size: file.sizeBytes,
        uploaded_at: file.uploadedAt.toISOString(),
        status: file.status,
        verdict: file.report?.verdict ?? null,
        findings: file.report?.findings ?? [],
        proof_url: file.proofKey ? `${fileUrl(file, key).replace(/(\?|$)/, '/proof$1')}` : null,
        download_url: fileUrl(file, key),
      })),
    missing,
    staff_proof_comment: stored?.design.staffProofComment ?? '',
    can_upload: !closed && !line.lettering && uploadRefusal === '',
    can_approve:
      !closed &&
      refusal('approve') === '' &&
      (state !== 'checked' ||
        (!checking && missing.length === 0 && files.every((file) => file.proofKey !== null))),
    can_request_staff_proof: !closed && refusal('request_staff_proof') === '',
    locked_reason: closed ? ARTWORK_MESSAGES.orderClosed : uploadRefusal,
    events: (stored?.events ?? []).map((event) => ({
      at: event.at.toISOString(),
      label: eventLabel(event.action, event.toState as DesignState),
      by: event.byKind,
      note: event.note,
    })),
  };
}

/** A line's artwork as its owner sees it: every set, with what may be done next. */
export function lineView(
  line: OwnedLine,
  stored: readonly StoredDesign[],
  key?: string,
): LineArtworkView {
  const { boxes } = line.artwork;
  const order = line.order?.order ?? null;
  return {
    line: line.ref,
    product_name: line.productName,
    trim: { width_in: boxes.trimWidthIn, height_in: boxes.trimHeightIn },
    bleed_per_side_in: boxes.bleedPerSideIn,
    safety_per_side_in: boxes.safetyPerSideIn,
    sides: [...line.artwork.sides],
    designer_made: line.lettering !== null,
    designs: Array.from({ length: line.artwork.sets }, (_, index) =>
      designView(
        line,
        index + 1,
        stored.find((entry) => entry.design.setNo === index + 1),
        key,
      ),
    ),
    production_label: order ? PRODUCTION_LABELS[order.productionState] : null,
    dispatch_date: order ? order.dispatchDate : null,
  };
}

function eventLabel(action: string, to: DesignState): string {
  switch (action) {
    case 'upload':
      return 'File uploaded';
    case 'approve':
      return 'Proof approved';
    case 'request_staff_proof':
      return 'Proof by our staff requested';
    case 'start_staff_proof':
      return 'Our staff started your proof';
    case 'send_proof':
      return 'Proof sent';
    case 'request_changes':
      return 'Changes requested';
    case 'carry':
      return 'Approved artwork of an earlier order';
    default:
      return DESIGN_LABELS[to];
  }
}
