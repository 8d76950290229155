import { AsyncLocalStorage } from 'node:async_hooks';
import { BinaryOperationNode, ColumnNode, DeleteQueryNode, OperatorNode, QueryNode, ReferenceNode, TableNode, ValueNode, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';

/**
 * A guarded delete (issue 20 §2: reverting a restore deletes the record again through its delete call,
 * and only if nothing changed it since the check). While `guardDelete` runs its callback, a DELETE of
 * `table` anywhere below it (the delete call's own statement, in its own transaction) also requires
 * `version` to be what the check saw; when that deletes nothing, the statement throws DeleteGuardTripped,
 * so the call's transaction rolls back whole. One statement decides, so no save can come between the
 * check and the delete (on PostgreSQL a save under way holds the row, and the delete then reads its new version).
 */
export class DeleteGuardTripped extends Error {
  constructor(readonly table: string) {
    super(`the ${table} row changed since it was checked`);
  }
}

interface Guard {
  table: string;
  version: number;
  tripped: boolean;
}
const guards = new AsyncLocalStorage<Guard>();
const guarded = new WeakMap<QueryId, Guard>();

const tableOf = (node: DeleteQueryNode) => {
  const from = node.from.froms[0];
  return from && TableNode.is(from) ? from.table.identifier.name : undefined;
};

export const deleteGuardPlugin: KyselyPlugin = {
  transformQuery({ node, queryId }): RootOperationNode {
    const guard = guards.getStore();
    if (!guard || !DeleteQueryNode.is(node) || tableOf(node) !== guard.table) return node;
    guarded.set(queryId, guard);
    return QueryNode.cloneWithWhere(node, BinaryOperationNode.create(ReferenceNode.create(ColumnNode.create('version')), OperatorNode.create('='), ValueNode.create(guard.version)));
  },
  async transformResult({ queryId, result }) {
    const guard = guarded.get(queryId);
    if (guard && !Number(result.numAffectedRows ?? 0)) {
      guard.tripped = true;
      throw new DeleteGuardTripped(guard.table);
    }
    return result;
  },
};

/**
 * Runs `fn` with deletes of `table` guarded by `version`: answers what it answers, or throws
 * DeleteGuardTripped when the guard refused a delete (whatever `fn` made of the refusal).
 */
export async function guardDelete<T>(table: string, version: number, fn: () => Promise<T>): Promise<T> {
  const guard: Guard = { table, version, tripped: false };
  let result: T;
  try {
    result = await guards.run(guard, fn);
  } catch (err) {
    throw guard.tripped ? new DeleteGuardTripped(table) : err;
  }
  if (guard.tripped) throw new DeleteGuardTripped(table);
  return result;
}
