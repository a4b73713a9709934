import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { CatalogCache } from '@shop/db/catalog-cache';
import type { DesignFileRow, DesignRepository, StoredDesign } from '@shop/db/repositories/designs';
import type { OrderRepository, StoredOrder } from '@shop/db/repositories/orders';
import { changeDesign, type DesignState } from '@shop/domain/artwork/design-life';
import type { Actor } from '@shop/domain/identity';
import { PRODUCTION_LABELS } from '@shop/domain/orders/order-life';
import { recordActivity } from '../common/activity';
import { requireRole } from '../permissions';
import { ShopProblem } from '../problem';
import { STAFF_PROOFS_FOLDER, type FormPart, type UploadsService } from '../uploads/service';
import type { Repositories, WritePipeline } from '../writes';
import { ARTWORK_MESSAGES, LEVEL_LABELS } from './contract';
import { PROOF_MAIL, type ProofOrder } from './mail';
import { artworkOfLine, designName, eventLabel, fileView, proofView } from './line-view';
import {
  ARTWORK_QUEUE_SIZE,
  WAITING_FOR_CUSTOMER,
  WAITING_FOR_STAFF,
  type ArtworkQueueView,
  STAFF_ARTWORK_MESSAGES,
  STAFF_DESIGN_LABELS,
  proofNoteField,
  type OrderArtworkView,
  type QueuedDesignView,
  type StaffDesignView,
} from './staff-contract';

/** What a customer's browser opens in a tab: a proof is one of these. */
const PROOF_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const notFound = () => new ShopProblem(404, 'NOT_FOUND', 'There is no such design.');

const refused = (message: string, field = 'design') =>
  new ShopProblem(409, 'ARTWORK_REFUSED', message, [{ field, message }]);

const proofOrder = ({ order }: StoredOrder): ProofOrder => ({
  orderNo: order.orderNo,
  email: order.email,
  name: order.shipName,
});

const apiUrl = (path: string) => `/api/admin/artwork/${path}`;

/** A design on an order's line, with its order: staff work only on ordered artwork. */
interface Located {
  stored: StoredDesign;
  order: StoredOrder;
  line: StoredOrder['lines'][number];
}

export interface ArtworkStaffDeps {
  designs: DesignRepository;
  orders: Pick<OrderRepository, 'byNumber'>;
  writes: WritePipeline;
  uploads: UploadsService;
  catalog: Pick<CatalogCache, 'current'>;
  clock: () => Date;
  publicUrl: string;
  nudgeMail: () => void;
}

/**
 * Artwork in the back-office (issue 35): the designs waiting for staff or for a customer's answer,
 * one design with its files, preflight reports and proofs; starting a proof (the customer's file
 * is fixed from then), sending proof versions 1, 2, ... (each emailed to the customer); and one
 * archive per approved line for the press. The design's life (domain design-life.ts) decides
 * every move; each is written with its timeline step, mail and activity in one transaction.
 */
export function artworkStaff(deps: ArtworkStaffDeps) {
  const { designs, orders, writes, uploads, clock } = deps;
  const orderLink = (orderNo: string) => `${deps.publicUrl}/orders/${orderNo}`;

  async function locate(designId: string): Promise<Located> {
    const stored = await designs.byId(designId);
    const place = stored?.design.orderLineId ? await designs.placeOf(designId) : null;
    const order = place?.orderNo ? await orders.byNumber(place.orderNo) : null;
    const line = order?.lines.find((entry) => entry.id === stored?.design.orderLineId);
    if (!stored || !order || !line) throw notFound();
    return { stored, order, line };
  }

  const nameOf = ({ stored, line }: Located) =>
    designName(line.productName, stored.design.setNo, line.kinds);

  /**
   * One staff move of a design, as its life allows it from the state read under the order's
   * lock; `write` adds what the move stores besides (a proof) and returns the customer's mail.
   */
  async function move(
    actor: Extract<Actor, { kind: 'staff' }>,
    located: Located,
    action: 'start_staff_proof' | 'send_proof',
    write: (repos: Repositories, design: StoredDesign, at: Date) => Promise<string>,
  ) {
    const { order, line } = located;
    const now = clock();
    await writes.transaction(async (repos) => {
      const production = await repos.orders.lockForChange(order.order.id);
      if (production === 'cancelled') {
        throw new ShopProblem(409, 'ORDER_CANCELLED', ARTWORK_MESSAGES.orderClosed);
      }
      const design = await repos.designs.byId(located.stored.design.id);
      if (!design) throw notFound();
      const change = changeDesign(design.design.state, action, 'staff');
      if (!change.ok) throw refused(change.message);
      const note = await write(repos, design, now);
      const moved = await repos.designs.move(design.design.id, design.design.state, change.to, {
        at: now,
        action,
        fromState: design.design.state,
        toState: change.to,
        byKind: 'staff',
        byLabel: actor.email,
        note,
      });
      if (!moved) throw refused(ARTWORK_MESSAGES.changedMeanwhile);
      await recordActivity(
        repos,
        actor,
        now,
        `artwork.${action}`,
        `order ${order.order.orderNo} line ${line.position + 1} design ${design.design.setNo}`,
        note ? { note } : {},
      );
    });
    deps.nudgeMail();
  }

  /** Every design of a line, set by set (a set without a row waits for its file). */
  function statesOfLine(stored: readonly StoredDesign[], sets: number): DesignState[] {
    return Array.from(
      { length: sets },
      (_, index) =>
        stored.find((entry) => entry.design.setNo === index + 1)?.design.state ?? 'awaiting_file',
    );
  }

  const archiveUrl = (orderNo: string, position: number, states: DesignState[]) =>
    states.every((state) => state === 'approved')
      ? `/api/admin/orders/${orderNo}/lines/${position + 1}/artwork.zip`
      : null;

  function queued(
    design: StoredDesign['design'],
    place: { orderNo: string; position: number; productName: string; email: string; kinds: number },
  ): QueuedDesignView {
    return {
      id: design.id,
      order_no: place.orderNo,
      line: place.position + 1,
      product_name: place.productName,
      email: place.email,
      set: design.setNo,
      sets: place.kinds,
      state: design.state,
      state_label: STAFF_DESIGN_LABELS[design.state],
      waiting_for: WAITING_FOR_CUSTOMER.includes(design.state) ? 'customer' : 'staff',
      since: design.updatedAt.toISOString(),
      staff_proof_comment: design.staffProofComment,
    };
  }

  async function find(actor: Actor, designId: string): Promise<StaffDesignView> {
    requireRole(actor, 'staff');
    const located = await locate(designId);
    const { stored, order, line } = located;
    const artwork = artworkOfLine(
      deps.catalog.current().catalog,
      line.productId,
      line.configuration,
    );
    const state = stored.design.state;
    const open = order.order.productionState !== 'cancelled';
    const lineStates = statesOfLine(await designs.ofLine({ orderLineId: line.id }), line.kinds);
    return {
      ...queued(stored.design, { ...order.order, ...line }),
      trim: { width_in: artwork.boxes.trimWidthIn, height_in: artwork.boxes.trimHeightIn },
      sides: [...artwork.sides],
      files: stored.files.map((file) =>
        fileView(file, {
          download: apiUrl(`files/${file.id}`),
          proof: apiUrl(`files/${file.id}/proof`),
        }),
      ),
      proofs: stored.proofs.map((proof) => proofView(proof, apiUrl(`proofs/${proof.id}`))),
      events: stored.events.map((event) => ({
        at: event.at.toISOString(),
        label: eventLabel(event.action, event.toState as DesignState),
        by: event.byKind,
        who: event.byLabel || event.byKind,
        note: event.note,
      })),
      production_label: PRODUCTION_LABELS[order.order.productionState],
      can_start: open && changeDesign(state, 'start_staff_proof', 'staff').ok,
      can_send_proof: open && changeDesign(state, 'send_proof', 'staff').ok,
      archive_url: archiveUrl(order.order.orderNo, line.position, lineStates),
    };
  }

  /** A design file of an ordered line, for staff. */
  async function staffFile(fileId: string): Promise<DesignFileRow> {
    const file = await designs.file(fileId);
    const place = file ? await designs.placeOf(file.designId) : null;
    if (!file || !place?.orderNo) throw new ShopProblem(404, 'NOT_FOUND', 'There is no such file.');
    return file;
  }

  return {
    /**
     * `GET /api/admin/artwork`: designs waiting for staff, then those waiting for their
     * customer's answer, each the longest waiting first, with how many wait in all.
     */
    async queue(actor: Actor): Promise<ArtworkQueueView> {
      requireRole(actor, 'staff');
      const [forStaff, forCustomers, totals] = await Promise.all([
        designs.queue(WAITING_FOR_STAFF, ARTWORK_QUEUE_SIZE),
        designs.queue(WAITING_FOR_CUSTOMER, ARTWORK_QUEUE_SIZE),
        designs.queueCounts([...WAITING_FOR_STAFF, ...WAITING_FOR_CUSTOMER]),
      ]);
      const count = (states: readonly DesignState[]) =>
        states.reduce((sum, state) => sum + (totals.get(state) ?? 0), 0);
      return {
        designs: [...forStaff, ...forCustomers].map((row) => queued(row.design, row)),
        waiting_for_staff: count(WAITING_FOR_STAFF),
        waiting_for_customers: count(WAITING_FOR_CUSTOMER),
      };
    },

    find,

    /** An order's lines and their designs, for the order page (with each line's archive). */
    async ofOrder(actor: Actor, orderNo: string): Promise<OrderArtworkView> {
      requireRole(actor, 'staff');
      const order = await orders.byNumber(orderNo);
      if (!order) throw new ShopProblem(404, 'NOT_FOUND', 'There is no such order.');
      const stored = await designs.ofOrderLines(order.lines.map((line) => line.id));
      return {
        lines: order.lines.map((line) => {
          const ofLine = stored.filter((entry) => entry.design.orderLineId === line.id);
          const states = statesOfLine(ofLine, line.kinds);
          return {
            line: line.position + 1,
            product_name: line.productName,
            designs: states.map((state, index) => ({
              id: ofLine.find((entry) => entry.design.setNo === index + 1)?.design.id ?? null,
              set: index + 1,
              state,
              state_label: STAFF_DESIGN_LABELS[state],
            })),
            archive_url: archiveUrl(orderNo, line.position, states),
          };
        }),
      };
    },

    /** Staff take a requested proof: from now on the customer cannot replace the file. */
    async start(actor: Actor, designId: string): Promise<StaffDesignView> {
      requireRole(actor, 'staff');
      const located = await locate(designId);
      await move(actor, located, 'start_staff_proof', async (repos, _design, at) => {
        const mail = PROOF_MAIL.proofStarted(
          proofOrder(located.order),
          orderLink(located.order.order.orderNo),
          nameOf(located),
        );
        await repos.mail.enqueue(mail, at);
        return '';
      });
      return find(actor, designId);
    },

    /**
     * `POST /api/admin/artwork/designs/:design/proofs` (multipart: file `proof`, text `note`): the
     * next proof version, emailed to the customer to approve or ask changes of.
     */
    async sendProof(
      actor: Actor,
      designId: string,
      parts: AsyncIterable<FormPart>,
    ): Promise<StaffDesignView> {
      requireRole(actor, 'staff');
      const located = await locate(designId);
      // Nothing stored when the design takes no proof now.
      const before = changeDesign(located.stored.design.state, 'send_proof', 'staff');
      if (!before.ok) throw refused(before.message);
      const form = await uploads.receive(parts, {
        folder: STAFF_PROOFS_FOLDER,
        accepts: (field) => field === 'proof',
        wrongField: STAFF_ARTWORK_MESSAGES.wrongField,
      });
      try {
        const [file, ...more] = form.files;
        const fileProblem = (status: number, code: string, message: string) =>
          new ShopProblem(status, code, message, [{ field: 'proof', message }]);
        if (!file) throw fileProblem(400, 'FILE_REQUIRED', STAFF_ARTWORK_MESSAGES.proofRequired);
        if (more.length > 0) throw fileProblem(400, 'ONE_PROOF', STAFF_ARTWORK_MESSAGES.oneProof);
        if (!PROOF_TYPES.has(file.mediaType)) {
          throw fileProblem(415, 'FILE_TYPE_NOT_ACCEPTED', STAFF_ARTWORK_MESSAGES.proofType);
        }
        const note = proofNoteField.safeParse(form.fields.note ?? '');
        if (!note.success) {
          const message = note.error.issues[0]?.message ?? 'The note is not text.';
          throw new ShopProblem(400, 'VALIDATION_FAILED', message, [{ field: 'note', message }]);
        }
        await move(actor, located, 'send_proof', async (repos, design, at) => {
          const proof = await repos.designs.addProof(design.design.id, {
            id: randomUUID(),
            storageKey: file.key,
            name: file.originalName,
            mediaType: file.mediaType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            note: note.data,
            sentBy: actor.email,
            sentAt: at,
          });
          await repos.mail.enqueue(
            PROOF_MAIL.proofSent(
              proofOrder(located.order),
              orderLink(located.order.order.orderNo),
              nameOf(located),
              proof.version,
              note.data,
            ),
            at,
          );
          return `Proof ${proof.version}: ${file.originalName}`;
        });
      } catch (error) {
        await uploads.discard(form.files.map((entry) => entry.key));
        throw error;
      }
      return find(actor, designId);
    },

    /** An ordered design's file, for staff. */
    async openFile(actor: Actor, fileId: string) {
      requireRole(actor, 'staff');
      const file = await staffFile(fileId);
      const stream = await uploads.open(file.storageKey);
      if (!stream) throw notFound();
      return { stream, name: file.name, mediaType: file.mediaType, size: file.sizeBytes };
    },

    /** An ordered design file's digital proof (PNG), for staff. */
    async openDigitalProof(actor: Actor, fileId: string) {
      requireRole(actor, 'staff');
      const file = await staffFile(fileId);
      const stream = file.proofKey ? await uploads.open(file.proofKey) : null;
      if (!stream) throw notFound();
      return { stream, name: `proof-${file.side}.png`, mediaType: 'image/png' };
    },

    /** A proof staff sent, for staff. */
    async openProof(actor: Actor, proofId: string) {
      requireRole(actor, 'staff');
      const proof = await designs.proof(proofId);
      const place = proof ? await designs.placeOf(proof.designId) : null;
      const stream = proof && place?.orderNo ? await uploads.open(proof.storageKey) : null;
      if (!proof || !stream) throw new ShopProblem(404, 'NOT_FOUND', 'There is no such proof.');
      return { stream, name: proof.name, mediaType: proof.mediaType, size: proof.sizeBytes };
    },

    /**
     * `GET /api/admin/orders/:number/lines/:position/artwork.zip`: for the press, once every
     * design of the line is approved: each design's artwork, the proof approved (the staff
     * proof, or the digital proof of each side) and its preflight report, listed in
     * `contents.txt`.
     */
    async archive(actor: Actor, orderNo: string, position: number) {
      requireRole(actor, 'staff');
      const order = await orders.byNumber(orderNo);
      const line = order?.lines.find((entry) => entry.position === position - 1);
      if (!order || !line) throw new ShopProblem(404, 'NOT_FOUND', 'There is no such line.');
      const stored = await designs.ofLine({ orderLineId: line.id });
      const pending = statesOfLine(stored, line.kinds).filter((state) => state !== 'approved');
      if (pending.length > 0) {
        throw new ShopProblem(
          409,
          'ARTWORK_NOT_APPROVED',
          STAFF_ARTWORK_MESSAGES.notApproved(pending.length),
        );
      }
      const entries = archiveEntries(orderNo, position, line, stored);
      // Every stored file is there before the answer starts: a missing one is said, not a
      // download cut short.
      for (const entry of entries) {
        if (!('key' in entry)) continue;
        const stream = await uploads.open(entry.key);
        stream?.destroy();
        if (!stream) {
          throw new ShopProblem(
            503,
            'FILE_STORE_UNAVAILABLE',
            `The file store does not have ${entry.path} of this line. Please try again later.`,
          );
        }
      }
      return {
        stream: zipOf(entries, uploads.open, clock()),
        name: `${orderNo}-line-${position}-artwork.zip`,
      };
    },
  };
}

/** One entry of a line's archive: a stored file, or text made here. */
type ArchiveEntry = { path: string; what: string } & (
  { key: string; at: Date; size?: number } | { text: string }
);

/** What a line's archive holds, design by design, and `contents.txt` naming each entry. */
function archiveEntries(
  orderNo: string,
  position: number,
  line: StoredOrder['lines'][number],
  stored: readonly StoredDesign[],
): ArchiveEntry[] {
  const entries: ArchiveEntry[] = [];
  const notes: string[] = [];
  for (const design of [...stored].sort((a, b) => a.design.setNo - b.design.setNo)) {
    const folder = line.kinds > 1 ? `design-${design.design.setNo}/` : '';
    const approvedProof = design.proofs.findLast((proof) => proof.decision === 'approved');
    for (const file of design.files) {
      entries.push({
        path: `${folder}artwork-${file.side}-${file.name}`,
        what: `the customer's artwork for the ${file.side}, as uploaded (SHA-256 ${file.sha256})`,
        key: file.storageKey,
        at: file.uploadedAt,
        size: file.sizeBytes,
      });
      entries.push({
        path: `${folder}preflight-${file.side}.txt`,
        what: 'its preflight report',
        text: preflightText(file),
      });
      // Approved over the digital proof: that proof is what the customer saw.
      if (!approvedProof && file.proofKey) {
        entries.push({
          path: `${folder}digital-proof-${file.side}.png`,
          what: 'the digital proof the customer approved',
          key: file.proofKey,
          at: file.uploadedAt,
        });
      }
    }
    if (approvedProof) {
      entries.push({
        path: `${folder}proof-v${approvedProof.version}-${approvedProof.name}`,
        what: `proof ${approvedProof.version} by our staff, approved by the customer`,
        key: approvedProof.storageKey,
        at: approvedProof.sentAt,
        size: approvedProof.sizeBytes,
      });
      notes.push(
        design.files.length === 0
          ? `${folder || 'This design'}: no file from the customer: print from proof ${approvedProof.version}.`
          : `${folder || 'This design'}: print as proof ${approvedProof.version} shows; the customer's file is from before our changes.`,
      );
    }
  }
  const contents = [
    `Order ${orderNo}, line ${position}: ${line.productName}`,
    '',
    ...entries.map((entry) => `${entry.path}  ${entry.what}`),
    ...(notes.length > 0 ? ['', ...notes] : []),
    '',
  ].join('\n');
  return [...entries, { path: 'contents.txt', what: 'this list', text: contents }];
}

/**
 * Streams a line's archive as it is made: each stored file is opened only when its turn comes.
 * A store that fails mid-way ends the download with an error (never the process), and a client
 * that goes away closes the file being read.
 */
function zipOf(
  entries: readonly ArchiveEntry[],
  open: (key: string) => Promise<Readable | null>,
  now: Date,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let reading: Readable | null = null;
  const fail = (error: unknown) => {
    reading?.destroy();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  output.on('close', () => reading?.destroy());
  for (const entry of entries) {
    if ('text' in entry) {
      zip.addBuffer(Buffer.from(entry.text), entry.path, { mtime: now });
      continue;
    }
    const options = {
      compress: false,
      mtime: entry.at,
      ...(entry.size ? { size: entry.size } : {}),
    };
    zip.addReadStreamLazy(entry.path, options, (done) => {
      open(entry.key).then((stream) => {
        if (!stream) return fail(new Error(`${entry.key} is not in the file store`));
        reading = stream;
        stream.on('error', fail);
        done(null, stream);
      }, fail);
    });
  }
  zip.end();
  return output;
}

/** A file's preflight report as text, for the press. */
function preflightText(file: DesignFileRow): string {
  const report = file.report;
  if (!report) return `${file.name}: not checked.\n`;
  return [
    `Preflight report: ${file.name} (${file.side})`,
    `Verdict: ${LEVEL_LABELS[report.verdict]}`,
    '',
    ...report.findings.map((finding) => `- ${LEVEL_LABELS[finding.level]}: ${finding.message}`),
    '',
  ].join('\n');
}

export type ArtworkStaff = ReturnType<typeof artworkStaff>;
