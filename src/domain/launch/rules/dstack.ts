/**
 * dstack's rules the recipes are written to, transcribed from dstackai/dstack @0.21.2
 * (0dee238d47fafc89bdde75b83ee99a0fae7c08a1):
 * - keys: `src/dstack/_internal/core/models/configurations.py` (`TaskConfiguration`,
 *   `ServiceConfiguration` and their bases) and `profiles.py` (`ProfileParams`);
 * - backend features: `src/dstack/_internal/core/backends/features.py` builds
 *   `BACKENDS_WITH_MULTINODE_SUPPORT` from the compute classes that inherit
 *   `ComputeWithMultinodeSupport`: `aws/compute.py`, `gcp/compute.py`, `azure/compute.py` and
 *   `runpod/compute.py` do (RunPod through its cluster offers), `lambdalabs/compute.py` does not;
 * - RunPod offers (`runpod/compute.py`): the offer's instance name is RunPod's GPU type id
 *   (`gpu_type_id`), and a region with a dash is a secure-cloud data centre (`CA-MTL-1`), one
 *   without a country of the community cloud (`_is_secure_cloud`);
 * - multi-node MPI: the runner sets `DSTACK_MPI_HOSTFILE`, `DSTACK_NODE_RANK`,
 *   `DSTACK_MASTER_NODE_IP` and `DSTACK_NODES_IPS` (`runner/internal/runner/executor/executor.go`);
 *   `startup_order` and `stop_criteria` (`profiles.py`: `workers-first`, `master-done`) keep the
 *   workers up until the master's `mpirun` ends, as `mkdocs/docs/examples/clusters/nccl-rccl-tests.md`
 *   runs it;
 * - Ray over a task's nodes: `TaskConfiguration` takes `ports` with `nodes` (services have no
 *   `nodes`); the master starts the Ray head, the others `ray start --address=…:6379 --block`, and
 *   `dstack apply` forwards a task's ports to localhost (`mkdocs/docs/concepts/tasks.md`,
 *   `examples/misc/ray/cluster.dstack.yaml`).
 * - `retry` (`profiles.py`: `ProfileRetry`): `on_events` from `no-capacity`, `interruption`,
 *   `error`, and `duration`, the longest time to keep resubmitting (`4h`, `1d`); a run on spot
 *   with `on_events: [interruption]` is resubmitted after a preemption.
 */

export const DSTACK_KEYS = {
  common: [
    'type',
    'name',
    'image',
    'python',
    'env',
    'commands',
    'resources',
    'spot_policy',
    'backends',
    'regions',
    'instance_types',
    'retry',
  ],
  task: ['nodes', 'startup_order', 'stop_criteria', 'ports'],
  service: ['port', 'replicas', 'model'],
  resources: ['gpu', 'disk', 'shm_size'],
  spotPolicy: ['spot', 'on-demand', 'auto'],
  startupOrder: ['any', 'master-first', 'workers-first'],
  stopCriteria: ['all-done', 'master-done'],
  retryEvents: ['no-capacity', 'interruption', 'error'],
} as const;

/** Backends of the catalog's providers and whether dstack runs several nodes on them. */
export const DSTACK_BACKEND_MULTINODE: Readonly<Record<string, boolean>> = {
  aws: true,
  gcp: true,
  azure: true,
  runpod: true,
  lambda: false,
};

/** A RunPod region dstack reads as a secure-cloud data centre (not a community country). */
export const isRunpodDataCentre = (region: string) => region.includes('-');
