import { serializerCompiler } from 'fastify-type-provider-zod';
import { scheduleCalls, type ScheduleDoctor, type ScheduleResponse } from '@portal/shared';
import { serializedAnswer, type SerializedAnswer } from '../../lib/serialized-answer.ts';
import { ok } from '../../plugins/route.ts';

/** One cached week's answer, its counts kept current by the change notices (schedule.cache.ts). */

const call = scheduleCalls.pcEntireScheduleInfoByCondition;
/** The serializer fastify would run (the call's zod schema: validates and strips), run once per change instead. */
const serialize = serializerCompiler({
  schema: call.response,
  method: call.method,
  url: call.path,
});
export const answerOf = (response: ScheduleResponse) => serializedAnswer(serialize(ok(response)));

/** A week as built from the database, with what setting its counts again needs. */
export interface Built {
  response: ScheduleResponse;
  scheduleIds: ReadonlySet<string>;
  /** The answer's entries by session, whose leftNum is the free count (closed ones show 0 and stay). */
  counted: Map<string, ScheduleDoctor[]>;
  /** The next instant (epoch ms) the clock alone changes the answer. */
  changesAt: number;
  answer: SerializedAnswer;
}

/**
 * One cached week. It is in the cache from the moment its load starts, so a change heard while it loads is recorded
 * too (whether the load counted before or after that commit is unknown). `heard` counts the changes noticed,
 * `applied` those the current answer shows. Each change starts reading the changed sessions' free counts at once, one
 * query at a time, each carrying every change heard before it started; a read waits until `applied` reaches what had
 * been heard when it synced. A week whose counts could not be read is not answered from again.
 */
export class CachedWeek {
  /** When its load started (epoch ms): what it shows of config and names is from then at the earliest. */
  readonly since = Date.now();
  private built: Built | undefined;
  private readonly loaded: Promise<Built>;
  private readonly changed = new Set<string>();
  private heard = 0;
  private applied = 0;
  private recount: Promise<void> | undefined;
  private broken = false;

  constructor(
    load: () => Promise<Built>,
    private readonly countFreeOf: (scheduleIds: string[]) => Promise<Map<string, number>>,
  ) {
    this.loaded = load().then((built) => {
      this.built = built;
      void this.catchUp();
      return built;
    });
  }

  /** A number of `scheduleId` was claimed or released (committed). */
  notice(scheduleId: string) {
    if (this.built && !this.built.scheduleIds.has(scheduleId)) return;
    this.changed.add(scheduleId);
    this.heard += 1;
    void this.catchUp();
  }

  /**
   * The answer with every change heard so far applied; undefined when it cannot be given from memory: the clock has
   * changed it (at `now`, epoch ms), or a change could not be applied.
   */
  async answer(now: number): Promise<SerializedAnswer | undefined> {
    const due = this.heard;
    const built = await this.loaded;
    if (built.changesAt <= now) return undefined;
    while (this.applied < due && !this.broken) await this.catchUp();
    return this.broken ? undefined : built.answer;
  }

  /** The count read under way, or a new one when changes are waiting; when it ends, the next starts if any are. */
  private catchUp(): Promise<void> {
    const built = this.built;
    if (this.recount || !built || this.broken || this.applied >= this.heard)
      return this.recount ?? Promise.resolve();
    const upTo = this.heard;
    const ids = [...this.changed].filter((id) => built.scheduleIds.has(id));
    this.changed.clear();
    const recount = (async () => {
      if (ids.length === 0) return;
      const free = await this.countFreeOf(ids);
      for (const id of ids)
        for (const entry of built.counted.get(id) ?? []) entry.leftNum = free.get(id) ?? 0;
      built.answer = answerOf(built.response);
    })().then(
      () => {
        this.applied = upTo;
      },
      () => {
        this.broken = true;
      },
    );
    this.recount = recount.finally(() => {
      this.recount = undefined;
      void this.catchUp();
    });
    return this.recount;
  }
}
