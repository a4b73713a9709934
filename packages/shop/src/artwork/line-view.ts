import type {
  DesignFileRow,
  DesignLine,
  DesignProofRow,
  StoredDesign,
} from '@shop/db/repositories/designs';
import type { StoredOrder } from '@shop/db/repositories/orders';
import {
  changeDesign,
  type DesignAction,
  type DesignState,
} from '@shop/domain/artwork/design-life';
import { lineArtwork, type LineArtwork } from '@shop/domain/artwork/line-artwork';
import type { Catalog } from '@shop/domain/catalog-model';
import { isChosen, isQuoted, type StoredConfiguration } from '@shop/domain/chosen-configuration';
import type { LetteringOrder } from '@shop/domain/lettering/lettering-order';
import { PRODUCTION_LABELS } from '@shop/domain/orders/order-life';
import {
  ARTWORK_MESSAGES,
  DESIGN_LABELS,
  type DesignFileView,
  type DesignProofView,
  type DesignView,
  type LineArtworkView,
} from './contract';

// A line's artwork as the API answers it (issue 33): the designs of every set, their current
// files with findings and proofs, and what the customer may do next, from the design's life.

/**
 * A line stored before configurations were kept whole (ADR 0040) has no size we can read: its
 * files are checked at 3 x 3 in, one front, and a person looks at every proof anyway.
 */
const UNREAD_LINE_ARTWORK: LineArtwork = {
  sets: 1,
  sides: ['front'],
  boxes: { trimWidthIn: 3, trimHeightIn: 3, bleedPerSideIn: 0.08, safetyPerSideIn: 0.08 },
};

/** The sides, sets and print boxes of a line's artwork, from its stored configuration. */
export function artworkOfLine(
  catalog: Pick<Catalog, 'products'>,
  productId: number,
  configuration: StoredConfiguration,
): LineArtwork {
  if (isQuoted(configuration) && configuration.quoted.size) {
    // A line staff quoted by hand (issue 34): one design at the size its request asked for.
    const { widthIn, heightIn } = configuration.quoted.size;
    const boxes = { ...UNREAD_LINE_ARTWORK.boxes, trimWidthIn: widthIn, trimHeightIn: heightIn };
    return { ...UNREAD_LINE_ARTWORK, boxes };
  }
  if (!isChosen(configuration)) return UNREAD_LINE_ARTWORK;
  const product = catalog.products.get(productId);
  return lineArtwork(product?.type ?? 'sticker', configuration.options);
}

/** "Die-cut stickers, design 2" (or just the product when the line has one design). */
export const designName = (productName: string, set: number, sets: number) =>
  sets > 1 ? `${productName}, design ${set}` : productName;

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

const withKey = (path: string, key?: string) =>
  `${path}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
const fileUrl = (file: DesignFileRow, key?: string) =>
  withKey(`/api/artwork/files/${file.id}`, key);

/** A design's file with its preflight report, as its customer or staff (`urls`) read it. */
export function fileView(
  file: DesignFileRow,
  urls: { download: string; proof: string },
): DesignFileView {
  return {
    id: file.id,
    side: file.side,
    name: file.name,
    type: file.mediaType,
    size: file.sizeBytes,
    uploaded_at: file.uploadedAt.toISOString(),
    status: file.status,
    verdict: file.report?.verdict ?? null,
    findings: file.report?.findings ?? [],
    proof_url: file.proofKey ? urls.proof : null,
    download_url: urls.download,
  };
}

/** A proof staff sent, as its customer (`url`) or staff (`urlOf`) read it. */
export function proofView(proof: DesignProofRow, url: string): DesignProofView {
  return {
    id: proof.id,
    version: proof.version,
    name: proof.name,
    type: proof.mediaType,
    size: proof.sizeBytes,
    sent_at: proof.sentAt.toISOString(),
    note: proof.note,
    decision: proof.decision,
    comment: proof.comment,
    url,
  };
}

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
      .map((file) =>
        fileView(file, {
          download: fileUrl(file, key),
          proof: fileUrl(file, key).replace(/(\?|$)/, '/proof$1'),
        }),
      ),
    missing,
    staff_proof_comment: stored?.design.staffProofComment ?? '',
    proofs: (stored?.proofs ?? []).map((proof) =>
      proofView(proof, withKey(`/api/artwork/proofs/${proof.id}`, key)),
    ),
    can_upload: !closed && !line.lettering && uploadRefusal === '',
    can_approve:
      !closed &&
      refusal('approve') === '' &&
      (state !== 'checked' ||
        (!checking && missing.length === 0 && files.every((file) => file.proofKey !== null))),
    can_request_staff_proof: !closed && refusal('request_staff_proof') === '',
    can_request_changes: !closed && refusal('request_changes') === '',
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

export function eventLabel(action: string, to: DesignState): string {
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
