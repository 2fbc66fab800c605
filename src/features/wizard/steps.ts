/** The wizard's four steps and the answers each one checks before moving on. */
export const STEPS = [
  { id: 'team', answers: [] },
  { id: 'workload', answers: ['model', 'mem', 'seq', 'ai', 'users', 'tps', 'work'] },
  { id: 'budget', answers: ['budget', 'deadline'] },
  { id: 'constraints', answers: ['nodes', 'ckpt', 'irate', 'data', 'fx', 'w'] },
] as const;
