import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { StoredConfiguration } from '@shop/domain/chosen-configuration';
import type { DesignState } from '@shop/domain/artwork/design-life';
import type { DesignSide } from '@shop/domain/artwork/line-artwork';
import type { Database } from '../database';
import { cartLines } from '../schema';
import {
  designEvents,
  designFiles,
  designProofs,
  designs,
  type StoredReport,
} from '../schema-artwork';
import { orderLines, orders } from '../schema-orders';

export type DesignRow = typeof designs.$inferSelect;
export type DesignFileRow = typeof designFiles.$inferSelect;
export type DesignEventRow = typeof designEvents.$inferSelect;
export type DesignProofRow = typeof designProofs.$inferSelect;
export type NewDesignProof = Omit<
  typeof designProofs.$inferInsert,
  'designId' | 'version' | 'decision' | 'comment' | 'decidedAt'
>;
export type NewDesignEvent = Omit<typeof designEvents.$inferInsert, 'designId'>;
export type NewDesignFile = Omit<
  typeof designFiles.$inferInsert,
  'designId' | 'side' | 'status' | 'report' | 'proofKey' | 'replacedAt' | 'attempts'
>;

/** Whose designs: a cart line's (before checkout) or an order line's. */
export type DesignLine = { cartLineId: number } | { orderLineId: number };

export interface StoredDesign {
  design: DesignRow;
  /** The artwork of each side: its newest file. */
  files: DesignFileRow[];
  events: DesignEventRow[];
  /** The proofs staff sent, version 1 first. */
  proofs: DesignProofRow[];
}

/** A design waiting for staff or for its customer's answer to a proof (the back-office queue). */
export interface QueuedDesign {
  design: DesignRow;
  orderNo: string;
  /** 0-based, as stored. */
  position: number;
  productName: string;
  email: string;
  kinds: number;
}

const ofLine = (line: DesignLine) =>
  'cartLineId' in line
    ? eq(designs.cartLineId, line.cartLineId)
    : eq(designs.orderLineId, line.orderLineId);

/** Designs, their files and timelines (issue 33). */
export function designRepository(db: Database) {
  /**
   * Designs of orders (not cancelled) in one of `states`, joined to their order line and order:
   * what the back-office's queue and its counts read. `query` selects from `designs`, dynamic
   * (Drizzle's dynamic query building) so that it can be joined here whatever it selects.
   */
  const designsOfOrders = <Query extends PgSelect>(query: Query, states: readonly DesignState[]) =>
    query
      .innerJoin(orderLines, eq(orderLines.id, designs.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(inArray(designs.state, [...states]), ne(orders.productionState, 'cancelled')));

  async function withFiles(rows: DesignRow[]): Promise<StoredDesign[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [files, events, proofs] = await Promise.all([
      db
        .select()
        .from(designFiles)
        .where(and(inArray(designFiles.designId, ids), isNull(designFiles.replacedAt)))
        .orderBy(asc(designFiles.side)),
      db
        .select()
        .from(designEvents)
        .where(inArray(designEvents.designId, ids))
        .orderBy(asc(designEvents.at), asc(designEvents.id)),
      db
        .select()
        .from(designProofs)
        .where(inArray(designProofs.designId, ids))
        .orderBy(asc(designProofs.version)),
    ]);
    return rows.map((design) => ({
      design,
      files: files.filter((file) => file.designId === design.id),
      events: events.filter((event) => event.designId === design.id),
      proofs: proofs.filter((proof) => proof.designId === design.id),
    }));
  }

  return {
    /** A line's designs by set, with their current files and timelines. */
    async ofLine(line: DesignLine): Promise<StoredDesign[]> {
      const rows = await db.select().from(designs).where(ofLine(line)).orderBy(asc(designs.setNo));
      return withFiles(rows);
    },

    /** The designs of several order lines (an order's page), keyed by line. */
    async ofOrderLines(orderLineIds: number[]): Promise<StoredDesign[]> {
      if (orderLineIds.length === 0) return [];
      const rows = await db
        .select()
        .from(designs)
        .where(inArray(designs.orderLineId, orderLineIds))
        .orderBy(asc(designs.orderLineId), asc(designs.setNo));
      return withFiles(rows);
    },

    async byId(designId: string): Promise<StoredDesign | null> {
      const [row] = await db.select().from(designs).where(eq(designs.id, designId));
      return row ? ((await withFiles([row]))[0] ?? null) : null;
    },

    /** Makes the design of a set if it has none (a concurrent maker wins; both read its row). */
    async ensure(
      line: DesignLine,
      setNo: number,
      make: { id: string; state: DesignState; at: Date },
    ): Promise<DesignRow> {
      await db
        .insert(designs)
        .values({ id: make.id, ...line, setNo, state: make.state, updatedAt: make.at })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(designs)
        .where(and(ofLine(line), eq(designs.setNo, setNo)));
      if (!row) throw new Error('The design was just made');
      return row;
    },

    /** A new file for one side: the side's earlier file is kept, marked replaced. */
    async addFile(designId: string, side: DesignSide, file: NewDesignFile): Promise<DesignFileRow> {
      await db
        .update(designFiles)
        .set({ replacedAt: file.uploadedAt })
        .where(
          and(
            eq(designFiles.designId, designId),
            eq(designFiles.side, side),
            isNull(designFiles.replacedAt),
          ),
        );
      const [row] = await db
        .insert(designFiles)
        .values({ ...file, designId, side, status: 'checking', attempts: 1 })
        .returning();
      if (!row) throw new Error('The file was not stored');
      return row;
    },

    /** A check starts: the file is this process's until `until` (then a sweep may take it). */
    async lease(fileId: string, until: Date): Promise<void> {
      await db.update(designFiles).set({ leaseUntil: until }).where(eq(designFiles.id, fileId));
    },

    /** A file's check is done: its report and proof. */
    async checked(fileId: string, report: StoredReport, proofKey: string | null): Promise<void> {
      await db
        .update(designFiles)
        .set({ status: 'checked', report, proofKey, leaseUntil: null })
        .where(and(eq(designFiles.id, fileId), eq(designFiles.status, 'checking')));
    },

    /**
     * Takes up to `limit` checks whose lease ran out (their process died, or it failed): each
     * is leased to the caller until `until`, so two processes never check one file at once.
     */
    async claimStale(now: Date, until: Date, limit: number): Promise<DesignFileRow[]> {
      const stale = db
        .select({ id: designFiles.id })
        .from(designFiles)
        .where(
          and(
            eq(designFiles.status, 'checking'),
            lt(designFiles.leaseUntil, now),
            isNull(designFiles.replacedAt),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(designFiles)
        .set({ leaseUntil: until, attempts: sql`${designFiles.attempts} + 1` })
        .where(inArray(designFiles.id, stale))
        .returning();
    },

    /** Where a design is: its line's product, configuration and sets, and the order's number. */
    async placeOf(designId: string): Promise<{
      cartLineId: number | null;
      orderNo: string | null;
      position: number | null;
      productId: number;
      configuration: StoredConfiguration;
      kinds: number;
    } | null> {
      const [row] = await db
        .select({
          cartLineId: designs.cartLineId,
          orderNo: orders.orderNo,
          position: orderLines.position,
          cartProductId: cartLines.productId,
          cartConfiguration: cartLines.configuration,
          cartKinds: cartLines.kinds,
          orderProductId: orderLines.productId,
          orderConfiguration: orderLines.configuration,
          orderKinds: orderLines.kinds,
        })
        .from(designs)
        .leftJoin(cartLines, eq(cartLines.id, designs.cartLineId))
        .leftJoin(orderLines, eq(orderLines.id, designs.orderLineId))
        .leftJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(designs.id, designId));
      if (!row) return null;
      const productId = row.cartProductId ?? row.orderProductId;
      const configuration = row.cartConfiguration ?? row.orderConfiguration;
      const kinds = row.cartKinds ?? row.orderKinds;
      if (productId === null || configuration === null || kinds === null) return null;
      return {
        cartLineId: row.cartLineId,
        orderNo: row.orderNo,
        position: row.position,
        productId,
        configuration,
        kinds,
      };
    },

    async file(fileId: string): Promise<DesignFileRow | null> {
      const [row] = await db.select().from(designFiles).where(eq(designFiles.id, fileId));
      return row ?? null;
    },

    /**
     * Moves a design from the state it was read in, with its event; false when it changed
     * meanwhile (another request moved it first), and nothing is written.
     */
    async move(
      designId: string,
      from: DesignState,
      to: DesignState,
      event: NewDesignEvent,
      comment?: string,
    ): Promise<boolean> {
      const moved = await db
        .update(designs)
        .set({
          state: to,
          updatedAt: event.at,
          ...(comment === undefined ? {} : { staffProofComment: comment }),
        })
        .where(and(eq(designs.id, designId), eq(designs.state, from)))
        .returning({ id: designs.id });
      if (moved.length === 0) return false;
      await db.insert(designEvents).values({ ...event, designId });
      return true;
    },

    /** At checkout: the cart lines' designs become the order lines'. */
    async adoptCartLines(
      pairs: ReadonlyArray<{ cartLineId: number; orderLineId: number; sets: number }>,
    ) {
      // Designs of sets since removed from the line stay behind and go with the cart line.
      for (const { cartLineId, orderLineId, sets } of pairs) {
        await db
          .update(designs)
          .set({ orderLineId, cartLineId: null })
          .where(and(eq(designs.cartLineId, cartLineId), lte(designs.setNo, sets)));
      }
    },

    /**
     * Reorder: an approved design's artwork onto a new cart line's set, approved again without
     * a new proof (the same stored files: artwork is never deleted while a row names it).
     */
    async carry(from: StoredDesign, line: DesignLine, make: { id: string; at: Date }) {
      await db.insert(designs).values({
        id: make.id,
        ...line,
        setNo: from.design.setNo,
        state: 'approved',
        carriedFrom: from.design.id,
        updatedAt: make.at,
      });
      // Checked files only: one still being checked stays with its own design.
      for (const file of from.files.filter((entry) => entry.status === 'checked')) {
        await db.insert(designFiles).values({
          ...file,
          id: randomUUID(),
          designId: make.id,
          uploadedAt: make.at,
          leaseUntil: null,
          replacedAt: null,
        });
      }
      // The proof by staff it was approved over goes with it (the press's archive holds it).
      for (const proof of from.proofs.filter((entry) => entry.decision === 'approved')) {
        await db.insert(designProofs).values({ ...proof, id: randomUUID(), designId: make.id });
      }
      await db.insert(designEvents).values({
        designId: make.id,
        at: make.at,
        action: 'carry',
        fromState: 'approved',
        toState: 'approved',
        byKind: 'customer',
        note: 'The approved artwork of an earlier order.',
      });
    },

    /**
     * Of `keys`, those a design file (as artwork or digital proof) or a staff proof names:
     * housekeeping keeps them.
     */
    async referencedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const [files, proofs] = await Promise.all([
        db
          .select({ storageKey: designFiles.storageKey, proofKey: designFiles.proofKey })
          .from(designFiles)
          .where(or(inArray(designFiles.storageKey, keys), inArray(designFiles.proofKey, keys))),
        db
          .select({ storageKey: designProofs.storageKey })
          .from(designProofs)
          .where(inArray(designProofs.storageKey, keys)),
      ]);
      return new Set([
        ...files.flatMap((row) => [row.storageKey, row.proofKey ?? '']),
        ...proofs.map((row) => row.storageKey),
      ]);
    },

    /**
     * The next version of a design's staff proof (the design's move, in the same transaction,
     * makes sure two are not sent at once); a version still unanswered is superseded by it.
     */
    async addProof(designId: string, proof: NewDesignProof): Promise<DesignProofRow> {
      const [last] = await db
        .select({ version: designProofs.version })
        .from(designProofs)
        .where(eq(designProofs.designId, designId))
        .orderBy(desc(designProofs.version))
        .limit(1);
      await db
        .update(designProofs)
        .set({ decision: 'superseded', decidedAt: proof.sentAt })
        .where(and(eq(designProofs.designId, designId), isNull(designProofs.decision)));
      const [row] = await db
        .insert(designProofs)
        .values({ ...proof, designId, version: (last?.version ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('The proof was not stored');
      return row;
    },

    /**
     * The customer's answer to version `version` (the newest unanswered one when not given);
     * null when that is not the newest version still waiting for an answer.
     */
    async decideProof(
      designId: string,
      version: number | undefined,
      answer: { decision: 'approved' | 'changes_requested'; comment: string; at: Date },
    ): Promise<DesignProofRow | null> {
      const [newest] = await db
        .select()
        .from(designProofs)
        .where(eq(designProofs.designId, designId))
        .orderBy(desc(designProofs.version))
        .limit(1);
      if (!newest || newest.decision !== null) return null;
      if (version !== undefined && newest.version !== version) return null;
      const [row] = await db
        .update(designProofs)
        .set({ decision: answer.decision, comment: answer.comment, decidedAt: answer.at })
        .where(and(eq(designProofs.id, newest.id), isNull(designProofs.decision)))
        .returning();
      return row ?? null;
    },

    async proof(proofId: string): Promise<DesignProofRow | null> {
      const [row] = await db.select().from(designProofs).where(eq(designProofs.id, proofId));
      return row ?? null;
    },

    /** How many designs of orders (not cancelled) are in each of `states`. */
    async queueCounts(states: readonly DesignState[]): Promise<Map<DesignState, number>> {
      const rows = await designsOfOrders(
        db
          .select({ state: designs.state, count: sql<number>`count(*)::int` })
          .from(designs)
          .$dynamic(),
        states,
      ).groupBy(designs.state);
      return new Map(rows.map((row) => [row.state, Number(row.count)]));
    },

    /**
     * Designs of orders (not cancelled) in one of `states`, the longest waiting first: the
     * back-office's artwork queue.
     */
    async queue(states: readonly DesignState[], limit: number): Promise<QueuedDesign[]> {
      return designsOfOrders(
        db
          .select({
            design: designs,
            orderNo: orders.orderNo,
            position: orderLines.position,
            productName: orderLines.productName,
            email: orders.email,
            kinds: orderLines.kinds,
          })
          .from(designs)
          .$dynamic(),
        states,
      )
        .orderBy(asc(designs.updatedAt), asc(designs.id))
        .limit(limit);
    },
  };
}

export type DesignRepository = ReturnType<typeof designRepository>;
