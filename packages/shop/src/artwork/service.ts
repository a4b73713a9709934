import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import type { CatalogCache } from '@shop/db/catalog-cache';
import type { CartRepository } from '@shop/db/repositories/carts';
import type { DesignFileRow, DesignRepository } from '@shop/db/repositories/designs';
import type { StoredReport } from '@shop/db/schema-artwork';
import { changeDesign, DESIGN_MESSAGES } from '@shop/domain/artwork/design-life';
import {
  designField,
  slotOfField,
  type DesignSide,
  type LineArtwork,
} from '@shop/domain/artwork/line-artwork';
import type { ArtworkFixId } from '@shop/domain/artwork/preflight-rules';
import type { StoredConfiguration } from '@shop/domain/chosen-configuration';
import type { Actor } from '@shop/domain/identity';
import type { LetteringService } from '../lettering/service';
import { ARTWORK_UPLOADS_PER_LINE } from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import type { OrdersService } from '../orders/service';
import { ownerOf } from '../permissions';
import { ShopProblem } from '../problem';
import {
  ARTWORK_FOLDER,
  PROOFS_FOLDER,
  type FormPart,
  type UploadsService,
} from '../uploads/service';
import type { Repositories, WritePipeline } from '../writes';
import { readStoredArtwork, type CheckArtwork } from './check';
import { artworkOfLine, designName, lineView, type OwnedLine } from './line-view';
import { applyFix, fixedName } from './fixes';
import { ARTWORK_MESSAGES, LINE_REF, type LineArtworkView } from './contract';
import { tellDeskOfProofByStaff, type ProofDesk } from './desk';
import { PROOF_DESK_MAIL } from './mail';

/**
 * How long one check may hold its file before another process takes the job (a crash): set when
 * the check starts, far longer than the slowest check measured (docs/performance.md).
 */
export const CHECK_LEASE_MS = 10 * 60 * 1000;
/** After this many tries a file is left to a person: a file that crashes every check. */
export const MAX_CHECK_ATTEMPTS = 3;

const notFound = () => new ShopProblem(404, 'NOT_FOUND', 'There is no such line.');

export interface ArtworkDeps {
  designs: DesignRepository;
  carts: CartRepository;
  writes: WritePipeline;
  catalog: CatalogCache;
  uploads: UploadsService;
  lettering: Pick<LetteringService, 'cutFile'>;
  /** Whose an order is, and its production following its designs: the orders capability's. */
  orders: Pick<OrdersService, 'owned' | 'followArtwork'>;
  check: CheckArtwork;
  /** Checks run at once (the pool's threads): files wait their turn unread. */
  checkThreads?: number;
  limiter: RateLimiter;
  clock: () => Date;
  nudgeMail: () => void;
  /** Where a design's need of staff is told (SHOP_EMAIL), and the back-office's link. */
  desk: ProofDesk;
  onCheckError?: (error: unknown) => void;
}

/**
 * Artwork for every line (issue 33): a design per set, uploads checked while the customer waits
 * (preflight and digital proof, in the server's worker pool), the design's life (domain
 * design-life.ts) and, for an order's line, the order's production following its designs.
 */
export function artworkService(deps: ArtworkDeps) {
  const { designs, carts, writes, catalog, uploads, clock } = deps;
  const checkSlots = pLimit(Math.max(1, deps.checkThreads ?? 1));
  let sweeping = false;

  const artworkOf = (productId: number, configuration: StoredConfiguration) =>
    artworkOfLine(catalog.current().catalog, productId, configuration);

  async function ownLine(actor: Actor, ref: string, key?: string): Promise<OwnedLine> {
    const match = LINE_REF.exec(ref);
    if (!match) throw notFound();
    const [, cartId, orderNo, position] = match;
    // Staff act on artwork in the back-office, as themselves; never as the customer here (even
    // holding an order's emailed link).
    if (actor.kind === 'staff') throw notFound();
    if (cartId !== undefined) {
      const row = await carts.line(ownerOf(actor), Number(cartId));
      if (!row) throw notFound();
      const productName =
        catalog.current().catalog.products.get(row.productId)?.name ?? 'Your item';
      return {
        ref,
        where: { cartLineId: row.id },
        productName,
        artwork: { ...artworkOf(row.productId, row.configuration), sets: row.kinds },
        lettering: row.lettering,
        order: null,
      };
    }
    const order = await deps.orders.owned(actor, orderNo ?? '', key);
    const line = order.lines.find((entry) => entry.position === Number(position) - 1);
    if (!line) throw notFound();
    return {
      ref,
      where: { orderLineId: line.id },
      productName: line.productName,
      artwork: { ...artworkOf(line.productId, line.configuration), sets: line.kinds },
      lettering: line.lettering,
      order,
    };
  }

  const view = async (line: OwnedLine, key?: string) =>
    lineView(line, await designs.ofLine(line.where), key);

  const refusedClosed = (line: OwnedLine) => {
    if (line.order?.order.productionState === 'cancelled') {
      throw new ShopProblem(409, 'ORDER_CANCELLED', ARTWORK_MESSAGES.orderClosed);
    }
  };

  const refused = (message: string, field = 'set') =>
    new ShopProblem(409, 'ARTWORK_REFUSED', message, [{ field, message }]);

  /**
   * The first step of every artwork write: the line's order (or cart line) is locked, so the
   * writes of one line happen one at a time, an order's last approval sees every other, and a
   * checkout and an artwork change wait for each other. A cancelled order, or a cart line an
   * order has just taken, refuses here.
   */
  async function lockLine(repos: Repositories, line: OwnedLine): Promise<void> {
    if (line.order) {
      const production = await repos.orders.lockForChange(line.order.order.id);
      if (production === 'cancelled') {
        throw new ShopProblem(409, 'ORDER_CANCELLED', ARTWORK_MESSAGES.orderClosed);
      }
      return;
    }
    if ('cartLineId' in line.where) {
      const found = await repos.carts.lockRows([line.where.cartLineId]);
      if (found.length === 0) throw notFound();
    }
  }

  /**
   * Checks a stored file and keeps its report and proof. A failure (the worker died, the store
   * is away) leaves the row `checking`: when its lease runs out, any process's sweep tries again;
   * after MAX_CHECK_ATTEMPTS a person checks it.
   */
  async function runCheck(file: DesignFileRow, artwork: LineArtwork): Promise<void> {
    // One file in memory per check thread: the next is read when a worker is free.
    await checkSlots(async () => {
      try {
        await designs.lease(file.id, new Date(clock().getTime() + CHECK_LEASE_MS));
        const result = await deps.check(file, artwork.boxes);
        const proof = result.proof
          ? await uploads.putBytes(PROOFS_FOLDER, result.proof, 'image/png')
          : null;
        if (proof) await designs.checked(file.id, result.report, proof.key);
        else await toStaffProof(file, result.report);
      } catch (error) {
        deps.onCheckError?.(error);
        if (file.attempts >= MAX_CHECK_ATTEMPTS) await toStaffProof(file, BY_HAND_REPORT);
      }
    });
  }

  /**
   * A file no machine can proof (EPS, a PSD without its picture, unreadable) waits for staff.
   * Its report, the design's move and, on an order, the shop's email are one transaction: a
   * crash between them would leave a checked design nobody proofs or is told of (a failed one
   * stays `checking`, and the sweep tries again). A cart's design is told at checkout.
   */
  async function toStaffProof(file: DesignFileRow, report: StoredReport): Promise<void> {
    const at = clock();
    const told = await writes.transaction(async (repos) => {
      // The line first, as every artwork write and a checkout lock it: the shop is told here or
      // by the checkout, and never of a cancelled order.
      const place = await repos.designs.placeOf(file.designId);
      if (place?.cartLineId) await repos.carts.lockRows([place.cartLineId]);
      const order = place?.orderNo ? await repos.orders.byNumber(place.orderNo) : null;
      const production = order ? await repos.orders.lockForChange(order.order.id) : null;
      await repos.designs.checked(file.id, report, null);
      const moved = await repos.designs.move(file.designId, 'checked', 'staff_proof_requested', {
        at,
        action: 'request_staff_proof',
        fromState: 'checked',
        toState: 'staff_proof_requested',
        byKind: 'system',
        note: 'We check this file by hand and send you a proof.',
      });
      if (!moved || production === 'cancelled') return false;
      const stored = await repos.designs.byId(file.designId);
      if (!stored) return false;
      return tellDeskOfProofByStaff(repos, catalog.current().catalog, deps.desk, stored, at);
    });
    if (told) deps.nudgeMail();
  }

  /** Stores files of a line's sides as uploads of its designs, in one transaction. */
  async function addFiles(
    line: OwnedLine,
    files: ReadonlyArray<{
      side: DesignSide;
      set: number;
      field: string;
      key: string;
      name: string;
      mediaType: string;
      sizeBytes: number;
      sha256: string;
    }>,
    by: 'customer' | 'system',
  ): Promise<DesignFileRow[]> {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + CHECK_LEASE_MS);
    const { value } = await writes.transaction(async (repos) => {
      await lockLine(repos, line);
      const added: DesignFileRow[] = [];
      for (const file of files) {
        const design = await repos.designs.ensure(line.where, file.set, {
          id: randomUUID(),
          state: 'awaiting_file',
          at: now,
        });
        // The shop's own file (a lettering cut file) is made once, whoever asked first.
        if (by === 'system' && (await repos.designs.byId(design.id))?.files.length) continue;
        const change = changeDesign(design.state, 'upload', 'customer');
        if (!change.ok) throw refused(change.message, file.field);
        const moved = await repos.designs.move(design.id, design.state, change.to, {
          at: now,
          action: 'upload',
          fromState: design.state,
          toState: change.to,
          byKind: by,
          note: `${file.side === 'front' ? 'Front' : 'Back'}: ${file.name}`,
        });
        if (!moved) throw refused(ARTWORK_MESSAGES.changedMeanwhile, file.field);
        added.push(
          await repos.designs.addFile(design.id, file.side, {
            id: randomUUID(),
            storageKey: file.key,
            name: file.name,
            mediaType: file.mediaType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            leaseUntil,
            uploadedAt: now,
          }),
        );
      }
      const orderNo = line.order?.order.orderNo;
      const followed = orderNo
        ? await deps.orders.followArtwork(repos, orderNo, now, 'customer')
        : false;
      return { value: { added, followed } };
    });
    if (value.followed) deps.nudgeMail();
    return value.added;
  }

  /** A lettering line's artwork is the designer's cut file: stored and checked as an upload. */
  async function designerArtwork(line: OwnedLine): Promise<void> {
    if (!line.lettering || line.order?.order.productionState === 'cancelled') return;
    const stored = await designs.ofLine(line.where);
    const sets = Array.from({ length: line.artwork.sets }, (_, index) => index + 1).filter(
      (set) => !stored.some((entry) => entry.design.setNo === set && entry.files.length > 0),
    );
    if (sets.length === 0) return;
    let svg: Buffer;
    try {
      svg = Buffer.from(await deps.lettering.cutFile(line.lettering));
    } catch (error) {
      // Shown without a file; the next look tries again.
      deps.onCheckError?.(error);
      return;
    }
    const files = [];
    for (const set of sets) {
      const put = await uploads.putBytes(ARTWORK_FOLDER, svg, 'image/svg+xml');
      files.push({
        side: 'front' as const,
        set,
        field: designField('front', set),
        key: put.key,
        name: 'lettering-cut-file.svg',
        mediaType: 'image/svg+xml',
        sizeBytes: put.size,
        sha256: put.sha256,
      });
    }
    const added = await addFiles(line, files, 'system');
    await Promise.all(added.map((file) => runCheck(file, line.artwork)));
  }

  /**
   * The customer's decisions on a set's design: approve its proof, ask for a proof by staff, or
   * ask changes of the proof staff sent. Each on an order's line is told to the shop.
   */
  async function decide(
    actor: Actor,
    ref: string,
    set: number,
    key: string | undefined,
    action: 'approve' | 'request_staff_proof' | 'request_changes',
    { comment, version }: { comment?: string; version?: number } = {},
  ): Promise<LineArtworkView> {
    const line = await ownLine(actor, ref, key);
    if (set > line.artwork.sets) throw notFound();
    const now = clock();
    const { value: followed } = await writes.transaction(async (repos) => {
      await lockLine(repos, line);
      const design = await repos.designs.ensure(line.where, set, {
        id: randomUUID(),
        state: 'awaiting_file',
        at: now,
      });
      const change = changeDesign(design.state, action, 'customer');
      if (!change.ok) throw refused(change.message);
      // A digital proof is approved over the customer's files; a staff proof over staff's own.
      if (action === 'approve' && design.state === 'checked') {
        const files = (await repos.designs.byId(design.id))?.files ?? [];
        const missing = line.artwork.sides.find((side) => !files.some((f) => f.side === side));
        if (missing) {
          throw refused(
            line.artwork.sides.length === 1
              ? DESIGN_MESSAGES.fileRequired
              : ARTWORK_MESSAGES.sideMissing(missing),
          );
        }
        if (files.some((file) => file.status === 'checking')) {
          throw refused(ARTWORK_MESSAGES.stillChecking);
        }
        // A file a machine could not proof is proofed by our staff: never approved unseen.
        if (files.some((file) => file.proofKey === null)) throw refused(ARTWORK_MESSAGES.noProof);
      }
      // A proof by our staff is answered version by version: a newer one sent meanwhile is
      // refused, never approved unseen.
      const answered =
        design.state === 'proof_sent'
          ? await repos.designs.decideProof(design.id, version, {
              decision: action === 'approve' ? 'approved' : 'changes_requested',
              comment: comment ?? '',
              at: now,
            })
          : null;
      if (design.state === 'proof_sent' && !answered) throw refused(ARTWORK_MESSAGES.newerProof);
      const moved = await repos.designs.move(
        design.id,
        design.state,
        change.to,
        {
          at: now,
          action,
          fromState: design.state,
          toState: change.to,
          byKind: 'customer',
          note: comment ?? '',
        },
        action === 'request_staff_proof' ? comment : undefined,
      );
      if (!moved) throw refused(ARTWORK_MESSAGES.changedMeanwhile);
      const order = line.order?.order;
      if (!order) return { value: false };
      const deskMail = toDesk(order.orderNo, line, design.id, set, action, answered, comment);
      if (deskMail) await repos.mail.enqueue(deskMail, now);
      const value = await deps.orders.followArtwork(repos, order.orderNo, now, 'customer');
      return { value: value || deskMail !== null };
    });
    if (followed) deps.nudgeMail();
    return view(await ownLine(actor, ref, key), key);
  }

  /** What the shop is told of a customer's step of a proof by staff, if anything. */
  function toDesk(
    orderNo: string,
    line: OwnedLine,
    designId: string,
    set: number,
    action: 'approve' | 'request_staff_proof' | 'request_changes',
    answered: { version: number } | null,
    comment = '',
  ) {
    const { email, designLink } = deps.desk;
    const name = designName(line.productName, set, line.artwork.sets);
    const link = designLink(designId);
    if (action === 'request_staff_proof') {
      return PROOF_DESK_MAIL.requested(email, orderNo, name, comment, link);
    }
    if (!answered) return null;
    return action === 'approve'
      ? PROOF_DESK_MAIL.approved(email, orderNo, name, answered.version, link)
      : PROOF_DESK_MAIL.changes(email, orderNo, name, answered.version, comment, link);
  }

  /** The design's line, once the actor is shown to own it; else a 404. */
  async function ownDesign(actor: Actor, designId: string, key?: string) {
    const place = await designs.placeOf(designId);
    if (!place) throw notFound();
    const ref =
      place.cartLineId !== null
        ? `cart-${place.cartLineId}`
        : `${place.orderNo ?? ''}.${(place.position ?? 0) + 1}`;
    return ownLine(actor, ref, key);
  }

  /** The file's row, once the actor is shown to own its line; else a 404. */
  async function ownFile(actor: Actor, fileId: string, key?: string) {
    const file = await designs.file(fileId);
    if (!file) throw notFound();
    await ownDesign(actor, file.designId, key);
    return file;
  }

  return {
    /** `GET /api/artwork/lines/:line`: the line's designs, files, reports and proofs. */
    async find(actor: Actor, ref: string, key?: string): Promise<LineArtworkView> {
      const line = await ownLine(actor, ref, key);
      await designerArtwork(line);
      return view(line, key);
    },

    /**
     * `POST /api/artwork/lines/:line` (multipart, fields `front-1`, `back-1`, ...): at most 4
     * files, each stored, recorded on its design, then checked and proofed before the answer.
     */
    async upload(
      actor: Actor,
      ref: string,
      key: string | undefined,
      parts: AsyncIterable<FormPart>,
    ): Promise<LineArtworkView> {
      const line = await ownLine(actor, ref, key);
      refusedClosed(line);
      if (line.lettering) throw refused(ARTWORK_MESSAGES.designerMade, 'file');
      // Counted before a byte is stored: only the line's owner reaches here.
      await deps.limiter.count(ARTWORK_UPLOADS_PER_LINE, line.ref);
      // Nothing stored when no design of the line takes a file any more.
      const now = await designs.ofLine(line.where);
      const open = Array.from({ length: line.artwork.sets }, (_, index) => {
        const state = now.find((entry) => entry.design.setNo === index + 1)?.design.state;
        return changeDesign(state ?? 'awaiting_file', 'upload', 'customer');
      });
      const firstRefusal = open.find((change) => !change.ok);
      if (firstRefusal && !firstRefusal.ok && open.every((change) => !change.ok)) {
        throw refused(firstRefusal.message, 'file');
      }
      const form = await uploads.receive(parts, {
        folder: ARTWORK_FOLDER,
        accepts: (field) => slotOfField(field, line.artwork) !== null,
        wrongField: ARTWORK_MESSAGES.wrongField,
      });
      let added: DesignFileRow[];
      try {
        if (form.files.length === 0) {
          throw new ShopProblem(400, 'FILE_REQUIRED', DESIGN_MESSAGES.fileRequired, [
            { field: designField('front', 1), message: DESIGN_MESSAGES.fileRequired },
          ]);
        }
        const fields = form.files.map((file) => file.field);
        const twice = fields.find((field, index) => fields.indexOf(field) !== index);
        if (twice) {
          throw new ShopProblem(400, 'SAME_SIDE_TWICE', ARTWORK_MESSAGES.twice, [
            { field: twice, message: ARTWORK_MESSAGES.twice },
          ]);
        }
        added = await addFiles(
          line,
          form.files.map((file) => {
            const slot = slotOfField(file.field, line.artwork);
            if (!slot) throw new Error('Only fields of the line were accepted');
            return { ...slot, ...file, name: file.originalName };
          }),
          'customer',
        );
      } catch (error) {
        await uploads.discard(form.files.map((file) => file.key));
        throw error;
      }
      // Checked while the customer waits, in the worker pool; a crash leaves it to the sweep.
      await Promise.all(added.map((file) => runCheck(file, line.artwork)));
      return view(await ownLine(actor, ref, key), key);
    },

    /**
     * `POST /api/artwork/lines/:line/files/:file/fix`: a fix a finding offered, chosen by the
     * customer: made on the file, stored as their new file for that side, checked and proofed.
     */
    async fix(
      actor: Actor,
      ref: string,
      fileId: string,
      fix: ArtworkFixId,
      key?: string,
    ): Promise<LineArtworkView> {
      const line = await ownLine(actor, ref, key);
      refusedClosed(line);
      const file = await designs.file(fileId);
      const design =
        file &&
        (await designs.ofLine(line.where)).find((entry) => entry.design.id === file.designId);
      if (!file || !design || file.replacedAt !== null) throw notFound();
      if (!file.report?.findings.some((finding) => finding.fix?.id === fix)) {
        throw refused(ARTWORK_MESSAGES.fixNotOffered, 'fix');
      }
      await deps.limiter.count(ARTWORK_UPLOADS_PER_LINE, line.ref);
      const fixed = await checkSlots(async () => {
        const bytes = await readStoredArtwork(uploads, file);
        if (!bytes) throw notFound();
        return applyFix(bytes, file.mediaType, line.artwork.boxes, fix);
      });
      const put = await uploads.putBytes(ARTWORK_FOLDER, fixed, file.mediaType);
      let added: DesignFileRow[];
      try {
        added = await addFiles(
          line,
          [
            {
              side: file.side,
              set: design.design.setNo,
              field: designField(file.side, design.design.setNo),
              key: put.key,
              name: fixedName(file.name, fix),
              mediaType: file.mediaType,
              sizeBytes: put.size,
              sha256: put.sha256,
            },
          ],
          'customer',
        );
      } catch (error) {
        await uploads.discard([put.key]);
        throw error;
      }
      await Promise.all(added.map((row) => runCheck(row, line.artwork)));
      return view(await ownLine(actor, ref, key), key);
    },

    /** Approves a design's proof: the digital one, or the version of a proof by our staff. */
    approve: (actor: Actor, ref: string, set: number, key?: string, version?: number) =>
      decide(actor, ref, set, key, 'approve', { version }),

    /** The customer asks for a proof made by staff, with a comment (answered in the back-office). */
    requestStaffProof: (actor: Actor, ref: string, set: number, comment: string, key?: string) =>
      decide(actor, ref, set, key, 'request_staff_proof', { comment }),

    /** The customer asks changes of the proof staff sent, saying what to change. */
    requestChanges: (
      actor: Actor,
      ref: string,
      set: number,
      answer: { version: number; comment: string },
      key?: string,
    ) => decide(actor, ref, set, key, 'request_changes', answer),

    /** A proof staff sent, for the design's owner. */
    async openStaffProof(actor: Actor, proofId: string, key?: string) {
      const proof = await designs.proof(proofId);
      if (!proof) throw notFound();
      await ownDesign(actor, proof.designId, key);
      const stream = await uploads.open(proof.storageKey);
      if (!stream) throw notFound();
      return { stream, name: proof.name, mediaType: proof.mediaType, size: proof.sizeBytes };
    },

    /** A design file's bytes, for its owner. */
    async openFile(actor: Actor, fileId: string, key?: string) {
      const file = await ownFile(actor, fileId, key);
      const stream = await uploads.open(file.storageKey);
      if (!stream) throw notFound();
      return { stream, name: file.name, mediaType: file.mediaType, size: file.sizeBytes };
    },

    /** A design file's digital proof (PNG), for its owner. */
    async openProof(actor: Actor, fileId: string, key?: string) {
      const file = await ownFile(actor, fileId, key);
      const stream = file.proofKey ? await uploads.open(file.proofKey) : null;
      if (!stream) throw notFound();
      return { stream, name: `proof-${file.side}.png` };
    },

    /**
     * Housekeeping: checks left unfinished by a crash (their lease ran out) are run again, a
     * few at a time; resolves with how many were taken.
     */
    async recheckStale(limit = 2): Promise<number> {
      if (sweeping) return 0;
      sweeping = true;
      try {
        const now = clock();
        const taken = await designs.claimStale(
          now,
          new Date(now.getTime() + CHECK_LEASE_MS),
          limit,
        );
        for (const file of taken) {
          const place = await designs.placeOf(file.designId);
          if (!place) continue;
          await runCheck(file, {
            ...artworkOf(place.productId, place.configuration),
            sets: place.kinds,
          });
        }
        return taken.length;
      } finally {
        sweeping = false;
      }
    },
  };
}

const BY_HAND_REPORT: StoredReport = {
  kind: 'by-hand',
  verdict: 'warning',
  findings: [{ check: 'file', level: 'warning', message: ARTWORK_MESSAGES.checkFailed }],
};

export type ArtworkService = ReturnType<typeof artworkService>;
